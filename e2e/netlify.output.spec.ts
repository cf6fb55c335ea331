import { expect, test } from '@playwright/test';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cacheControl, contentSecurityPolicy, securityHeaders } from '../hosting/headers.ts';
import { pagePaths } from '../lib/site';
import { checks } from '../hosting/promises.ts';
import { inlineSourceHashes, out } from './support/out-files';

// Netlify's CLI cannot serve offline (it downloads Deno at the first request), so out/_headers and
// out/_redirects are read by Netlify's own parsers, and their rules applied the way Netlify applies
// them (netlify-cli: every matching header rule, later ones winning; a redirect whose source exists
// as a file is skipped unless forced).

type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
type Redirect = { from: string; to: string; status?: number; force?: boolean };

const pages = pagePaths;

/** netlify-cli's alternativePathsFor: the files a path may be served from. */
function staticFileFor(pathname: string): string | undefined {
  const candidates = [pathname];
  if (pathname.endsWith('/')) {
    const bare = pathname.slice(0, -1);
    if (pathname !== '/') candidates.push(`${bare}.html`, `${bare}.htm`);
    candidates.push(`${pathname}index.html`, `${pathname}index.htm`);
  } else if (!/\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/.test(pathname)) {
    candidates.push(`${pathname}.html`, `${pathname}.htm`, `${pathname}/index.html`);
  }
  return candidates.find((candidate) => {
    const file = resolve(out, candidate.slice(1));
    return existsSync(file) && statSync(file).isFile();
  });
}

async function netlifyHeaders() {
  const { parseAllHeaders } = await import('@netlify/headers-parser');
  const { headers, errors } = (await parseAllHeaders({
    headersFiles: [join(out, '_headers')],
    configHeaders: [],
    minimal: false,
  })) as { headers: HeaderRule[]; errors: Error[] };
  return { rules: headers, errors: errors.map((e) => e.message) };
}

const headersFor = (rules: HeaderRule[], path: string): Record<string, string> =>
  Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(path)).map((r) => r.values));

test(`Netlify parses out/_headers without an error, and every path gets the promised headers and caching ${checks('headers', 'caching')}`, async () => {
  const { rules, errors } = await netlifyHeaders();
  expect(errors).toEqual([]);
  const { scripts, styles } = inlineSourceHashes();
  const policy = contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles });
  const expectations: [string, string | undefined][] = [
    ...pages.map((p): [string, string] => [p, cacheControl.revalidate]),
    ['/privacy-policy.txt', cacheControl.revalidate],
    ['/_next/static/chunks/any.js', cacheControl.immutable],
    // Unknown paths get Netlify's own caching for its 404 page.
    ['/missing-page', undefined],
  ];
  for (const [path, cache] of expectations) {
    const headers = headersFor(rules, path);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headers[name], `${name} on ${path}`).toBe(value);
    expect(headers['Content-Security-Policy'], path).toBe(policy);
    expect(headers['Cache-Control'], `Cache-Control on ${path}`).toBe(cache);
  }
});

test(`Netlify rejects and skips no redirect rule, serves every variant of a page from its file, and the 404 page for the rest ${checks('cleanUrls', 'notFound')}`, async () => {
  const { parseAllRedirects } = await import('netlify-redirect-parser');
  const file = join(out, '_redirects');
  const { redirects, errors } = (await parseAllRedirects({
    redirectsFiles: existsSync(file) ? [file] : [],
    configRedirects: [],
    minimal: false,
  })) as { redirects: Redirect[]; errors: Error[] };
  expect(errors.map((e) => e.message)).toEqual([]);
  const shadowed = redirects.filter((r) => !r.force && staticFileFor(r.from));
  expect(shadowed, 'rules Netlify would skip because a file exists at their source').toEqual([]);
  // What the README says Netlify does: the page itself for .html and trailing-slash variants (its
  // canonical link names the clean URL), and 404.html for unknown paths.
  for (const page of pages.filter((p) => p !== '/')) {
    for (const variant of [page, `${page}/`, `${page}.html`])
      expect(staticFileFor(variant), variant).toBe(`${page}.html`);
  }
  expect(staticFileFor('/missing-page')).toBeUndefined();
  // Next's own name for the not-found page is no page of the site either.
  expect(staticFileFor('/_not-found')).toBeUndefined();
  expect(existsSync(join(out, '404.html'))).toBe(true);
});
