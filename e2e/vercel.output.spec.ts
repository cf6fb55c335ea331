import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import * as vercelSchemas from '@vercel/routing-utils';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { cacheControl, contentSecurityPolicy, securityHeaders } from '../hosting/headers.ts';
import { cleanUrlRedirects, pagePaths } from '../lib/routes.ts';
import { inlineSourceHashes, out } from './support/out-files';

// `vercel dev` needs an account, so out/vercel.json goes through Vercel's own routing compiler
// (@vercel/routing-utils), and the route table it returns is walked the way Vercel's router walks
// it: a route with a status ends the walk, header routes with `continue` add their headers, and
// then the file system answers (cleanUrls serves /page from page.html), or the 404 page.

type Route = {
  src?: string;
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
  for (const route of table) {
    if (!route.src) continue;
    const match = new RegExp(route.src).exec(path);
    if (!match) continue;
    if (route.status) {
      const { Location, ...rest } = route.headers ?? {};
      const location = Location?.replace(/\$(\d)/g, (_, i) => match[Number(i)] ?? '');
      return { status: route.status, location, headers: rest };
    }
    Object.assign(headers, route.headers);
    if (!route.continue) break;
  }
  const file = path === '/' ? 'index.html' : path.slice(1);
  const found = isFile(join(out, file)) || isFile(join(out, `${file}.html`));
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

test('Vercel serves every page and asset with the security headers and the promised caching', () => {
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
  for (const [path, status, cache] of expectations) {
    const response = serve(table, path);
    expect(response.status, path).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(response.headers[name], `${name} on ${path}`).toBe(value);
    expect(response.headers['Content-Security-Policy'], path).toBe(policy);
    expect(response.headers['Cache-Control'], path).toBe(cache);
  }
});

test('Vercel redirects .html and trailing-slash variants once with a 308, before its header routes', () => {
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
