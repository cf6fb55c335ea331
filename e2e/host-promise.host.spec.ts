import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControl, contentSecurityPolicy, securityHeaders } from '../hosting/headers.ts';
import { cleanUrlRedirects, exportedFile, pagePaths } from '../lib/routes.ts';
import { loaderScripts } from '../build-steps/transforms/framework-scripts.ts';
import { hostConfigFiles } from '../hosting/render.ts';
import { checks } from '../hosting/promises.ts';
import { hostileQueries } from './support/hostile-paths';
import { attachHostLog, exceptionTo, runtimeOf, runtimes } from './support/hosts';
import { inlineSourceHashes, out } from './support/out-files';
import { pool } from './support/pool';
import { rawRequest, type RawResponse } from './support/raw-http';

test.afterEach(attachHostLog);

// The README's promise for every host, checked in the host's own runtime: 200 for the pages, one
// redirect to the clean URL that keeps the query byte for byte, 404 with the not-found page, the
// security headers on every response, and caching that lets a deploy show at once. A host that
// cannot keep one says so by name (hosting/promises.ts), and the rest is checked.

const runtime = () => runtimes[runtimeOf(test.info().project.name)];
/** What the runtime does of its own, where it does (e2e/support/hosts.ts). */
const quirks = () =>
  runtime() as {
    unsendable?: { test: (target: string) => boolean; why: string };
    configuredRedirects?: readonly string[];
  };
const get = (target: string, method = 'GET') => rawRequest(runtime().site, target, { method });
const pages = pagePaths;

let hashedPolicy: string | undefined;
/**
 * The header policy: every page's inline code, hashed from out/ here, not read back from a header.
 * Hashed once: out/ stays as built while the tests run, and the clean-URL walk checks hundreds of
 * answers.
 */
function expectedPolicy() {
  if (hashedPolicy === undefined) {
    const { scripts, styles } = inlineSourceHashes();
    hashedPolicy = contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles });
  }
  return hashedPolicy;
}

function expectSecurityHeaders(response: RawResponse, what: string) {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers.get(name.toLowerCase()), `${name} on ${what}`).toBe(value);
  expect(response.headers.get('content-security-policy'), `CSP on ${what}`).toBe(expectedPolicy());
}

/** The Location as an origin-relative target, whether the host sent it absolute or relative. */
function locationTarget(response: RawResponse) {
  const location = response.headers.get('location') ?? '';
  const origin = runtime().origins.find((o) => location.startsWith(o));
  return origin ? location.slice(origin.length) : location;
}

test(`every page answers 200 with its exported HTML, the security headers and revalidation ${checks('cleanUrls', 'headers', 'caching')}`, async () => {
  for (const path of pages) {
    const response = (await get(path))!;
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    expect(response.body.equals(readFileSync(join(out, exportedFile(path)))), `${path} body`).toBe(
      true,
    );
    expect(response.headers.get('cache-control'), path).toBe(cacheControl.revalidate);
    expectSecurityHeaders(response, path);
  }
});

test(`build assets are cached for a year, page data and HTML revalidate ${checks('caching')}`, async () => {
  const asset = loaderScripts(readFileSync(join(out, 'index.html'), 'utf8')).find((src) =>
    src.startsWith('/_next/static/chunks/'),
  )!;
  const script = (await get(asset))!;
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe(cacheControl.immutable);
  expect(script.headers.get('content-type')).toMatch(/javascript/);
  expectSecurityHeaders(script, asset);
  const data = (await get('/privacy-policy.txt'))!;
  expect(data.status).toBe(200);
  expect(data.headers.get('cache-control')).toBe(cacheControl.revalidate);
});

test(`every .html and trailing-slash variant redirects once to the clean URL, query byte for byte ${checks('cleanUrls', 'headers')}`, async () => {
  const queryLost = exceptionTo('cleanUrls');
  const headersLost = exceptionTo('headers');
  const { unsendable, configuredRedirects } = quirks();
  const cases = cleanUrlRedirects.flatMap(([from, to]) =>
    hostileQueries
      .filter((query) => !unsendable?.test(`${from}${query}`))
      .map((query) => ({ from, to, query })),
  );
  // Several at once, as visitors send them: the emulators take tens of milliseconds a request.
  await pool(cases, 8, async ({ from, to, query }) => {
    const response = (await get(`${from}${query}`))!;
    expect(response.status, `${from}${query}`).toBe(runtime().redirectStatus);
    const configured = configuredRedirects?.includes(from);
    expect(locationTarget(response), `${from}${query}`).toBe(
      // Firebase decodes a configured redirect's query and encodes it again (hosting/promises.ts).
      queryLost ? to : configured ? `${to}${encodeURI(decodeURI(query))}` : `${to}${query}`,
    );
    if (!headersLost && !configured) expectSecurityHeaders(response, `the redirect of ${from}`);
    const landed = (await get(locationTarget(response)))!;
    expect(landed.status, `${to}${query} after one redirect`).toBe(200);
  });
});

test(`an unknown path answers 404 with the not-found page ${checks('notFound', 'headers')}`, async () => {
  const headersLost = exceptionTo('headers');
  // /_not-found is Next's own name for the not-found page: no page of the site either.
  for (const path of ['/missing-page', '/no/such/page', '/privacy-policy/extra', '/_not-found']) {
    const response = (await get(`${path}?utm_source=x`))!;
    expect(response.status, path).toBe(404);
    expect(response.body.equals(readFileSync(join(out, '404.html'))), `${path} body`).toBe(true);
    expect(response.headers.get('cache-control'), path).toBe(runtime().notFoundCache);
    if (!headersLost) expectSecurityHeaders(response, path);
  }
});

test(`no host serves a host's config as a file ${checks('noConfigServed')}`, async () => {
  // Cloudflare reads _headers and never serves it; its local runtime answers it with a 502 where
  // the real host answers 404, so what counts is that no config's text reaches anyone. Apache's
  // own rule answers .htaccess with 403.
  for (const file of Object.keys(hostConfigFiles)) {
    const response = (await get(`/${file}`))!;
    expect(response.status, file).toBeGreaterThanOrEqual(400);
    const text = readFileSync(join(out, file));
    if (text.length) expect(response.body.includes(text), file).toBe(false);
    if (runtimeOf(test.info().project.name) === 'nginx') {
      expect(response.status, file).toBe(404);
      expectSecurityHeaders(response, file);
    }
  }
});

test(`the Content-Security-Policy header lists the hash of every inline script and style ${checks('headers')}`, async () => {
  const policy = (await get('/'))!.headers.get('content-security-policy')!;
  const { scripts, styles } = inlineSourceHashes();
  // Ours (the layout's one inline script), and each page's own stylesheet.
  expect(scripts.size).toBeGreaterThanOrEqual(1);
  expect(styles.size).toBeGreaterThanOrEqual(2);
  for (const hash of scripts)
    expect(policy).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
  for (const hash of styles)
    expect(policy).toMatch(new RegExp(`style-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain("frame-ancestors 'none'");
});
