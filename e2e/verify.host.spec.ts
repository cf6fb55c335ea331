import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync } from 'node:zlib';
import { securityHeaders } from '../hosting/headers.ts';
import { siteHosts, type PromiseKey } from '../hosting/host.ts';
import { hosts, type HostKey } from '../hosting/hosts/index.ts';
import type { Answer, Request } from '../hosting/http.ts';
import { builtHost } from '../hosting/serve.ts';
import { promises } from '../hosting/promises/index.ts';
import { serve, type Fault } from '../hosting/simulate.ts';
import { runtimeSite } from '../hosting/test-sites.ts';
import { verify } from '../hosting/verify.ts';
import { output } from '../lib/node/run.ts';
import { pagePaths } from '../lib/routes.ts';
import { site } from '../lib/site.ts';

// npm run verify, which the owner relies on after each deploy and the watch every day. It passes on
// nginx as shipped, over https, graded; and on a static host that keeps every promise
// (hosting/simulate.ts), broken one thing at a time as hosts and CDNs break sites, it fails that
// promise's line (and only the lines that thing breaks), runs every other, never crashes, and ends
// in time; on a harmless difference it passes.

/** npm run verify, as the owner runs it: its exit code, its output, and its lines with a mark. */
async function cli(...args: string[]) {
  const { code, text } = await output('node', ['hosting/verify.ts', ...args]);
  const marked = (mark: string) => text.split('\n').filter((l) => l.startsWith(mark));
  return { code, output: text, marked };
}

test('passes on nginx as shipped, over https, every promise kept', async () => {
  test.setTimeout(120_000);
  const { running } = test.info().project.metadata as { running: HostKey[] };
  test.skip(!running.includes('nginx'), 'nginx does not run here');
  const { port, https } = hosts.nginx.runtime!;
  const run = await cli(
    runtimeSite('nginx').url.origin,
    ...[siteHosts.site, siteHosts.apex].map((at) => `--resolve=${at}:${https}:127.0.0.1`),
    '--cacert=test-results/host-logs/nginx-ca.pem',
    `--http-port=${port}`,
    '--host=nginx',
    '--offline',
  );
  expect(run.marked('✗'), run.output).toEqual([]);
  expect(run.code, run.output).toBe(0);
  const titles = Object.values(promises)
    .filter(({ on }) => on?.includes('live') ?? true)
    .filter(({ title }) => title !== promises.grade.title)
    .map(({ title }) => `✓ ${title}:`);
  expect(run.marked('✓').map((line) => titles.find((t) => line.startsWith(t)))).toEqual(titles);
});

// The static host the faults break: what the build made, at its clean URLs, with every header.
const faithful = builtHost();
const policy = faithful({ target: '/' }).headers.get('content-security-policy')![0];
const read = (file: string) => readFileSync(join('out', file));

type Where = (request: Request, answer: Answer) => boolean;
const path = (request: Request) => request.target.split('?')[0];
/** The answers a fault changes: every one, those of a path, or those with a status. */
const all: Where = () => true;
const at =
  (test: RegExp): Where =>
  (request) =>
    test.test(path(request));
const status =
  (code: number): Where =>
  (_, answer) =>
    answer.status === code;
const pages = at(/^\/(privacy-policy|terms-of-use)?$/);
const html = (_: Request, a: Answer) => /html/.test(a.headers.get('content-type')?.[0] ?? '');

/** Each answer `where` holds for, changed. */
const answers = (where: Where, change: (answer: Answer, request: Request) => Answer): Fault => ({
  answer: (answer, request) => (where(request, answer) ? change(answer, request) : answer),
});
/** A header set to one or more values, or removed (null): its old values go to `to`, if named. */
const header = (name: string, value: string | string[] | null, where = all, to?: string) =>
  answers(where, (answer) => {
    const headers = new Map(answer.headers);
    if (to) headers.set(to, headers.get(name) ?? []);
    if (value === null) headers.delete(name);
    else headers.set(name, [value].flat());
    return { ...answer, headers };
  });
/** The text of each body replaced. */
const text = (where: Where, from: string | RegExp, to: string) =>
  answers(where, (a) => ({ ...a, body: Buffer.from(a.body.toString().replace(from, to)) }));
/** Each redirect's Location changed. */
const moved = (change: (location: string, request: Request) => string) =>
  answers(status(301), (a, r) => ({
    ...a,
    headers: new Map(a.headers).set('location', [change(a.headers.get('location')![0], r)]),
  }));
