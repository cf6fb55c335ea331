import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import * as vercelSchemas from '@vercel/routing-utils';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { cacheControl, contentSecurityPolicy, securityHeaders } from '../hosting/headers.ts';
import { cleanUrlRedirects, pagePaths } from '../lib/routes.ts';
import { checks } from '../hosting/promises.ts';
import { hostileRequests } from './support/hostile-paths';
import { inlineSourceHashes, out } from './support/out-files';

// `vercel dev` needs an account, so out/vercel.json goes through Vercel's own routing compiler
// (@vercel/routing-utils), and the route table it returns is walked the way Vercel's router walks
// it: a route with a status ends the walk, header routes with `continue` add their headers, then
// the file system answers, then the rewrites after it (a clean URL to its .html file), or else the
// 404 page.

type Route = {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: string;
};

function routeTable(): Route[] {
  const config = JSON.parse(readFileSync(join(out, 'vercel.json'), 'utf8'));
  delete config.$schema;
  const { routes: table, error } = getTransformedRoutes(config);
  expect(error).toBeNull();
  return table as Route[];
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

function serve(table: Route[], path: string) {
  const headers: Record<string, string> = {};
  let phase: string | undefined;
  let found = false;
  try {
    found = isFile(join(out, path === '/' ? 'index.html' : decodeURIComponent(path.slice(1))));
  } catch {
    // No file has a name that is no valid percent-encoding.
  }
  for (const route of table) {
    if (route.handle) {
      phase = route.handle;
      if (phase === 'filesystem' && found) break;
      continue;
    }
    if (!route.src) continue;
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    if (route.status) {
      const { Location, ...rest } = route.headers ?? {};
      const location = Location?.replace(/\$(\d)/g, (_, i) => match[Number(i)] ?? '');
      return { status: route.status, location, headers: rest };
    }
    if (phase === 'filesystem' && route.dest) {
      found = isFile(join(out, route.dest.slice(1)));
      break;
    }
    Object.assign(headers, route.headers);
  }
  return { status: found ? 200 : 404, location: undefined, headers };
}

/**
 * vercel.json as Vercel's CLI validates it: the routing-utils schemas of each key, compiled by the
 * Ajv that routing-utils itself ships with, and no key Vercel does not know (a misspelt key, say
 * cleanUrl, would otherwise be ignored without a word).
 */
test("Vercel's own schemas accept out/vercel.json, and it has no key they do not know", () => {
  const Ajv = createRequire(createRequire(import.meta.url).resolve('@vercel/routing-utils'))('ajv');
  const schema = {
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      cleanUrls: vercelSchemas.cleanUrlsSchema,
      trailingSlash: vercelSchemas.trailingSlashSchema,
      headers: vercelSchemas.headersSchema,
      redirects: vercelSchemas.redirectsSchema,
      rewrites: vercelSchemas.rewritesSchema,
      routes: vercelSchemas.routesSchema,
    },
  };
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const config = JSON.parse(readFileSync(join(out, 'vercel.json'), 'utf8'));
  expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
});

const pages = pagePaths;

test(`Vercel serves every page and asset with the security headers and the promised caching, and the 404 page for the rest ${checks('headers', 'caching', 'notFound')}`, () => {
  const table = routeTable();
  const { scripts, styles } = inlineSourceHashes();
  const policy = contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles });
  const expectations: [string, number, string][] = [
    ...pages.map((p): [string, number, string] => [p, 200, cacheControl.revalidate]),
    ['/privacy-policy.txt', 200, cacheControl.revalidate],
    ['/icon.svg', 200, cacheControl.revalidate],
    ['/_next/static/chunks/any.js', 404, cacheControl.immutable],
    ['/missing-page', 404, cacheControl.revalidate],
    // Next's own name for the not-found page is no page of the site either.
    ['/_not-found', 404, cacheControl.revalidate],
  ];
  expect(existsSync(join(out, '404.html'))).toBe(true);
  for (const [path, status, cache] of expectations) {
    const response = serve(table, path);
    expect(response.status, path).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(response.headers[name], `${name} on ${path}`).toBe(value);
    expect(response.headers['Content-Security-Policy'], path).toBe(policy);
    expect(response.headers['Cache-Control'], path).toBe(cache);
  }
});

test(`Vercel redirects .html and trailing-slash variants once with a 308, before its header routes ${checks('cleanUrls')}`, () => {
  const table = routeTable();
  for (const [from, to] of cleanUrlRedirects) {
    const response = serve(table, from);
    expect(response.status, from).toBe(308);
    expect(response.location, from).toBe(to);
    // Vercel orders its clean-URL redirects before every header route: they carry none of ours.
    expect(response.headers, from).toEqual({});
    expect(serve(table, to).status, `${to} after one redirect`).toBe(200);
  }
});

test(`no path, however hostile, is redirected by Vercel's route table off the site ${checks('noOpenRedirect')}`, () => {
  const table = routeTable();
  const forms = [
    '//evil.example/',
    '//evil.example.html',
    '//evil.example/index',
    '/\\evil.example/',
  ];
  const offSite = [...forms, ...hostileRequests().map((request) => request.target)]
    .map((target) => [target, serve(table, target.split('?')[0]).location] as const)
    .filter(
      ([, location]) =>
        location !== undefined &&
        new URL(location, 'https://www.example.com/').origin !== 'https://www.example.com',
    );
  expect(offSite).toEqual([]);
});
