// Each promise of hosting/promises.ts as one check over HTTP answers, written once: npm run verify
// runs them against the live site, and the host tests against each host's runtime here, or its
// vendor's rules answering in-process (e2e/hosts.host.spec.ts). A check gives lines, ✓ kept,
// ✗ broken with what was found, – not checked with why, and reads the host's own answers and
// exceptions from its module (hosting/hosts/).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineHashes } from '../build-steps/transforms/csp-meta.ts';
import { filesUnder } from '../lib/node/files.ts';
import { withQuery } from '../lib/query.ts';
import { cleanUrlRedirects, exportedFile, pagePaths } from '../lib/routes.ts';
import { site as siteConfig } from '../lib/site.ts';
import { cacheControl, contentSecurityPolicy, securityHeaders } from './headers.ts';
import {
  foreignHostRequests,
  hostileQueries,
  hostileRequests,
  openRedirectForms,
} from './hostile-paths.ts';
import { pool, send, type Answer, type Endpoint, type Request } from './http.ts';
import * as hosts from './hosts/index.ts';
import { A_PLUS, observatoryGrade } from './observatory.ts';
import * as promises from './promises.ts';
import type { Host, HostKey, Quirks, SitePromise } from './promises.ts';

export type Line = { mark: '✓' | '✗' | '–'; text: string };
export const kept = (text: string): Line => ({ mark: '✓', text });
export const broken = (text: string): Line => ({ mark: '✗', text });
export const unchecked = (text: string): Line => ({ mark: '–', text });
/** ✗ with the problems found, or ✓ with what holds. */
export const verdict = (title: string, problems: string[], holds: string) =>
  problems.length ? broken(`${title}: ${problems.join('; ')}`) : kept(`${title}: ${holds}`);

/** The site a check is run against, and what is known of it. */
export type Site = {
  /** its address, as visitors reach it */
  url: URL;
  /** the host it is on, for its answers and exceptions; null when none is named */
  host: Host | null;
  send(request: Request): Promise<Answer | null>;
  /** a request to the same server under another of its names or schemes (the apex, http) */
  sendTo(url: URL, request: Request): Promise<Answer | null>;
  /** out/ as the host received it, where this machine has it: answers are compared byte for byte */
  out?: string;
  /** a runtime here, or a host's rules answering in-process: what it does of its own */
  here?: Quirks & { emulator?: true };
  /** whether requests reach its server itself, so that a foreign Host header reaches it too */
  direct?: boolean;
  /** leaves out the one request that leaves the site: the trial links' tracker */
  offline?: boolean;
  /** where it answers http, for the redirect to https */
  httpPort?: number;
  /** sent with every request (a preview's bypass secret) */
  headers?: Record<string, string>;
};

export type Check = {
  title: string;
  /** the promise it proves, for the docs table; none for what only a live server shows */
  promise?: SitePromise;
  run(site: Site): Promise<Line[]>;
};

/** The site's own host names: site.url's, which is on www, and its apex, which redirects to it. */
export const siteHosts = (() => {
  const host = new URL(siteConfig.url).hostname;
  if (!host.startsWith('www.'))
    throw new Error(`site.url (${siteConfig.url}) must be on www: its apex redirects to it`);
  return { site: host, apex: host.slice('www.'.length) };
})();

/** The query a visitor from an ad brings, with the bytes a redirect must keep as they are. */
export const testQuery = '?utm_source=npm-run-verify&utm_medium=check&x=%2F%20&&y=';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The header policy a build's pages need: the hash of every inline script and style of out/. */
export function headerPolicy(out: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of filesUnder(out).filter((f) => f.endsWith('.html'))) {
    const hashes = inlineHashes(readFileSync(join(out, file), 'utf8'));
    hashes.scripts.forEach((hash) => scripts.add(hash));
    hashes.styles.forEach((hash) => styles.add(hash));
  }
  return contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles });
}

const isRedirect = (answer: Answer | null) =>
  !!answer && answer.status >= 300 && answer.status < 400;
