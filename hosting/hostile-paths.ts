import { cleanUrlRedirects, pagePaths } from '../lib/routes.ts';
import type { Request } from './http.ts';

/**
 * Requests an attacker or a broken crawler sends, for the hostile-path walk of every host
 * (hosting/checks.ts). Deterministic, so a failure names a request that fails again.
 */

const pages = pagePaths;
const offSite = ['evil.example', 'evil.example:443', '127.0.0.2'];

/** Ways to make a path that a browser, or a careless redirect, reads as another host. */
export const openRedirectForms = (host: string) => [
  `//${host}`,
  `///${host}`,
  `////${host}`,
  `/\\${host}`,
  `/\\/${host}`,
  `/\\\\${host}`,
  `//\\${host}`,
  `/%2f%2f${host}`,
  `/%2F%2F${host}`,
  `/%2f/${host}`,
  `/%5c${host}`,
  `/%5C%5C${host}`,
  `/%5c/${host}`,
  `/%252f%252f${host}`,
  `/.${host}`,
  `/..${host}`,
  `/@${host}`,
  `/a@${host}`,
  `/%40${host}`,
  `/${host}@`,
  `/https:${host}`,
  `/https://${host}`,
  `/http:%2f%2f${host}`,
  `/%09/${host}`,
  `//%09${host}`,
  `/%2e/${host}`,
];
const redirectSuffixes = ['', '/', '.html', '.html/', '/index.html', '%2f', '/.'];

const traversal = [
  '/..',
  '/../',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/..%2f..%2fpackage.json',
  '/..%5c..%5cpackage.json',
  '/.%2e/package.json',
  '/%2e./package.json',
  '/....//....//package.json',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
  '/_next/static/../../package.json',
  '/_next/static/%2e%2e/%2e%2e/package.json',
  '/_next/static/..%2f..%2fpackage.json',
  '/_next/static/chunks/../../../README.md',
  '/_next/../next.config.mjs',
  '/privacy-policy/../../../etc/passwd',
  '/out/index.html',
  '/.git/config',
  '/.env',
  '/package.json',
  '/node_modules/next/package.json',
  '/hosting/nginx.conf',
  '/_next/',
  '/_next/static/',
  '/_next/static/chunks/',
  '/privacy-policy/',
];

const controlAndNull = [
  '/%00',
  '/privacy-policy%00',
  '/privacy-policy%00.html',
  '/index.html%00',
  '/%0a',
  '/%0d%0aSet-Cookie:%20injected=1',
  '/a%0d%0aLocation:%20//evil.example',
  '/%09',
  '/%7f',
  '/\u0000',
  '/priv\u0001acy-policy',
  '/\u007f',
  '/privacy-policy\t',
];

const long = [
  `/${'a'.repeat(8 * 1024)}`,
  `/${'a'.repeat(64 * 1024)}`,
  `/privacy-policy/${'%2e'.repeat(3000)}`,
  `/?${'q'.repeat(8 * 1024)}`,
];

const unicode = [
  '/ü',
  '/%C3%BC',
  '/привет',
  '/😀',
  '/%F0%9F%98%80',
  '/privacy-policy%E2%80%8B',
  '/%E2%80%AE',
  '/\uFEFF',
  '/privacy‐policy',
  '/%ff',
  '/%c0%af',
  '/Privacy-Policy',
];

const pageVariants = (page: string) =>
  page === '/'
    ? ['/', '/index.html', '/index', '//', '/./', '/index.html/', '/INDEX.HTML', '/index.htm']
    : [
        page,
        `${page}/`,
        `${page}//`,
        `${page}.html`,
        `${page}.html/`,
        `${page}/index.html`,
        `${page}.htm`,
        page.toUpperCase(),
        `${page}%2f`,
        `${page}%2e%68%74%6d%6c`,
        `${page}/.`,
        `${page}/..`,
        `${page};`,
        `${page}.txt`,
      ];

/** Queries whose bytes a redirect must keep: repeated, empty, encoded, and hostile values. */
export const hostileQueries = [
  '',
  '?a=1&b=2&a=3',
  '?x=',
  '?a=1&&b=2',
  '?q=%2F%5C%25%00+%20~',
  '?next=//evil.example',
  '?%zz=1&=&&',
];

const methods = ['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE'];

/**
 * Requests that name another host themselves: a foreign Host header, and absolute-form request
 * lines, for / and each variant a host may redirect. A redirect built from either would send
 * visitors, or a cache in front that does not key on Host, to that host.
 */
export const foreignHostRequests = (host = 'evil.example'): Request[] =>
  ['/', ...cleanUrlRedirects.map(([from]) => from)].flatMap((path) => [
    { target: `${path}?utm_source=x`, host },
    { target: `http://${host}${path}?utm_source=x` },
    { target: `https://${host}${path}` },
  ]);

export function hostileRequests(): Request[] {
  const targets = new Set<string>();
  for (const host of offSite)
    for (const form of openRedirectForms(host))
      for (const suffix of redirectSuffixes)
        for (const query of hostileQueries.slice(0, 3)) targets.add(`${form}${suffix}${query}`);
  for (const path of [...traversal, ...unicode])
    for (const query of hostileQueries.slice(0, 2)) targets.add(`${path}${query}`);
  for (const path of [...controlAndNull, ...long]) targets.add(path);
  for (const page of pages)
    for (const variant of pageVariants(page))
      for (const query of hostileQueries) targets.add(`${variant}${query}`);
  const requests: Request[] = [...targets].map((target) => ({ method: 'GET', target }));
  for (const method of methods)
    for (const target of [...pages, '/privacy-policy/', '/missing', '//evil.example/', '/%00'])
      requests.push({ method, target });
  return [...requests, ...foreignHostRequests()];
}
