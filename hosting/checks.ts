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
import { hostileQueries, hostileRequests, openRedirectForms } from './hostile-paths.ts';
import { pool, send, type Answer, type Endpoint, type Request } from './http.ts';
import * as hosts from './hosts/index.ts';
import { A_PLUS, observatoryGrade } from './observatory.ts';
import {
  configFiles,
  filesFor,
  variantKind,
  type Host,
  type HostKey,
  type Quirks,
  type SitePromise,
} from './promises.ts';

export type Line = { mark: '✓' | '✗' | '–'; text: string };
export const kept = (text: string): Line => ({ mark: '✓', text });
export const broken = (text: string): Line => ({ mark: '✗', text });
export const unchecked = (text: string): Line => ({ mark: '–', text });

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
  /** a runtime or simulation here, not the host's own servers: what it does of its own */
  here?: Quirks & { emulator?: true };
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

/**
 * The site's own host names: site.url's, which is on www, and its apex, which redirects to it (the
 * nginx config serves both).
 */
export const siteHosts = (() => {
  const host = new URL(siteConfig.url).hostname;
  if (!host.startsWith('www.'))
    throw new Error(`site.url (${siteConfig.url}) must be on www: its apex redirects to it`);
  return { site: host, apex: host.slice('www.'.length) };
})();

/** The query a visitor from an ad brings, with the bytes a redirect must keep as they are. */
export const testQuery = '?utm_source=npm-run-verify&utm_medium=check&x=%2F%20&&y=';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every file of out/, by its content hash: a 200 must be one of them, byte for byte. */
export const fileHashes = (out: string) =>
  new Map(filesUnder(out).map((file) => [sha256(readFileSync(join(out, file))), file]));

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

/** What the site answers, once per site and target: several checks read the same pages. */
const seen = new WeakMap<Site, Map<string, Promise<Answer | null>>>();
function get(site: Site, target: string) {
  const answers = seen.get(site) ?? new Map<string, Promise<Answer | null>>();
  seen.set(site, answers);
  if (!answers.has(target)) answers.set(target, site.send({ target, compressed: true }));
  return answers.get(target)!;
}
const fileOf = (site: Site, path: string) => readFileSync(join(site.out!, exportedFile(path)));

/** The host names of the site itself, which a Location may name. */
const ownNames = (site: Site) => new Set([site.url.hostname, siteHosts.site, siteHosts.apex]);

/** Where a Location leads on this site, path and query as sent, or null when it leaves the site. */
export function onSite(site: Site, location: string, base: URL = site.url): string | null {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    return null;
  }
  if (url.origin === site.url.origin && location.startsWith(site.url.origin))
    return location.slice(site.url.origin.length) || '/';
  return location.startsWith('/') && !/^[/\\]{2}/.test(location) && url.origin === base.origin
    ? location
    : null;
}

/** Whether a Location names a host that is not the site's own. */
export function namesAnotherHost(site: Site, location: string) {
  try {
    return !ownNames(site).has(new URL(location, site.url).hostname);
  } catch {
    return true;
  }
}

const differs = (site: Site, promise: SitePromise) =>
  site.here?.emulator ? site.host?.emulatorDiffers?.[promise] : undefined;
const sendable = (site: Site, request: Request) => !site.here?.unsendable?.test(request);
const kindOf = (site: Site, from: string) =>
  site.host?.answers?.variants?.[variantKind(from)] ?? 'redirect';
const isBare = (site: Site, from: string) => {
  const bare = site.host?.answers?.bareRedirects;
  return bare === 'all' || !!bare?.includes(from);
};

/** The security headers of ours an answer lacks or changes, as "Name (what came)". */
function missingHeaders(answer: Answer | null, policy: string | undefined) {
  if (!answer) return ['no answer'];
  const wrong = Object.entries(securityHeaders)
    .filter(([name, value]) => answer.headers.get(name.toLowerCase()) !== value)
    .map(([name]) => `${name} (${answer.headers.get(name.toLowerCase()) ?? 'none'})`);
  const csp = answer.headers.get('content-security-policy');
  if (!csp || (policy && csp !== policy)) wrong.push(`Content-Security-Policy (${csp ?? 'none'})`);
  return wrong;
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
  for (const path of pagePaths) {
    const hashes = metaPolicy(text(await get(site, path)))?.match(/'sha256-[^']+'/g) ?? [];
    for (const hash of hashes) if (!policy?.includes(hash)) wrong.push(`CSP without ${hash}`);
  }
  return { policy, wrong };
}