const text = (answer: Answer | null) => answer?.body.toString('utf8') ?? '';
const said = (answer: Answer | null) => (answer ? `answered ${answer.status}` : 'gave no answer');
const noted = (site: Site, why: string | undefined, title: string) =>
  why ? [unchecked(`${title}: ${site.host!.name}: ${why}`)] : [];

/** What the site answers, once per site and target: several checks read the same pages. */
const seen = new WeakMap<Site, Map<string, Promise<Answer | null>>>();
function get(site: Site, target: string) {
  const answers = seen.get(site) ?? new Map<string, Promise<Answer | null>>();
  seen.set(site, answers);
  if (!answers.has(target)) answers.set(target, site.send({ target, compressed: true }));
  return answers.get(target)!;
}
const fileOf = (site: Site, path: string) => readFileSync(join(site.out!, exportedFile(path)));

/** Where a Location leads on this site, path and query as sent, or null when it leaves the site. */
export function onSite(site: Site, location: string, base: URL = site.url): string | null {
  if (!URL.canParse(location, base)) return null;
  const url = new URL(location, base);
  // The site's own origin (site.url) is this site too, wherever it is served for a test.
  for (const origin of new Set([site.url.origin, new URL(siteConfig.url).origin]))
    if (url.origin === origin && location.startsWith(origin))
      return location.slice(origin.length) || '/';
  const relative = location.startsWith('/') && !/^[/\\]{2}/.test(location);
  return relative && url.origin === base.origin ? location : null;
}

/** Whether a Location names a host that is not the site's own. */
export const namesAnotherHost = (site: Site, location: string) =>
  !URL.canParse(location, site.url) ||
  ![site.url.hostname, siteHosts.site, siteHosts.apex].includes(
    new URL(location, site.url).hostname,
  );

/** A request as a failure names it. */
const labelOf = ({ method = 'GET', target, host }: Request) =>
  `${method} ${JSON.stringify(target.slice(0, 120))}${host ? ` with Host: ${host}` : ''}`;

/** What the emulator here does otherwise than the host, for a promise. */
const differs = (site: Site, promise: SitePromise) =>
  site.here?.emulator ? site.host?.emulatorDiffers?.[promise] : undefined;
const sendable = (site: Site, request: Request) => !site.here?.unsendable?.test(request);
const kindOf = (site: Site, from: string) =>
  site.host?.answers?.variants?.[promises.variantKind(from)] ?? 'redirect';
const isBare = (site: Site, from: string) => {
  const bare = site.host?.answers?.bareRedirects;
  return bare === 'all' || !!bare?.includes(from);
};

/** The security headers of ours an answer lacks or changes, as "Name (what came)". */
function missingHeaders(answer: Answer | null, policy?: string) {
  if (!answer) return ['no answer'];
  const all = { ...securityHeaders, 'Content-Security-Policy': policy };
  return Object.entries(all)
    .filter(([name, value]) => {
      const sent = answer.headers.get(name.toLowerCase());
      return value === undefined ? !sent : sent !== value;
    })
    .map(([name]) => `${name} (${answer.headers.get(name.toLowerCase()) ?? 'none'})`);
}

/** The policy a page's own <meta> carries, or null. */
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1] ?? null;

/**
 * The header policy the site must send: the one out/'s pages need, where this machine has out/;
 * on a live site, the home page's, which must allow what every page's own <meta> allows.
 */
async function expectedPolicy(site: Site): Promise<{ policy?: string; wrong: string[] }> {
  if (site.out) return { policy: headerPolicy(site.out), wrong: [] };
  const policy = (await get(site, '/'))?.headers.get('content-security-policy');
  const wrong: string[] = [];
  for (const path of pagePaths)
    for (const hash of metaPolicy(text(await get(site, path)))?.match(/'sha256-[^']+'/g) ?? [])
      if (!policy?.includes(hash)) wrong.push(`CSP without ${hash}`);
  return { policy, wrong };
}

/** A path no page has, a new one each run, so no cache has an answer for it. */
const unknownPath = `/npm-run-verify-${Math.random().toString(36).slice(2, 10)}`;
const notFoundPaths = [unknownPath, '/no/such/page', `${pagePaths[1]}/npm-run-verify`];

/** A framework script the home page loads, for the caching and compression of hashed assets. */
const assetOf = async (site: Site) =>
  /["'(](\/_next\/static\/chunks\/[^"'()\s]+\.js)["')]/.exec(text(await get(site, '/')))?.[1];