/** Served as the static host serves another path. */
const as = (where: Where, target: (request: Request) => string) =>
  answers(where, (_, r) => faithful({ target: target(r) }));
/** The head and body that go out for the paths `test` matches, changed. */
const onWire = (
  test: RegExp,
  change: (head: string, body: Buffer) => (string | Buffer)[],
): Fault => ({
  wire: (h, body, r) =>
    Buffer.concat((test.test(path(r)) ? change(h, body) : [h, body]).map((p) => Buffer.from(p))),
});
const noLength = (head: string) => head.replace(/^content-length: .*\r\n/im, '');
/** What goes out to /privacy-policy on the wire: the head, and the body cut short. */
const halved = (head: (head: string) => string) =>
  onWire(/^\/privacy-policy$/, (h, b) => [head(h), b.subarray(0, b.length >> 1)]);
const forwarded = (name: string) => (location: string, request: Request) =>
  request.headers?.[name]
    ? `https://${request.headers[name].replace(/^host=|;.*$/g, '')}${location}`
    : location;
const stale = policy.replace(/'sha256-[^']+'/, "'sha256-c3RhbGU='");
const hsts = securityHeaders['Strict-Transport-Security'];
const beacon = 'https://static.cloudflareinsights.com/beacon.min.js';
/** A page as Cloudflare's Email Address Obfuscation serves it: each address encoded, a decoder added. */
const obfuscated = (a: Answer) => ({
  ...a,
  body: Buffer.from(
    a.body
      .toString()
      .replace(/mailto:[^"]+/g, '/cdn-cgi/l/email-protection#5a3f2e')
      .replace(
        '</body>',
        '<script data-cfasync="false" src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script></body>',
      ),
  ),
});
const soft404 = (where: Where) =>
  answers(
    (r, a) => a.status === 404 && where(r, a),
    (a) => ({ ...a, status: 200 }),
  );

// Each fault, as hosts and CDNs make them, and the promises whose lines it fails (by key): none, for
// a harmless difference; what a failing line must say; and how verify is run, where not plainly.
// prettier-ignore
const faults: [name: string, breaks: PromiseKey | '', fault: Fault, says?: RegExp, options?: { build: string }][] = [
  ['no Content-Security-Policy', 'headers', header('content-security-policy', null)],
  ['a stale Content-Security-Policy', 'headers', header('content-security-policy', stale)],
  ['a short HSTS', 'headers', header('strict-transport-security', 'max-age=300')],
  ['a second, stricter policy beside it', 'headers', header('content-security-policy', [policy, "default-src 'none'"])],
  ['a policy without require-trusted-types-for', 'headers', header('content-security-policy', policy.replace(/require-trusted-types-for [^;]+; /, ''))],
  ['a Report-Only policy in its place', 'headers', header('content-security-policy', null, all, 'content-security-policy-report-only')],
  ['no headers on the 404', 'headers', header('x-frame-options', null, status(404))],
  ['no headers on redirects', 'headers', header('content-security-policy', null, status(301))],
  ['X-Frame-Options: SAMEORIGIN', 'headers', header('x-frame-options', 'SAMEORIGIN')],
  ['no headers on the build files', 'headers', header('x-content-type-options', null, at(/^\/_next\//))],
  ['two different X-Frame-Options', 'headers', header('x-frame-options', ['DENY', 'SAMEORIGIN'])],
  ['Cross-Origin-Opener-Policy twice, which is no policy', 'headers', header('cross-origin-opener-policy', ['same-origin', 'same-origin'])],
  ['X-Robots-Tag: noindex', 'headers', header('x-robots-tag', 'noindex')],
  ['the inline script minified by a CDN', 'files', text(html, /(<script>[^<]*?) /, '$1'), /its inline script changed, which its policy blocks/],
  ['a script injected into every page', 'files', text(html, '</body>', '<script>beacon()</script></body>'), /an inline script added/],
  ['/privacy-policy serves the terms page', 'files', as(at(/^\/privacy-policy$/), () => pagePaths[2]), /the bytes of terms-of-use\.html/],
  ['a canonical link to a staging host', 'files', text(html, /www\.formafit\.app/g, 'staging.formafit.app'), /a canonical link rewritten/],
  ['a noindex <meta> on the pages', 'files', text(pages, '<head>', '<head><meta name="robots" content="noindex"/>')],
  ['robots.txt that disallows every path', 'files', text(at(/^\/robots\.txt$/), 'Allow: /', 'Disallow: /')],
  ['a sitemap on another origin', 'files', text(at(/^\/sitemap\.xml$/), /www\.formafit\.app/g, 'formafit.example')],
  ['a framework script that answers 404, after a stale deploy', 'files', as(at(/turbopack/), () => '/gone'), /answered 404/],
  ['the stylesheet as application/octet-stream', 'files', header('content-type', 'application/octet-stream', at(/\.css$/))],
  ['a page without its closing </html>', 'files', text(at(/^\/privacy-policy$/), /<footer[\s\S]*/, '')],
  ['a page cut short, its whole Content-Length claimed', 'files', halved((h) => h), /a body of \d+ bytes where Content-Length says/],
  ['a gzip body cut short', 'files', halved(noLength), /says Content-Encoding: gzip and does not decode/],
  ['gzip said of a body that is not', 'files', { ...header('content-encoding', 'gzip', at(/^\/privacy-policy$/)), compress: (_, r) => path(r) !== pagePaths[1] }, /does not decode/],
  ['trial links to another tracker', 'files', text(html, new RegExp(site.trackingUrl, 'g'), 'https://tracker.example/click'), /a trial link rewritten: \S+ → https:\/\/tracker\.example\/click, from another origin/],
  ['one trial link decorated by a CDN', 'files', text(html, `href="${site.trackingUrl}"`, `href="${site.trackingUrl}?ref=cdn"`)],
  ['a soft 404 everywhere', 'notFound', soft404(all)],
  ['a soft 404 on .html paths only', 'notFound', soft404(at(/\.html$/))],
  ['a soft 404 without a query only', 'notFound', soft404((r) => !r.target.includes('?'))],
  ['a soft 404 deeper than a page', 'notFound', soft404(at(/^\/privacy-policy\//))],
  ['the home page, with 404, for every unknown path', 'files', answers(status(404), () => ({ ...faithful({ target: '/' }), status: 404 })), /the not-found page: the bytes of index\.html/],
  ["the host's own not-found page", 'files', text(status(404), /[\s\S]*/, '<html><h1>404 Not Found</h1></html>')],
  ['the not-found page as text/plain', 'files', header('content-type', 'text/plain', status(404))],
  ['302 for the variants', 'cleanUrls', answers(status(301), (a) => ({ ...a, status: 302 }))],
  ['http:// in the Location', 'cleanUrls', moved((l) => `http://www.formafit.app${l}`)],
  ['the query dropped', 'cleanUrls', moved((l) => l.split('?')[0])],
  ['gclid dropped', 'cleanUrls', moved((l) => l.replace(/gclid=[^&]*&?/, ''))],
  ['the query decoded', 'cleanUrls', moved((l) => l.replaceAll('%2F', '/'))],
  ['two redirects for /privacy-policy.html/', 'cleanUrls', moved((l, r) => (path(r).endsWith('.html/') ? r.target.replace('.html/', '.html') : l))],
  ['a variant served as a page', 'cleanUrls', as(at(/.\/$/), (r) => path(r).replace(/(\.html)?\/$/, ''))],
  ['a Location built from the Host header', 'noOpenRedirect', moved((l, r) => `http://${r.host}${l}`)],
  ['a Location built from X-Forwarded-Host', 'noOpenRedirect', moved(forwarded('x-forwarded-host'))],
  ['a Location built from Forwarded', 'noOpenRedirect', moved(forwarded('forwarded'))],
  ['//evil.example/ redirected to //evil.example', 'noOpenRedirect', answers(at(/^\/\/[^/]+\/$/), (a, r) => ({ ...a, status: 301, headers: new Map([['location', [path(r).slice(0, -1)]]]) }))],
  ['_headers served', 'noConfigServed', answers(at(/^\/_headers$/), () => ({ ...faithful({ target: '/robots.txt' }), body: read('_headers') }))],
  ['package.json served', 'noConfigServed', answers(at(/^\/package\.json$/), () => ({ ...faithful({ target: '/robots.txt' }), body: readFileSync('package.json') }))],
  ['pages cached immutable', 'caching', header('cache-control', 'public, max-age=31536000, immutable', pages)],
  ['build files cached an hour', 'caching', header('cache-control', 'public, max-age=3600', at(/^\/_next\//))],
  ['the 404 cached a year', 'caching', header('cache-control', 'public, max-age=31536000', status(404))],
  ['nothing compressed', 'compression', { compress: () => false }],
  ['one page not compressed', 'compression', { compress: (_, r) => path(r) !== pagePaths[2] }],
  ['no Vary: Accept-Encoding', 'compression', { wire: (h, body) => Buffer.concat([Buffer.from(h.replace(/^vary: .*\r\n/im, '')), body]) }],
  ['one page that never answers', 'files', { wire: (h, body, r) => (path(r) === pagePaths[2] ? null : Buffer.concat([Buffer.from(h), body])) }, /no answer within 10 s/],
  // What CDNs do to HTML when a feature is on, and uploads that miss or mistype files.
  ["a CDN's email obfuscation on the legal pages", 'files', { answer: (a, r) => (pages(r, a) && path(r) !== '/' ? obfuscated(a) : a) }, /a link rewritten: mailto:support@formafit\.app → \/cdn-cgi\/l\/email-protection#[0-9a-f]+, which the build did not make(, \d+ times)?.*a script added: \/cdn-cgi\/\S+, which the build did not make/],
  ["a CDN's script loader, which retypes the page's scripts", 'files', text(html, /<script>/g, '<script type="1a2b3c-text/javascript">'), /a script retyped as 1a2b3c-text\/javascript/],
  ['an analytics beacon injected into every page', 'files', text(html, '</body>', `<script defer src="${beacon}" data-cf-beacon='{"token":"x"}'></script></body>`), /a script added: https:\/\/static\.cloudflareinsights\.com\/beacon\.min\.js, from another origin/],
  ["the stylesheet's and the favicon's addresses on another CDN host", 'files', text(html, /href="\/(icons\.css|icon\.svg)"/g, 'href="https://cdn.example/$1"'), /a stylesheet rewritten: \/icons\.css → https:\/\/cdn\.example\/icons\.css, from another origin/],
  ['the share image answers 404', 'files', as(at(/^\/opengraph-image\.png$/), () => '/gone'), /opengraph-image\.png: answered 404/],
  ['SVGs as binary/octet-stream', 'files', header('content-type', 'binary/octet-stream', at(/\.svg$/)), /served as binary\/octet-stream, not image\/svg\+xml/],
  ['brotli sent to a client that did not ask for it', 'compression', { ...answers(all, (a) => ({ ...a, body: brotliCompressSync(a.body), headers: new Map(a.headers).set('content-encoding', ['br']) })), compress: () => false }, /Content-Encoding: br to a request that accepts identity/],
  ['a redirect loop on one page', 'files', answers(at(/^\/privacy-policy$/), (a) => ({ ...a, status: 301, headers: new Map(a.headers).set('location', ['/privacy-policy']) }))],
  ['one page sent a few bytes a second', 'files', { wire: (h, body, r) => (path(r) === pagePaths[1] ? [Buffer.from(h), ...Array.from({ length: 30 }, (_, i) => body.subarray(i * 8, i * 8 + 8))] : Buffer.concat([Buffer.from(h), body])) }, /no answer within 10 s, after a part of the answer/],
  ['a page from an earlier build, which names its chunks', 'files', text(at(/^\/terms-of-use$/), /(\/_next\/static\/chunks\/[^"]+)\.js/g, '$1-0.js'), /a page from another build/],
  ['scripts served as text/plain', 'files', header('content-type', 'text/plain', (r, a) => a.status === 200 && at(/\.js$/)(r, a)), /served as text\/plain, not text\/javascript/],
  ['pages in another charset', 'files', header('content-type', 'text/html; charset=iso-8859-1', pages)],
  ["a CDN's comment appended to each page", 'files', text(html, '</html>', '</html><!-- served by cdn.example -->'), /its text changed/],
  ['the stylesheet minified by a CDN', 'files', text(at(/icons\.css$/), /\n/g, ''), /its content changed/],
  ['304 Not Modified to a request that asked for none', 'files', answers(at(/^\/terms-of-use$/), (a) => ({ ...a, status: 304, body: Buffer.alloc(0) })), /\/terms-of-use: answered 304/],
  ['an upload cut short: half the stylesheet', 'files', answers(at(/\.css$/), (a) => ({ ...a, body: a.body.subarray(0, a.body.length >> 1) }))],
  ['the inventory uploaded as binary/octet-stream', 'files', header('content-type', 'binary/octet-stream', at(/build-inventory/)), /build-inventory\.json: served as binary\/octet-stream, not application\/json$/m],
  ["a page's Content-Encoding dropped by a proxy, its body still gzip", 'files', onWire(/^\/privacy-policy$/, (h, b) => [h.replace(/^content-encoding: .*\r\n/im, ''), b]), /a body still in gzip after no Content-Encoding/],
  ['an upload of the home page with no byte', 'files', answers(at(/^\/$/), (a) => ({ ...a, body: Buffer.alloc(0) })), /\/: an empty body, where the build made \d+ bytes/],
  ['two different Content-Lengths on a page', 'files', onWire(/^\/privacy-policy$/, (h, b) => [h.replace(/^content-length: (\d+)/im, 'content-length: 1024\r\ncontent-length: $1'), b]), /which browsers refuse/],
  ['a Content-Length 100 bytes short of a script', 'files', onWire(/turbopack/, (h, b) => [h.replace(/^content-length: .*$/im, `content-length: ${b.length - 100}`), b])],
  ['deflate to a browser that asked for br and gzip', 'compression', { ...answers(pages, (a) => ({ ...a, body: deflateSync(a.body), headers: new Map(a.headers).set('content-encoding', ['deflate']) })), compress: (a, r) => !pages(r, a) }, /Content-Encoding: deflate to a request that accepts br, gzip/],
  ['two different Locations on each redirect', 'cleanUrls', answers(status(301), (a) => ({ ...a, headers: new Map(a.headers).set('location', [a.headers.get('location')![0], `https://www.formafit.app${a.headers.get('location')![0]}`]) })), /which browsers refuse/],
  ['an empty reply for the home page, as a crashed worker sends', 'files', { wire: (h, b, r) => (path(r) === '/' ? Buffer.alloc(0) : Buffer.concat([Buffer.from(h), b])) }, /✗ the files, as built: \/: no answer/],
  ['no inventory', 'files', as(at(/build-inventory/), () => '/gone'), /answered 404: no inventory/],
  ["another build's inventory, where the deploy gave out/", 'files', text(at(/build-inventory/), /"build":"[^"]+"/, '"build":"0123456789ab"'), /the site serves build 0123456789ab, not \w+, the one in out/, { build: 'out' }],
  // Harmless differences: each passes.
  ['308 for 301', '', answers(status(301), (a) => ({ ...a, status: 308 }))],
  ['two identical X-Frame-Options: DENY', '', header('x-frame-options', ['DENY', 'DENY'])],
  ['HSTS twice, from the CDN and the origin', '', header('strict-transport-security', [hsts, hsts])],
  ['Cache-Control directives in another order, and repeated', '', header('cache-control', ['must-revalidate, max-age=0', 'public'], pages)],
  ['Cache-Control: no-cache on pages', '', header('cache-control', 'no-cache', pages)],
  ['the 404 with no-store', '', header('cache-control', 'no-store', status(404))],
  ["a Location on the site's own origin", '', moved((l, r) => (r.host?.startsWith('127.') ? `http://${r.host}${l}` : l))],
  ['the headers a CDN adds', '', answers(all, (a) => ({ ...a, headers: new Map([...a.headers, ['via', ['1.1 cdn']], ['age', ['12']], ['vary', ['Accept-Encoding, Origin']], ['etag', ['"5f3c"']], ['server-timing', ['cdn-cache; desc=HIT']]]) }))],
  ['a chunked body, with a chunk extension', '', { wire: (h, body) => Buffer.concat([Buffer.from(noLength(h).replace('\r\n', '\r\ntransfer-encoding: chunked\r\n')), Buffer.from(`${body.length.toString(16)};cdn=1\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]) }],
  ['103 Early Hints, and 100 Continue, before each answer', '', { wire: (h, body) => Buffer.concat([Buffer.from('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nlink: </icons.css>; rel=preload; as=style\r\n\r\n'), Buffer.from(h), body]) }],
  ['brotli for a browser that asks for it', '', { ...answers(all, (a, r) => (r.headers?.['accept-encoding']?.includes('br') && a.body.length > 1024 ? { ...a, body: brotliCompressSync(a.body), headers: new Map(a.headers).set('content-encoding', ['br']).set('vary', ['Accept-Encoding']) } : a)), compress: (a) => !a.headers.has('content-encoding') }],
  ['scripts as application/javascript, pages with charset=UTF-8 and no space', '', answers((_, a) => a.headers.has('content-type'), (a) => ({ ...a, headers: new Map(a.headers).set('content-type', [a.headers.get('content-type')![0].replace('text/javascript; charset=utf-8', 'application/javascript').replace('; charset=utf-8', ';charset=UTF-8')]) }))],
  ['the sitemap as text/xml', '', header('content-type', 'text/xml', at(/sitemap/))],
  ['pages with charset=utf8', '', header('content-type', 'text/html; charset=utf8', pages)],
  ['Content-Encoding: X-GZIP', '', { wire: (h, body) => Buffer.concat([Buffer.from(h.replace('content-encoding: gzip', 'Content-Encoding: X-GZIP')), body]) }],
  ['an answer ended by the close, as HTTP/1.0 sends it', '', { wire: (h, body) => Buffer.concat([Buffer.from(noLength(h).replace('HTTP/1.1', 'HTTP/1.0')), body]) }],
  ['a server that keeps each connection open', '', { keepOpen: true }],
  ['HSTS with its directives in another order', '', header('strict-transport-security', 'preload;max-age=63072000; includeSubDomains')],
  ['nosniff repeated in one line by a CDN', '', header('x-content-type-options', 'nosniff, nosniff')],
  ['the policy folded over two lines (obs-fold)', '', onWire(/./, (h, b) => [h.replace(/^(content-security-policy: [^;]+;) /im, '$1\r\n '), b])],
  ['a CRLF after each body, past its Content-Length', '', onWire(/./, (h, b) => [h, b, '\r\n'])],
  ["Content-Type twice: the origin's, then a CDN's without charset", '', answers(html, (a) => ({ ...a, headers: new Map(a.headers).set('content-type', [a.headers.get('content-type')![0], 'text/html']) }))],
  ['X-Frame-Options: deny, in lower case', '', header('x-frame-options', 'deny')],
  ['Content-Length: n, n in one line', '', onWire(/./, (h, b) => [h.replace(/^content-length: (\d+)/im, 'content-length: $1, $1'), b])],
  ["HTTP/1.0 with no length, the share image's head flushed before its body", '', { wire: (h, b, r) => (path(r) === '/opengraph-image.png' ? [Buffer.from(noLength(h).replace('HTTP/1.1', 'HTTP/1.0')), b] : Buffer.concat([Buffer.from(h), b])) }],
  ['bare LF line ends in the head of a page', '', onWire(/^\/privacy-policy$/, (h, b) => [h.replace(/\r\n/g, '\n'), b])],
  ['max-age in quotes', '', header('cache-control', 'public, max-age="31536000", immutable', at(/^\/_next\//))],
];

const titles = (key: PromiseKey | '') => (key ? [promises[key].title] : []);

for (const [name, breaks, fault, says, options] of faults)
  test(`${name}: ${breaks ? `fails ${titles(breaks).join(', ')}` : 'passes'}`, async () => {
    const host = await serve(faithful, fault);
    const printed: string[] = [];
    try {
      const print = (line: string) => printed.push(line);
      const { ok } = await verify(host.url, { offline: true, print, ...options });
      const failed = printed
        .filter((line) => line.startsWith('✗'))
        .map((line) => line.slice(2, line.indexOf(':')));
      expect({ ok, failed }, printed.join('\n')).toEqual({ ok: !breaks, failed: titles(breaks) });
      if (says) expect(printed.join('\n')).toMatch(says);
    } finally {
      host.close();
    }
  });

test('a tracker that cannot be reached fails the trial links alone, and every other check runs', async () => {
  const host = await serve(faithful);
  try {
    const run = await cli(
      host.url,
      `--resolve=${new URL(site.trackingUrl).hostname}:443:127.0.0.1`,
    );
    expect(run.marked('✗'), run.output).toEqual([
      expect.stringMatching(/^✗ trial links: .*no answer: could not reach/),
    ]);
    expect(run.marked('✓').length).toBeGreaterThan(6);
  } finally {
    host.close();
  }
});

test('a server that accepts and never answers ends npm run verify, with every line "no answer"', async () => {
  const silent = await serve(faithful, { wire: () => null });
  const printed: string[] = [];
  try {
    const { ok } = await verify(silent.url, {
      wait: 2000,
      print: (line) => printed.push(line),
    });
    expect(ok).toBe(false);
    const lines = printed.filter((line) => /^[✓✗–] /.test(line));
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line).toMatch(/^✗ .*: no answer/);
  } finally {
    silent.close();
  }
});