/** The not-found page: 404, and the exported 404.html (or, on a live site, a page not to index). */
function isNotFoundPage(site: Site, answer: Answer | null) {
  if (answer?.status !== 404) return false;
  return site.out
    ? answer.body.equals(readFileSync(join(site.out, '404.html')))
    : /<meta name="robots" content="noindex/i.test(text(answer)) && /<html/i.test(text(answer));
}

/** A path no page has, a new one each run, so no cache has an answer for it. */
const unknownPath = `/npm-run-verify-${Math.random().toString(36).slice(2, 10)}`;
const notFoundPaths = [
  unknownPath,
  '/no/such/page',
  `${pagePaths[1]}/npm-run-verify`,
  '/_not-found',
];

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
      if (answer?.status !== 200) pages.push(`${path} ${said(answer)}`);
      else if (!/^text\/html/.test(answer.headers.get('content-type') ?? ''))
        pages.push(`${path} is ${answer.headers.get('content-type')}`);
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
      if (kind === 'notFound') {
        if (answer?.status !== 404) variants.push(`${target} ${said(answer)}, not 404`);
        return;
      }
      if (kind === 'page') {
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(text(answer))?.[1];
        if (answer?.status !== 200 || (site.out && !answer.body.equals(fileOf(site, to))))
          variants.push(`${target} ${said(answer)}, not the page ${to}`);
        else if (!canonical || new URL(canonical).pathname !== to)
          variants.push(`${target}: its canonical link names ${canonical}`);
        return;
      }
      const location = answer?.headers.get('location') ?? '';
      const requery = isBare(site, from) ? answers?.requery : undefined;
      const expected = `${to}${site.here?.dropsQuery ? '' : requery ? requery(query) : query}`;
      if (answer?.status !== status) variants.push(`${target} ${said(answer)}, not ${status}`);
      else if (onSite(site, location) !== expected) variants.push(`${target} → ${location}`);
      else if ((await site.send({ target: expected }))?.status !== 200)
        variants.push(`${expected}, after one redirect, is no page`);
    });
    const note = site.host?.exceptions?.cleanUrls ?? differs(site, 'cleanUrls');
    return [
      pages.length
        ? broken(`every page answers 200 at its clean URL: ${pages.join(', ')}`)
        : kept(`every page answers 200 at its clean URL: ${pagePaths.join(', ')}`),
      variants.length
        ? broken(`clean-URL variants: ${variants.sort().join('; ')}`)
        : kept(
            `clean-URL variants: ${cleanUrlRedirects.length} variants × ${hostileQueries.length} queries, ${note ? `as ${site.host!.name} answers them` : `each redirected once to its clean URL, the query byte for byte`}`,
          ),
      ...(note ? [unchecked(`clean-URL variants: ${site.host!.name}: ${note}`)] : []),
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
          without.push(path);
      }
      return [
        without.length
          ? broken(`headers: ${without.join(', ')} has no Content-Security-Policy <meta>`)
          : kept('headers: every page carries its Content-Security-Policy in a <meta>'),
        unchecked(`headers: ${site.host!.name}: ${exception}`),
      ];
    }
    const { policy, wrong } = await expectedPolicy(site);
    const asset = await assetOf(site);
    for (const path of [...pagePaths, ...(asset ? [asset] : [])])
      wrong.push(...missingHeaders(await get(site, path), policy).map((h) => `${path}: ${h}`));
    const lines = [
      wrong.length
        ? broken(`headers on a page: ${wrong.join('; ')}`)
        : kept(
            'headers on a page and an asset: every security header, and a CSP that allows what each page runs',
          ),
    ];
    const notFound = differs(site, 'headers');
    if (notFound) lines.push(unchecked(`headers on the 404: ${site.host!.name}: ${notFound}`));
    else {
      const missing = missingHeaders(await get(site, unknownPath), policy);
      lines.push(
        missing.length
          ? broken(`headers on the 404 (${unknownPath}): ${missing.join('; ')}`)
          : kept('headers on the 404: every security header, the same CSP'),
      );
    }
    const redirected = cleanUrlRedirects.filter(
      ([from]) => kindOf(site, from) === 'redirect' && !isBare(site, from),
    );
    if (notFound || site.host?.answers?.bareRedirects === 'all' || !redirected.length) {
      const why = notFound ?? site.host?.partly?.headers ?? `${site.host?.name} makes none`;
      lines.push(unchecked(`headers on a redirect: ${site.host!.name}: ${why}`));
    } else {
      const onRedirects: string[] = [];
      for (const [from] of redirected) {
        const answer = await get(site, `${from}${testQuery}`);
        if (!isRedirect(answer)) onRedirects.push(`${from} ${said(answer)}, not a redirect`);
        else onRedirects.push(...missingHeaders(answer, policy).map((h) => `${from}: ${h}`));
      }
      lines.push(
        onRedirects.length
          ? broken(`headers on a redirect: ${onRedirects.join('; ')}`)
          : kept(`headers on a redirect: ${redirected.length} variants, every security header`),
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
    for (const path of notFoundPaths) {
      const answer = await get(site, `${path}?utm_source=x`);
      if (!isNotFoundPage(site, answer))
        wrong.push(`${path} ${said(answer)}${answer?.status === 404 ? ' with another page' : ''}`);
    }
    return [
      wrong.length
        ? broken(`404 with the not-found page: ${wrong.join(', ')}`)
        : kept(
            `404 with the not-found page, for ${notFoundPaths.slice(1).join(', ')} and an unknown path`,
          ),
    ];
  },
};