const cleanUrls: Check = {
  title: 'clean URLs',
  promise: 'cleanUrls',
  async run(site) {
    const pages: string[] = [];
    for (const path of pagePaths) {
      const answer = await get(site, path);
      const type = answer?.headers.get('content-type');
      if (answer?.status !== 200) pages.push(`${path} ${said(answer)}`);
      else if (!/^text\/html/.test(type ?? '')) pages.push(`${path} is ${type}`);
      else if (site.out ? !answer.body.equals(fileOf(site, path)) : !/<html/i.test(text(answer)))
        pages.push(`${path} is not its page`);
    }
    const answers = site.host?.answers;
    const status = answers?.redirectStatus ?? 301;
    const cases = cleanUrlRedirects
      .flatMap(([from, to]) => hostileQueries.map((query) => ({ from, to, query })))
      .filter(({ from, query }) => sendable(site, { target: `${from}${query}` }));
    const variants: string[] = [];
    // Several at once, as visitors send them: the emulators take tens of milliseconds a request.
    await pool(cases, 8, async ({ from, to, query }) => {
      const target = `${from}${query}`;
      const answer = await site.send({ target, compressed: true });
      const kind = kindOf(site, from);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(text(answer))?.[1];
      const location = answer?.headers.get('location') ?? '';
      const requery = isBare(site, from) ? answers?.requery : undefined;
      const expected = `${to}${site.here?.dropsQuery ? '' : requery ? requery(query) : query}`;
      if (kind === 'notFound' && answer?.status !== 404)
        variants.push(`${target} ${said(answer)}, not 404`);
      else if (
        kind === 'page' &&
        (answer?.status !== 200 || (site.out && !answer.body.equals(fileOf(site, to))))
      )
        variants.push(`${target} ${said(answer)}, not the page ${to}`);
      else if (kind === 'page' && (!canonical || new URL(canonical).pathname !== to))
        variants.push(`${target}: its canonical link names ${canonical}`);
      else if (kind !== 'redirect') return;
      else if (answer?.status !== status) variants.push(`${target} ${said(answer)}, not ${status}`);
      else if (onSite(site, location) !== expected) variants.push(`${target} → ${location}`);
      else if ((await site.send({ target: expected }))?.status !== 200)
        variants.push(`${expected}, after one redirect, is no page`);
    });
    const note = site.host?.exceptions?.cleanUrls ?? differs(site, 'cleanUrls');
    const way = note
      ? `as ${site.host!.name} answers them`
      : 'each redirected once to its clean URL, the query byte for byte';
    return [
      verdict('every page answers 200 at its clean URL', pages, pagePaths.join(', ')),
      verdict(
        'clean-URL variants',
        variants.sort(),
        `${cleanUrlRedirects.length} variants × ${hostileQueries.length} queries, ${way}`,
      ),
      ...noted(site, note, 'clean-URL variants'),
    ];
  },
};

