// 2,082 requests an attacker or a broken crawler sends, deterministic, so that a failure names a
// request that fails again. Each answer, and each redirect it leads to: no Location off the site, no
// loop, no 200 that is no file of out/, no folder listed, no 5xx or silence, every security header
// where the host keeps that promise (but on the answers its module says are its own).
import { pagePaths } from '../../lib/routes.ts';
import { one, type Answer, type Request } from '../http.ts';
import { sha256 } from '../inventory.ts';
import { deviation, type Check } from '../check.ts';
import { inventoryFor, type Site } from '../site.ts';
import { isRedirect, namesAnotherHost, onSite } from './location.ts';
import { headers } from './headers.ts';
import { foreignHostRequests, openRedirectForms } from './no-open-redirect.ts';

/** A list of paths written as words: none holds a space. */
const words = (text: string) => text.trim().split(/\s+/);
const offSite = words('evil.example evil.example:443 127.0.0.2');
const redirectSuffixes = ['', ...words('/ .html .html/ /index.html %2f /.')];
const traversal = words(String.raw`
  /.. /../ /../../etc/passwd /%2e%2e/%2e%2e/etc/passwd /%2E%2E%2F%2E%2E%2Fetc%2Fpasswd
  /%252e%252e/%252e%252e/etc/passwd /..%2f..%2fpackage.json /..%5c..%5cpackage.json
  /.%2e/package.json /%2e./package.json /....//....//package.json
  /%c0%ae%c0%ae/%c0%ae%c0%ae/package.json /_next/static/../../package.json
  /_next/static/%2e%2e/%2e%2e/package.json /_next/static/..%2f..%2fpackage.json
  /_next/static/chunks/../../../README.md /_next/../next.config.mjs
  /privacy-policy/../../../etc/passwd /out/index.html /.git/config /.env /package.json
  /node_modules/next/package.json /hosting/nginx.conf /_next/ /_next/static/ /_next/static/chunks/
  /privacy-policy/`);
const controlAndNull = [
  ...words(String.raw`/%00 /privacy-policy%00 /privacy-policy%00.html /index.html%00 /%0a /%09 /%7f
    /%0d%0aSet-Cookie:%20injected=1 /a%0d%0aLocation:%20//evil.example`),
  ...['/\u0000', '/priv\u0001acy-policy', '/\u007f', '/privacy-policy\t'],
];
const long = [8, 64]
  .map((kb) => `/${'a'.repeat(kb * 1024)}`)
  .concat(`/privacy-policy/${'%2e'.repeat(3000)}`, `/?${'q'.repeat(8 * 1024)}`);
const unicode = [
  ...words(
    '/ü /%C3%BC /привет /😀 /%F0%9F%98%80 /privacy-policy%E2%80%8B /%E2%80%AE /privacy‐policy',
  ),
  ...['/\uFEFF', ...words('/%ff /%c0%af /Privacy-Policy')],
];
const pageVariants = (page: string) =>
  page === '/'
    ? words('/ /index.html /index // /./ /index.html/ /INDEX.HTML /index.htm')
    : [
        page.toUpperCase(),
        ...words('/ // .html .html/ /index.html .htm %2f %2e%68%74%6d%6c /. /.. ; .txt'),
      ]
        .map((end) => (end === page.toUpperCase() ? end : `${page}${end}`))
        .concat(page);

const methods = words('HEAD POST PUT DELETE OPTIONS TRACE');

/** Queries whose bytes a redirect must keep: repeated, empty, encoded, and hostile values. */
export const hostileQueries = [
  '',
  ...words('?a=1&b=2&a=3 ?x= ?a=1&&b=2 ?q=%2F%5C%25%00+%20~ ?next=//evil.example ?%zz=1&=&&'),
];

function hostileRequests(): Request[] {
  const targets = new Set<string>();
  for (const host of offSite)
    for (const form of openRedirectForms(host))
      for (const suffix of redirectSuffixes)
        for (const query of hostileQueries.slice(0, 3)) targets.add(`${form}${suffix}${query}`);
  for (const path of [...traversal, ...unicode])
    for (const query of hostileQueries.slice(0, 2)) targets.add(`${path}${query}`);
  for (const path of [...controlAndNull, ...long]) targets.add(path);
  for (const page of pagePaths)
    for (const variant of pageVariants(page))
      for (const query of hostileQueries) targets.add(`${variant}${query}`);
  const requests: Request[] = [...targets].map((target) => ({ method: 'GET', target }));
  for (const method of methods)
    for (const target of [...pagePaths, '/privacy-policy/', '/missing', '//evil.example/', '/%00'])
      requests.push({ method, target });
  return [...requests, ...foreignHostRequests()];
}

/** The hash of every file the build made, and of its inventory: a 200 must be one of them. */
async function known(site: Site) {
  const { inventory, served } = await inventoryFor(site);
  return new Set([
    sha256(served.body),
    ...Object.values(inventory?.files ?? {}).map((f) => f.sha256),
  ]);
}

/** What is wrong with one answer of the walk. */
async function wrong(site: Site, answer: Answer, { method = 'GET', target }: Request) {
  const excused = deviation(site, 'headers')?.excuses?.(answer, { method, target });
  const missing = excused ? [] : await headers.assert(answer, { target }, site);
  return [
    ...missing,
    answer.status >= 500 && `${answer.status}`,
    /<title>Index of|<h1>Index of/i.test(answer.body.toString('latin1')) && 'a folder listed',
    answer.status === 200 &&
      method === 'GET' &&
      !(await known(site)).has(sha256(answer.body)) &&
      '200 with a body that is no file of out/',
  ].filter((problem) => typeof problem === 'string');
}

export const hostilePaths: Check<Request> = {
  title: 'hostile paths',
  promise: 'the hostile paths (hosting/promises/hostile-paths.ts)',
  on: ['runtime', 'simulation'],
  pool: 24,
  cases: () => hostileRequests().map((request) => ({ ...request, timeout: 5000 })),
  async assert(first, request, site) {
    const problems = await wrong(site, first, request);
    const visited = new Set<string>();
    let [answer, base] = [first, site.url];
    // Each redirect it leads to, as a browser follows it: on the site, a few hops at most.
    for (let hop = 0; isRedirect(answer) && !problems.length; hop += 1) {
      const location = one(answer, 'location') ?? '';
      const next = namesAnotherHost(site, location) ? null : onSite(site, location, base);
      if (next === null) return [`Location ${JSON.stringify(location)} leaves the site`];
      if (visited.has(next) || hop >= 5) return [`a redirect loop through ${next}`];
      visited.add(next);
      base = URL.canParse(next, base) ? new URL(next, base) : base;
      const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
      answer = await site.send({ method, target: next, timeout: 5000 });
      problems.push(
        ...(answer.broken
          ? [answer.broken]
          : await wrong(site, answer, { method, target: next })
        ).map((p) => `→ ${next}: ${p}`),
      );
    }
    return problems;
  },
  whenKept: (count) =>
    `${count} requests: none leaves the site, leaks a file, lists a folder, loops, fails or loses the headers`,
};