const caching: Check = {
  title: 'caching',
  promise: 'caching',
  async run(site) {
    const exception = site.host?.exceptions?.caching;
    if (exception) return [unchecked(`caching: ${site.host!.name}: ${exception}`)];
    const asset = await assetOf(site);
    if (!asset) return [broken('caching: the home page names no script under /_next/static/')];
    const script = await get(site, asset);
    const wrong: string[] = [];
    if (script?.status !== 200 || !/javascript/.test(script.headers.get('content-type') ?? ''))
      wrong.push(`${asset} ${said(script)} as ${script?.headers.get('content-type')}`);
    const expect = (path: string, answer: Answer | null, value: string) => {
      if (answer?.headers.get('cache-control') !== value)
        wrong.push(`${path} has Cache-Control: ${answer?.headers.get('cache-control') ?? 'none'}`);
    };
    expect(asset, script, cacheControl.immutable);
    for (const path of pagePaths) {
      const data = `/${exportedFile(path).replace(/\.html$/, '.txt')}`;
      expect(path, await get(site, path), cacheControl.revalidate);
      expect(data, await get(site, data), cacheControl.revalidate);
    }
    const stated = site.here?.notFoundCache ?? site.host?.answers?.notFoundCache;
    const notFoundCache = stated === undefined ? cacheControl.revalidate : stated;
    // null: the host's own, whatever the config says.
    if (notFoundCache !== null) expect(unknownPath, await get(site, unknownPath), notFoundCache);
    return [
      wrong.length
        ? broken(`caching: ${wrong.join(', ')}`)
        : kept(`caching: ${asset} immutable for a year, pages and their data revalidated`),
    ];
  },
};

const compression: Check = {
  title: 'compression',
  promise: 'compression',
  async run(site) {
    const differ = differs(site, 'compression');
    if (differ) return [unchecked(`compression: ${site.host!.name}: ${differ}`)];
    const asset = await assetOf(site);
    const sent = await Promise.all(['/', asset ?? '/'].map((path) => get(site, path)));
    const encodings = sent.map((answer) => answer?.headers.get('content-encoding') ?? 'none');
    const plain = encodings.filter((encoding) => !/^(br|gzip|zstd)$/.test(encoding));
    return [
      !asset
        ? broken('compression: the home page names no script under /_next/static/')
        : plain.length
          ? broken(
              `compression: / sent ${encodings[0]}, ${asset} sent ${encodings[1]}, not br or gzip`,
            )
          : kept(`compression: ${encodings[0]} on the page, ${encodings[1]} on ${asset}`),
    ];
  },
};

const noOpenRedirect: Check = {
  title: 'no open redirect',
  promise: 'noOpenRedirect',
  async run(site) {
    const requests: Request[] = [
      ...['evil.example', '127.0.0.2']
        .flatMap(openRedirectForms)
        .flatMap((form) =>
          ['', '/', '.html', '/index'].map((suffix) => ({ target: `${form}${suffix}` })),
        ),
    ].filter((request) => sendable(site, request));
    const offSite: string[] = [];
    await pool(requests, 8, async (request) => {
      const answer = await site.send(request);
      const location = answer?.headers.get('location');
      if (isRedirect(answer) && location && namesAnotherHost(site, location))
        offSite.push(
          `${request.host ? `Host: ${request.host} ` : ''}${request.target} → ${location}`,
        );
    });
    return [
      offSite.length
        ? broken(`no open redirect: ${offSite.join(', ')}`)
        : kept(`no open redirect: ${requests.length} forms of //evil.example stay on the site`),
    ];
  },
};