const headers: Check = {
  title: 'the security headers',
  promise: 'headers',
  async run(site) {
    const exception = site.host?.exceptions?.headers;
    if (exception) {
      const without = [];
      for (const path of pagePaths) {
        const meta = metaPolicy(text(await get(site, path)));
        if (!meta?.startsWith("default-src 'none'") || meta.includes('frame-ancestors'))
          without.push(`${path} has no Content-Security-Policy <meta>`);
      }
      return [
        verdict('headers', without, 'every page carries its Content-Security-Policy in a <meta>'),
        ...noted(site, exception, 'headers'),
      ];
    }
    const { policy, wrong } = await expectedPolicy(site);
    const asset = await assetOf(site);
    for (const path of [...pagePaths, asset ?? '/'])
      wrong.push(...missingHeaders(await get(site, path), policy).map((h) => `${path}: ${h}`));
    const lines = [
      verdict('headers on a page and an asset', wrong, 'every security header, the one CSP'),
    ];
    const emulated = differs(site, 'headers');
    if (emulated) lines.push(...noted(site, emulated, 'headers on the 404 and on a redirect'));
    else {
      const missing = missingHeaders(await get(site, unknownPath), policy);
      lines.push(
        verdict(`headers on the 404 (${unknownPath})`, missing, 'every one, the same CSP'),
      );
      const redirected = cleanUrlRedirects
        .map(([from]) => from)
        .filter((from) => kindOf(site, from) === 'redirect' && !isBare(site, from));
      const onRedirects: string[] = [];
      for (const from of redirected) {
        const answer = await get(site, `${from}${testQuery}`);
        if (!isRedirect(answer)) onRedirects.push(`${from} ${said(answer)}, not a redirect`);
        else onRedirects.push(...missingHeaders(answer, policy).map((h) => `${from}: ${h}`));
      }
      lines.push(
        redirected.length
          ? verdict(
              'headers on a redirect',
              onRedirects,
              `${redirected.length} variants, every one`,
            )
          : unchecked(
              `headers on a redirect: ${site.host?.name}: ${site.host?.partly?.headers ?? 'it makes none'}`,
            ),
      );
    }
    return lines;
  },
};

const notFound: Check = {
  title: '404 with the not-found page',
  promise: 'notFound',
  async run(site) {
    const wrong: string[] = [];
    for (const path of [...notFoundPaths, '/_not-found']) {
      const answer = await get(site, `${path}?utm_source=x`);
      const isPage = site.out
        ? answer?.body.equals(readFileSync(join(site.out, '404.html')))
        : /<meta name="robots" content="noindex/i.test(text(answer));
      // A soft 404, the not-found page with 200, fails as any other page would.
      if (answer?.status !== 404 || !isPage)
        wrong.push(`${path} ${said(answer)}${answer?.status === 404 ? ' with another page' : ''}`);
    }
    const holds = `for ${notFoundPaths.slice(1).join(', ')}, /_not-found and an unknown path`;
    return [verdict('404 with the not-found page', wrong, holds)];
  },
};

const caching: Check = {
  title: 'caching',
  promise: 'caching',
  async run(site) {
    const exception = site.host?.exceptions?.caching;
    if (exception) return noted(site, exception, 'caching');
    const asset = await assetOf(site);
    if (!asset) return [broken('caching: the home page names no script under /_next/static/')];
    const wrong: string[] = [];
    const expect = async (path: string, value: string | null) => {
      const answer = await get(site, path);
      if (path === asset && !/javascript/.test(answer?.headers.get('content-type') ?? ''))
        wrong.push(`${asset} ${said(answer)} as ${answer?.headers.get('content-type')}`);
      // null: the host's own, whatever the config says.
      if (value !== null && answer?.headers.get('cache-control') !== value)
        wrong.push(`${path} has Cache-Control: ${answer?.headers.get('cache-control') ?? 'none'}`);
    };
    await expect(asset, cacheControl.immutable);
    for (const path of pagePaths) {
      await expect(path, cacheControl.revalidate);
      await expect(`/${exportedFile(path).replace(/\.html$/, '.txt')}`, cacheControl.revalidate);
    }
    const stated = site.here?.notFoundCache ?? site.host?.answers?.notFoundCache;
    await expect(unknownPath, stated === undefined ? cacheControl.revalidate : stated);
    return [verdict('caching', wrong, `${asset} immutable for a year, pages and data revalidated`)];
  },
};

const compression: Check = {
  title: 'compression',
  promise: 'compression',
  async run(site) {
    const emulated = differs(site, 'compression');
    if (emulated) return noted(site, emulated, 'compression');
    const asset = (await assetOf(site)) ?? '/_next/static/chunks/(none named by /)';
    const sent = await Promise.all(['/', asset].map((path) => get(site, path)));
    const [page, script] = sent.map((answer) => answer?.headers.get('content-encoding') ?? 'none');
    const plain = [`/ ${page}`, `${asset} ${script}`].filter((e) => !/ (br|gzip|zstd)$/.test(e));
    return [verdict('compression', plain, `${page} on the page, ${script} on ${asset}`)];
  },
};

const noOpenRedirect: Check = {
  title: 'no open redirect',
  promise: 'noOpenRedirect',
  async run(site) {
    const requests: Request[] = ['evil.example', '127.0.0.2']
      .flatMap(openRedirectForms)
      .flatMap((form) => ['', '/', '.html', '/index'].map((end) => ({ target: `${form}${end}` })))
      // A foreign Host reaches the site's server only where nothing routes by it first.
      .concat(site.direct ? foreignHostRequests() : [])
      .filter((request) => sendable(site, request));
    const offSite: string[] = [];
    await pool(requests, 8, async (request) => {
      const answer = await site.send(request);
      const location = answer?.headers.get('location');
      if (isRedirect(answer) && location && namesAnotherHost(site, location))
        offSite.push(`${labelOf(request)} → ${location}`);
    });
    const foreign = site.direct ? ', a foreign Host and absolute-form requests included,' : '';
    const holds = `${requests.length} forms of //evil.example${foreign} stay on the site`;
    return [verdict('no open redirect', offSite, holds)];
  },
};

const noConfigServed: Check = {
  title: "no host's config, no file outside out/",
  promise: 'noConfigServed',
  async run(site) {
    const allowed = site.host?.answers?.servesConfigs ?? [];
    const configs = promises.configFiles().filter((file) => !allowed.includes(file));
    const outside = ['package.json', '.git/config', '../package.json', '%2e%2e/package.json']
      .concat(['hosting/headers.ts', '.env'])
      .map((path) => `/${path}`);
    const served: string[] = [];
    for (const target of [...configs.map((file) => `/${file}`), ...outside]) {
      const answer = await site.send({ target });
      const config =
        configs.includes(target.slice(1)) && site.out && readFileSync(join(site.out, target));
      if (!answer) continue;
      if (answer.status < 400 && !(answer.status === 200 && /<html/i.test(text(answer))))
        served.push(`${target} ${said(answer)}`);
      else if (config && config.length && answer.body.includes(config))
        served.push(`${target}: its text`);
      // What the config answers itself carries the headers, where every answer is the config's.
      else if (config && site.here?.strict && missingHeaders(answer).length)
        served.push(`${target} without the security headers`);
    }
    const holds = `${configs.length + outside.length} paths refused`;
    return [verdict('no config or file outside out/ served', served, holds)];
  },
};

/**
 * The hostile walk: more than 2,000 requests. It fails on a Location off the site, a file from
 * outside out/ or a directory listing, a redirect loop; where the site keeps the headers promise,
 * on any answer without them; and on a strict runtime (every answer its config's), on any 5xx or no
 * answer. A runtime's own answers (a 5xx, no answer, a refusal before its config) are counted apart.
 */