const noConfigServed: Check = {
  title: "no host's config, no file outside out/",
  promise: 'noConfigServed',
  async run(site) {
    const allowed = site.host?.answers?.servesConfigs ?? [];
    const configs = configFiles().filter((file) => !allowed.includes(file));
    const outside = [
      '/package.json',
      '/.git/config',
      '/../package.json',
      '/%2e%2e/package.json',
      '/hosting/headers.ts',
      '/.env',
    ];
    const served: string[] = [];
    for (const target of [...configs.map((file) => `/${file}`), ...outside]) {
      const answer = await site.send({ target });
      const config =
        site.out &&
        configs.includes(target.slice(1)) &&
        readFileSync(join(site.out, target.slice(1)));
      if (!answer) continue;
      if (answer.status < 400 && !(answer.status === 200 && /<html/i.test(text(answer))))
        served.push(`${target} ${said(answer)}`);
      else if (config && config.length && answer.body.includes(config))
        served.push(`${target}: its text`);
      else if (config && site.here?.strict && missingHeaders(answer, undefined).length)
        served.push(`${target} without the security headers`);
    }
    return [
      served.length
        ? broken(`no config or file outside out/ served: ${served.join(', ')}`)
        : kept(
            `no config or file outside out/ served: ${configs.length + outside.length} paths refused`,
          ),
    ];
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
    if (exception) return [unchecked(`hostile paths: ${site.host!.name}: ${exception}`)];
    const out = site.out ?? 'out';
    const known = fileHashes(out);
    const notFoundPage = readFileSync(join(out, '404.html'));
    const all = hostileRequests();
    const requests = all.filter((request) => sendable(site, request));
    const keepsHeaders = !site.host?.exceptions?.headers && !differs(site, 'headers');
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    let own = 0;
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const check = (request: Request, answer: Answer, label: string) => {
      if (answer.status >= 500) {
        if (site.here?.strict) failures.push(`${label}: ${answer.status}`);
        else own += 1;
        return;
      }
      const refused = site.here?.ownRefusal?.(
        request.method ?? 'GET',
        answer.status,
        answer.body,
        notFoundPage,
      );
      const path = request.target.split('?')[0].replace(/(.)\/$/, '$1');
      if (refused) own += 1;
      else if (keepsHeaders && !(isRedirect(answer) && isBare(site, path))) {
        const missing = missingHeaders(answer, undefined);
        if (missing.length)
          failures.push(`${label}: ${answer.status} without ${missing.join(', ')}`);
      }
      if (/<title>Index of|<h1>Index of/i.test(answer.body.toString('latin1')))
        failures.push(`${label}: a directory listing`);
      if (answer.status === 200 && request.method === 'GET' && !known.has(sha256(answer.body)))
        failures.push(`${label}: 200 with a body that is no file of out/`);
    };
    // Each answers in milliseconds and the time goes to waiting: 24 at once.
    await pool(requests, 24, async (request) => {
      const label = `${request.method ?? 'GET'} ${request.host ? `(Host: ${request.host}) ` : ''}${JSON.stringify(request.target.slice(0, 120))}`;
      let answer = await site.send({ ...request, timeout: 5000 });
      if (!answer) {
        count('no answer');
        if (site.here?.strict) failures.push(`${label}: no answer`);
        else own += 1;
        return;
      }
      count(`${answer.status}`);
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
    const totals = [...statuses]
      .sort()
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    const notSent = all.length - requests.length;
    const summary = `${requests.length} requests${notSent ? ` (${notSent} not sent: ${site.here?.unsendable?.why})` : ''} (${totals}); the runtime's own answers: ${own}`;
    return [
      failures.length
        ? broken(`hostile paths: ${failures.sort().join('; ')}`)
        : kept(`hostile paths: ${summary}`),
    ];
  },
};

/** One check per promise, in the order of the table. */
export const promiseChecks: Record<SitePromise, Check> = {
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
    const targets = [...new Set(trial.map((href) => href.replace(/&amp;/g, '&')))];
    if (trial.length === 0) return [broken('trial links: no page has one')];
    if (targets.length !== 1 || !targets[0].startsWith('https://'))
      return [broken(`trial links: they lead to ${targets.join(', ')}, not to one https tracker`)];
    if (site.offline)
      return [
        unchecked(
          `trial links: ${trial.length} lead to ${targets[0]}; the tracker is not requested (--offline)`,
        ),
      ];
    const visit = new URL(withQuery(targets[0], testQuery));
    const answer = await send({ url: visit }, { target: `${visit.pathname}${visit.search}` });
    return [
      answer && answer.status < 400
        ? kept(
            `trial links: ${trial.length} lead to ${targets[0]}, which answers ${answer.status} with the visitor's query`,
          )
        : broken(`trial links: ${visit.href} ${said(answer)}`),
    ];
  },
};

const grade: Check = {
  title: 'Observatory grade',
  async run(site) {
    if (site.host?.exceptions?.headers)
      return [
        unchecked(`Observatory grade: not graded, ${site.host.name} sends no header of ours`),
      ];
    if (site.url.protocol !== 'https:')
      return [
        unchecked(
          `Observatory grade: not graded, the Observatory grades a site over https, and ${site.url.origin} is http`,
        ),
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
      if (score < A_PLUS)
        below.push(
          `${path}: ${results
            .filter((r) => r.modifier < 0)
            .map((r) => `${r.test} ${r.result} (${r.modifier})`)
            .join(', ')}`,
        );
    }
    return [
      below.length
        ? broken(`Observatory grade below A+: ${grades.join(', ')}; ${below.join('; ')}`)
        : kept(`Observatory grade: ${grades.join(', ')}`),
    ];
  },
};

const httpToHttps: Check = {
  title: 'http to https',
  async run(site) {
    const name = site.url.hostname;
    if (
      !/[a-z]/i.test(name.replace(/^\[|\]$/g, '')) ||
      name === 'localhost' ||
      site.url.protocol !== 'https:'
    )
      return [
        unchecked(`http to https: not checked, ${site.url.origin} has no host name over https`),
      ];
    const target = `${pagePaths[1]}${testQuery}`;
    const answer = await site.sendTo(new URL(`http://${name}:${site.httpPort ?? 80}/`), { target });
    const location = answer?.headers.get('location');
    const to = location && URL.canParse(location) ? new URL(location) : null;
    return [
      isRedirect(answer) &&
      to?.protocol === 'https:' &&
      to.hostname === name &&
      `${to.pathname}${to.search}` === target
        ? kept(
            `http to https: http://${name} redirects to https, path and query kept (${answer!.status})`,
          )
        : broken(
            `http to https: http://${name}${target} ${said(answer)}${location ? ` → ${location}` : ''}`,
          ),
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
  const { headers, notFound, cleanUrls, noOpenRedirect, noConfigServed, caching, compression } =
    promiseChecks;
  const own = host?.checks ?? [];
  if (where === 'simulation')
    return [
      ...Object.values(promiseChecks).filter((c) => host?.simulation?.proves.includes(c.promise!)),
      ...own,
    ];
  const served = [
    headers,
    notFound,
    cleanUrls,
    noOpenRedirect,
    noConfigServed,
    trialLinks,
    caching,
    compression,
  ];
  if (where === 'runtime') return [...served, hostilePaths, ...own];
  return [...served, grade, httpToHttps, ...own];
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
    offline: true,
    httpPort: https ? port : undefined,
    send: (request) => send(at(url), request),
    sendTo: (other, request) => send(at(other), request),
  };
}

/** The files of out/ a host serves: what it receives (filesFor), but its own configs, which it reads. */
export const servedFiles = (out: string, host: Host) =>
  new Set(filesFor(filesUnder(out), host).filter((file) => !(file in (host.configs ?? {}))));

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'application/javascript',
  css: 'text/css',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  json: 'application/json',
  xml: 'application/xml',
};

/** A file of out/ as a simulated host sends it, with its type and the headers its rules give. */
export const fileAnswer = (
  out: string,
  file: string,
  status = 200,
  headers: Record<string, string> = {},
): Answer => ({
  status,
  headers: new Map([
    ['content-type', types[file.split('.').pop()!] ?? 'application/octet-stream'],
    ...Object.entries(headers).map(([name, value]): [string, string] => [
      name.toLowerCase(),
      value,
    ]),
  ]),
  body: readFileSync(join(out, file)),
});

/** A path percent-decoded, or null when it is no valid encoding (no file has such a name). */
export const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/** The site a host's vendor's rules answer for, in-process, from out/. */
export function simulatedSite(key: HostKey, out = 'out'): Site {
  const host: Host = hosts[key];
  const answer = Promise.resolve(host.simulation!.answer(out));
  return {
    url: new URL(siteConfig.url),
    host,
    out,
    here: host.simulation!.quirks ?? {},
    offline: true,
    send: async (request) => (await answer)(request),
    sendTo: async () => null,
  };
}