const hostilePaths: Check = {
  title: 'hostile paths',
  promise: 'hostilePaths',
  async run(site) {
    const exception = site.host?.exceptions?.hostilePaths;
    if (exception) return noted(site, exception, 'hostile paths');
    const out = site.out ?? 'out';
    const known = new Set(filesUnder(out).map((file) => sha256(readFileSync(join(out, file)))));
    const notFoundPage = readFileSync(join(out, '404.html'));
    const all = hostileRequests();
    const requests = all.filter((request) => sendable(site, request));
    const keepsHeaders = !site.host?.exceptions?.headers && !differs(site, 'headers');
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let own = 0;
    const refusedHere = (label: string, what: string) =>
      site.here?.strict ? failures.push(`${label}: ${what}`) : (own += 1);
    const check = ({ method = 'GET', target }: Request, answer: Answer, label: string) => {
      if (answer.status >= 500) return refusedHere(label, String(answer.status));
      const path = target.split('?')[0].replace(/(.)\/$/, '$1');
      if (site.here?.ownRefusal?.(method, answer.status, answer.body, notFoundPage)) own += 1;
      else if (keepsHeaders && !(isRedirect(answer) && isBare(site, path))) {
        const missing = missingHeaders(answer);
        if (missing.length)
          failures.push(`${label}: ${answer.status} without ${missing.join(', ')}`);
      }
      if (/<title>Index of|<h1>Index of/i.test(answer.body.toString('latin1')))
        failures.push(`${label}: a directory listing`);
      if (answer.status === 200 && method === 'GET' && !known.has(sha256(answer.body)))
        failures.push(`${label}: 200 with a body that is no file of out/`);
    };
    // Each answers in milliseconds and the time goes to waiting: 24 at once.
    await pool(requests, 24, async (request) => {
      const label = labelOf(request);
      let answer = await site.send({ ...request, timeout: 5000 });
      const status = answer ? String(answer.status) : 'no answer';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (!answer) return void refusedHere(label, 'no answer');
      check(request, answer, label);
      const visited = new Set<string>();
      let base = site.url;
      for (let hop = 0; answer && isRedirect(answer); hop += 1) {
        const location = answer.headers.get('location') ?? '';
        const next = namesAnotherHost(site, location) ? null : onSite(site, location, base);
        if (next === null)
          return void failures.push(
            `${label}: Location ${JSON.stringify(location)} leaves the site`,
          );
        if (visited.has(next) || hop >= 5)
          return void failures.push(`${label}: a redirect loop through ${next}`);
        visited.add(next);
        base = URL.canParse(next, base) ? new URL(next, base) : base;
        const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
        answer = await site.send({ method, target: next, timeout: 5000 });
        if (answer) check({ method, target: next }, answer, `${label} → ${next}`);
      }
    });
    const totals = [...statuses].sort().map(([status, n]) => `${status}: ${n}`);
    const notSent = all.length - requests.length;
    const unsent = notSent ? ` (${notSent} not sent: ${site.here?.unsendable?.why})` : '';
    const holds = `${requests.length} requests${unsent} (${totals.join(', ')}); the runtime's own answers: ${own}`;
    return [verdict('hostile paths', failures.sort(), holds)];
  },
};

/** One check per promise, in the order of the table. */
export const promiseChecks: Partial<Record<SitePromise, Check>> = {
  headers,
  notFound,
  cleanUrls,
  noOpenRedirect,
  noConfigServed,
  caching,
  compression,
  hostilePaths,
};

const trialLinks: Check = {
  title: 'trial links',
  async run(site) {
    const trial: string[] = [];
    for (const path of pagePaths)
      for (const [tag] of text(await get(site, path)).matchAll(/<a\s[^>]*>/gi))
        if (/\sdata-cta[\s=>]/.test(tag)) trial.push(/\shref="([^"]*)"/.exec(tag)?.[1] ?? '');
    const [target, ...others] = new Set(trial.map((href) => href.replace(/&amp;/g, '&')));
    if (!target || others.length || !target.startsWith('https://'))
      return [
        broken(
          `trial links: they lead to ${trial.join(', ') || 'nowhere'}, not to one https tracker`,
        ),
      ];
    const found = `${trial.length} lead to ${target}`;
    if (site.offline)
      return [unchecked(`trial links: ${found}; the tracker is not requested (--offline)`)];
    const visit = new URL(withQuery(target, testQuery));
    const answer = await send({ url: visit }, { target: `${visit.pathname}${visit.search}` });
    return answer && answer.status < 400
      ? [kept(`trial links: ${found}, which answers ${answer.status} with the visitor's query`)]
      : [broken(`trial links: ${visit.href} ${said(answer)}`)];
  },
};

const grade: Check = {
  title: 'Observatory grade',
  async run(site) {
    if (site.host?.exceptions?.headers || site.url.protocol !== 'https:')
      return [
        unchecked('Observatory grade: not graded, it grades the headers of a site over https'),
      ];
    const grades: string[] = [];
    const below: string[] = [];
    for (const path of pagePaths) {
      const { grade, score, results } = await observatoryGrade(site.url.hostname, {
        httpsPort: Number(site.url.port || 443),
        httpPort: site.httpPort ?? 80,
        path,
        headers: site.headers,
      });
      grades.push(`${path} ${grade} (${score})`);
      const lost = results.filter((r) => r.modifier < 0);
      if (score < A_PLUS)
        below.push(
          `${path}: ${lost.map((r) => `${r.test} ${r.result} (${r.modifier})`).join(', ')}`,
        );
    }
    return [verdict('Observatory grade', below, grades.join(', '))];
  },
};

const httpToHttps: Check = {
  title: 'http to https',
  async run(site) {
    const name = site.url.hostname;
    if (!/[a-z]/i.test(name) || name === 'localhost' || site.url.protocol !== 'https:')
      return [
        unchecked(`http to https: not checked, ${site.url.origin} has no host name over https`),
      ];
    const target = `${pagePaths[1]}${testQuery}`;
    const answer = await site.sendTo(new URL(`http://${name}:${site.httpPort ?? 80}/`), { target });
    const location = answer?.headers.get('location') ?? '';
    const to = URL.canParse(location) ? new URL(location) : null;
    const kept =
      to?.protocol === 'https:' && to.hostname === name && `${to.pathname}${to.search}` === target;
    const wrong =
      isRedirect(answer) && kept ? [] : [`http://${name}${target} ${said(answer)} → ${location}`];
    return [
      verdict('http to https', wrong, `http://${name} redirects to https, path and query kept`),
    ];
  },
};

/**
 * The checks for a host: on its live site, every promise but the hostile walk, the trial links (a
 * tracker that is down fails that line alone, and what follows still runs), the grade and http to
 * https; on its runtime here, every promise and the trial links (offline); on its vendor's rules,
 * the promises they show. Its own checks come last.
 */
export function checksFor(host: Host | null, where: 'live' | 'runtime' | 'simulation'): Check[] {
  const own = host?.checks ?? [];
  const all = Object.values(promiseChecks).filter((check) => check !== hostilePaths);
  if (where === 'simulation')
    return [...Object.values(promiseChecks), ...own].filter(
      (check) => !check.promise || host?.simulation?.proves.includes(check.promise),
    );
  const served = [...all.slice(0, 5), trialLinks, ...all.slice(5)];
  return [...served, ...(where === 'runtime' ? [hostilePaths] : [grade, httpToHttps]), ...own];
}

/** The site a host's runtime here serves, as the host tests reach it (hosting/local/runtime.ts). */
export function runtimeSite(key: HostKey): Site {
  const host: Host = hosts[key];
  const { port, https, quirks } = host.runtime!;
  const url = new URL(https ? `https://${siteHosts.site}:${https}` : `http://127.0.0.1:${port}`);
  const at = (url: URL): Endpoint => ({ url, connect: '127.0.0.1', insecure: true });
  return {
    url,
    host,
    out: 'out',
    here: { ...quirks, emulator: true },
    direct: true,
    offline: true,
    httpPort: https ? port : undefined,
    send: (request) => send(at(url), request),
    sendTo: (other, request) => send(at(other), request),
  };
}

/** The site a host's vendor's rules answer for, in-process, from out/. */
export function simulatedSite(key: HostKey, out = 'out'): Site {
  const host: Host = hosts[key];
  const answer = Promise.resolve(host.simulation!.answer(out));
  return {
    url: new URL(siteConfig.url),
    host,
    out,
    here: host.simulation!.quirks ?? {},
    direct: true,
    offline: true,
    send: async (request) => (await answer)(request),
    sendTo: async () => null,
  };
}

/** The files of out/ a host serves: what it receives, but its own configs, which it reads. */
export const servedFiles = (out: string, host: Host) =>
  new Set(
    promises.filesFor(filesUnder(out), host).filter((file) => !(file in (host.configs ?? {}))),
  );

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'application/javascript',
};
/** A simulated host's answer: its status, headers by lower-case name, and body. */
const simulated = (status: number, headers: Record<string, string>, body = Buffer.alloc(0)) => ({
  status,
  headers: new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
  body,
});
/** A redirect as a simulated host sends it, with the headers its rules give. */
export const redirectAnswer = (status: number, location: string, headers = {}): Answer =>
  simulated(status, { ...headers, location });
/** A file of out/ as a simulated host sends it, with the headers its rules give. */
export const fileAnswer = (out: string, file: string, status = 200, headers = {}): Answer => {
  const type = types[file.split('.').pop()!] ?? 'application/octet-stream';
  return simulated(status, { 'content-type': type, ...headers }, readFileSync(join(out, file)));
};

/** A path percent-decoded, or null when it is no valid encoding (no file has such a name). */
export const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};
