#!/usr/bin/env node
// npm run verify -- <address>: the deployed site, as visitors meet it, against every promise of
// docs/deploy.md. One line per promise: ✓ kept, ✗ broken (and what was found), – not checked (and
// why). Exits 1 when one is broken. The deploy runs it on each address it deploys to.
//   npm run verify -- https://www.formafit.app [--host netlify] [--offline]
//     [--resolve HOST:PORT:ADDRESS] [--cacert FILE] [--http-port 80] [--header 'Name: value']
// --host names the host, for its stated exceptions (hosting/promises.ts); an address on a host's
// own domain (*.pages.dev, *.netlify.app, *.github.io, …) names it by itself. --offline leaves out
// the one request that leaves the site: the trial links' tracker, with a test query.
// --resolve and --cacert reach a site that is not yet in DNS, or a local one, as curl's do.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cleanUrlRedirects, pagePaths } from '../lib/routes.ts';
import { withQuery } from '../lib/query.ts';
import { run } from '../lib/node/run.ts';
import { cacheControl, securityHeaders } from './headers.ts';
import { A_PLUS, observatoryGrade, resolveNames } from './observatory.ts';
import { hosts, type Host, type HostName, type SitePromise } from './promises.ts';
import { hostConfigFiles } from './render.ts';

/** What a request got: its status, its headers (lower-case names), and its body, decoded. */
type Answer = { status: number; headers: Record<string, string>; body: string };

type Settings = {
  origin: URL;
  host: HostName | null;
  /** sent with every request */
  headers: Record<string, string>;
  /** where the site answers over http, for the redirect to https */
  httpPort: number;
  offline: boolean;
};

type Line = { mark: '✓' | '✗' | '–'; text: string };
const kept = (text: string): Line => ({ mark: '✓', text });
const broken = (text: string): Line => ({ mark: '✗', text });
const unchecked = (text: string): Line => ({ mark: '–', text });

/** The query a visitor from an ad brings, with the bytes a redirect must keep as they are. */
const testQuery = '?utm_source=npm-run-verify&utm_medium=check&x=%2F%20&&y=';

/** The hosts whose own domains name them. */
const hostDomains: [RegExp, HostName][] = [
  [/\.pages\.dev$/, 'cloudflare'],
  [/\.netlify\.app$/, 'netlify'],
  [/\.vercel\.app$/, 'vercel'],
  [/\.github\.io$/, 'pages'],
  [/\.(web\.app|firebaseapp\.com)$/, 'firebase'],
  [/\.azurestaticapps\.net$/, 'azure'],
];

export const hostOf = (hostname: string): HostName | null =>
  hostDomains.find(([domain]) => domain.test(hostname))?.[1] ?? null;

/**
 * One request, as a person's browser sends it but without following a redirect, to the exact
 * target given (a doubled slash stays doubled), accepting br and gzip.
 */
function request(url: URL, target: string, headers: Record<string, string>): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const sent = client.get(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: target,
        servername: isIP(url.hostname) ? undefined : url.hostname,
        headers: {
          'user-agent': 'npm-run-verify (static site promises)',
          accept: 'text/html,*/*',
          'accept-encoding': 'br, gzip',
          ...headers,
        },
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          const flat = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : String(value),
            ]),
          );
          done({ status: response.statusCode ?? 0, headers: flat, body: body.toString('utf8') });
        });
        response.on('error', fail);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`no answer in 20 s for ${target}`)));
    sent.on('error', fail);
  });
}

const isRedirect = (answer: Answer) => answer.status >= 300 && answer.status < 400;

/** The paths that no page has: an unknown one, and Next's own name for the not-found page. */
const unknownPath = `/npm-run-verify-${Math.random().toString(36).slice(2, 10)}`;

/** The security headers of ours an answer lacks or changes, as "Name (what came)". */
function missingHeaders(answer: Answer, policy: string | undefined) {
  const wrong = Object.entries(securityHeaders)
    .filter(([name, value]) => answer.headers[name.toLowerCase()] !== value)
    .map(([name]) => `${name} (${answer.headers[name.toLowerCase()] ?? 'none'})`);
  const csp = answer.headers['content-security-policy'];
  if (!csp || (policy && csp !== policy)) wrong.push(`Content-Security-Policy (${csp ?? 'none'})`);
  return wrong;
}

/** The sources a page's own <meta> policy allows, which its header must allow too. */
function metaHashes(html: string) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
  return meta ? (meta.match(/'sha256-[^']+'/g) ?? []) : null;
}

const isNotFoundPage = (answer: Answer) =>
  answer.status === 404 &&
  /<meta name="robots" content="noindex/i.test(answer.body) &&
  /<html/i.test(answer.body);

/** Where a Location leads, from the target that answered with it. */
const leadsTo = (settings: Settings, location: string) => new URL(location, settings.origin);

/** Each promise's check, in the order of the report. */
async function* checkSite(settings: Settings): AsyncGenerator<Line> {
  const host: Host | null = settings.host ? hosts[settings.host] : null;
  const get = (target: string, base = settings.origin) => request(base, target, settings.headers);
  const exception = (promise: SitePromise) =>
    host ? (host.exceptions as Partial<Record<SitePromise, string>>)[promise] : undefined;
  const skipsLive = (promise: SitePromise, answer: string) => {
    const partly = host?.partly as Host['partly'];
    const entry = partly?.[promise];
    return entry?.liveAnswers?.includes(answer as never) ? entry.why : undefined;
  };

  // The pages, each at its clean URL.
  const pages = new Map<string, Answer>();
  const failing: string[] = [];
  for (const path of pagePaths) {
    const answer = await get(path);
    pages.set(path, answer);
    if (answer.status !== 200 || !/<html/i.test(answer.body))
      failing.push(`${path} answered ${answer.status}`);
  }
  yield failing.length
    ? broken(`every page answers 200 at its clean URL: ${failing.join(', ')}`)
    : kept(`every page answers 200 at its clean URL: ${pagePaths.join(', ')}`);
  const home = pages.get('/')!;

  // The headers, on a page, on the 404 and on a redirect.
  const notFound = await get(unknownPath);
  const redirectFrom = `${pagePaths.find((path) => path !== '/')}/`;
  const redirect = await get(`${redirectFrom}${testQuery}`);
  if (exception('headers')) {
    const meta = [...pages].filter(([, answer]) => metaHashes(answer.body) === null);
    yield meta.length
      ? broken(
          `headers: ${host!.name} sends none of ours, and ${meta.map(([p]) => p).join(', ')} has no Content-Security-Policy <meta>`,
        )
      : unchecked(`headers: ${host!.name}: ${exception('headers')}`);
  } else {
    const policy = home.headers['content-security-policy'];
    const allowed = metaHashes(home.body) ?? [];
    const notAllowed = allowed.filter((hash) => !policy?.includes(hash));
    const onPage = [
      ...missingHeaders(home, undefined),
      ...notAllowed.map((h) => `CSP without ${h}`),
    ];
    yield onPage.length
      ? broken(`headers on a page (/): ${onPage.join('; ')}`)
      : kept(
          'headers on a page (/): every security header, and a CSP that allows what the page runs',
        );
    const onNotFound = missingHeaders(notFound, policy);
    yield onNotFound.length
      ? broken(`headers on the 404 (${unknownPath}): ${onNotFound.join('; ')}`)
      : kept('headers on the 404: every security header, the same CSP');
    const skip = skipsLive('headers', 'redirect');
    if (skip) yield unchecked(`headers on a redirect: ${host!.name}: ${skip}`);
    else if (exception('cleanUrls'))
      yield unchecked(`headers on a redirect: ${host!.name} makes none: ${exception('cleanUrls')}`);
    else if (!isRedirect(redirect))
      yield broken(
        `headers on a redirect: ${redirectFrom} answered ${redirect.status}, not a redirect`,
      );
    else {
      const onRedirect = missingHeaders(redirect, policy);
      yield onRedirect.length
        ? broken(`headers on a redirect (${redirectFrom}): ${onRedirect.join('; ')}`)
        : kept(
            `headers on a redirect (${redirectFrom} → ${redirect.status}): every security header, the same CSP`,
          );
    }
  }

  // The Observatory's grade, for every page.
  if (exception('headers'))
    yield unchecked(`Observatory grade: not graded, ${host!.name} sends no header of ours`);
  else if (settings.origin.protocol !== 'https:')
    yield unchecked(
      `Observatory grade: not graded, the Observatory grades a site over https, and ${settings.origin.origin} is http`,
    );
  else {
    const grades: string[] = [];
    const below: string[] = [];
    for (const path of pagePaths) {
      const { grade, score, results } = await observatoryGrade(settings.origin.hostname, {
        httpsPort: Number(settings.origin.port || 443),
        httpPort: settings.httpPort,
        path,
        ...(Object.keys(settings.headers).length ? { headers: settings.headers } : {}),
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
    yield below.length
      ? broken(`Observatory grade below A+: ${grades.join(', ')}; ${below.join('; ')}`)
      : kept(`Observatory grade: ${grades.join(', ')}`);
  }

  // 404 for what is no page.
  const beneathAPage = `${redirectFrom}npm-run-verify`;
  const notFoundWrong = [
    [unknownPath, notFound],
    [beneathAPage, await get(beneathAPage)],
    ['/_not-found', await get('/_not-found')],
  ].filter(([, answer]) => !isNotFoundPage(answer as Answer));
  yield notFoundWrong.length
    ? broken(
        `404 with the not-found page: ${notFoundWrong.map(([path, answer]) => `${path} answered ${(answer as Answer).status}`).join(', ')}`,
      )
    : kept(`404 with the not-found page, for an unknown path, ${beneathAPage} and /_not-found`);

  // Clean URLs: each variant redirected once, the query byte for byte.
  if (exception('cleanUrls'))
    yield unchecked(`clean-URL redirects: ${host!.name}: ${exception('cleanUrls')}`);
  else {
    const wrong: string[] = [];
    for (const [from, to] of cleanUrlRedirects) {
      if (skipsLive('cleanUrls', from)) continue;
      const answer = await get(`${from}${testQuery}`);
      const location = answer.headers.location;
      const target = location ? leadsTo(settings, location) : null;
      if (!isRedirect(answer) || !target) wrong.push(`${from} answered ${answer.status}`);
      else if (
        target.origin !== settings.origin.origin ||
        `${target.pathname}${target.search}` !== `${to}${testQuery}`
      )
        wrong.push(`${from} → ${location}`);
      else if ((await get(`${to}${testQuery}`)).status !== 200) wrong.push(`${to} after ${from}`);
    }
    yield wrong.length
      ? broken(`clean-URL redirects, once, query byte for byte: ${wrong.join(', ')}`)
      : kept(
          `clean-URL redirects: ${cleanUrlRedirects.length} variants, each once to its clean URL, query byte for byte`,
        );
  }

  // No open redirect.
  const offSite: string[] = [];
  const openForms = [
    '//evil.example',
    '//evil.example/',
    '//evil.example/%2e%2e',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/\\evil.example/',
    '//evil.example.html',
  ];
  for (const target of openForms) {
    const answer = await get(target);
    const location = answer.headers.location;
    if (
      isRedirect(answer) &&
      location &&
      leadsTo(settings, location).origin !== settings.origin.origin
    )
      offSite.push(`${target} → ${location}`);
  }
  yield offSite.length
    ? broken(`no open redirect: ${offSite.join(', ')}`)
    : kept(`no open redirect: ${openForms.length} forms of //evil.example stay on the site`);

  // No host's config, no file outside out/.
  const configs = Object.keys(hostConfigFiles).filter(
    (file) => !(settings.host === 'pages' && file === '.nojekyll'),
  );
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
    const answer = await get(target);
    if (answer.status === 200 && !/<html/i.test(answer.body)) served.push(target);
  }
  yield served.length
    ? broken(`no config or file outside out/ served: ${served.join(', ')} answered 200`)
    : kept(
        `no config or file outside out/ served: ${configs.length + outside.length} paths answered without one`,
      );

  // Every trial link, and where it leads with the visitor's query.
  const trial = [...pages].flatMap(([path, answer]) =>
    [...answer.body.matchAll(/<a\s[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => /\sdata-cta[\s=>]/.test(tag))
      .map((tag) => ({ path, href: /\shref="([^"]*)"/.exec(tag)?.[1] ?? '' })),
  );
  const targets = [...new Set(trial.map((link) => link.href.replace(/&amp;/g, '&')))];
  if (trial.length === 0) yield broken('trial links: no page has one');
  else if (targets.length !== 1 || !targets[0].startsWith('https://'))
    yield broken(`trial links: they lead to ${targets.join(', ')}, not to one https tracker`);
  else if (settings.offline)
    yield unchecked(
      `trial links: ${trial.length} lead to ${targets[0]}; the tracker is not requested (--offline)`,
    );
  else {
    const visit = new URL(withQuery(targets[0], testQuery));
    const answer = await request(visit, `${visit.pathname}${visit.search}`, {});
    yield answer.status < 400
      ? kept(
          `trial links: ${trial.length} lead to ${targets[0]}, which answers ${answer.status} with the visitor's query`,
        )
      : broken(`trial links: ${visit.href} answered ${answer.status}`);
  }

  // Compression, and the caching of a hashed asset and of a page.
  const asset = /["'(](\/_next\/static\/[^"'()\s]+\.(?:css|js))["')]/.exec(home.body)?.[1];
  const assetAnswer = asset ? await get(asset) : null;
  const compressed = [
    ['/', home],
    [asset, assetAnswer],
  ]
    .filter(
      ([, answer]) =>
        answer && !/^(br|gzip|zstd)$/.test((answer as Answer).headers['content-encoding'] ?? ''),
    )
    .map(([path]) => path);
  yield !asset || !assetAnswer
    ? broken('compression: the home page names no asset under /_next/static/')
    : compressed.length
      ? broken(`compression: ${compressed.join(', ')} sent without br or gzip`)
      : kept(
          `compression: ${home.headers['content-encoding']} on the page, ${assetAnswer.headers['content-encoding']} on ${asset}`,
        );
  if (exception('caching')) yield unchecked(`caching: ${host!.name}: ${exception('caching')}`);
  else if (assetAnswer) {
    const wrong = [
      [asset, assetAnswer, cacheControl.immutable],
      ['/', home, cacheControl.revalidate],
    ].filter(([, answer, value]) => (answer as Answer).headers['cache-control'] !== value);
    yield wrong.length
      ? broken(
          `caching: ${wrong.map(([path, answer]) => `${path} has Cache-Control: ${(answer as Answer).headers['cache-control'] ?? 'none'}`).join(', ')}`,
        )
      : kept(`caching: ${asset} immutable for a year, pages revalidated`);
  }

  // http to https.
  const name = settings.origin.hostname;
  if (isIP(name.replace(/^\[|\]$/g, '')) || name === 'localhost')
    yield unchecked(`http to https: not checked, ${settings.origin.origin} has no host name`);
  else {
    const plain = new URL(`http://${name}:${settings.httpPort}/`);
    const target = `${redirectFrom.slice(0, -1)}${testQuery}`;
    const answer = await get(target, plain).catch((error: Error) => error);
    if (answer instanceof Error)
      yield broken(`http to https: http://${name} did not answer (${answer.message})`);
    else {
      const location = answer.headers.location ? new URL(answer.headers.location, plain) : null;
      yield isRedirect(answer) &&
      location?.protocol === 'https:' &&
      location.hostname === name &&
      `${location.pathname}${location.search}` === target
        ? kept(
            `http to https: http://${name} redirects to https, path and query kept (${answer.status})`,
          )
        : broken(
            `http to https: http://${name}${target} answered ${answer.status}${location ? ` → ${location.href}` : ''}`,
          );
    }
  }
}

/**
 * Checks the site at `address` against every promise, printing one line for each.
 * @returns whether every promise checked is kept
 */
export async function verify(
  address: string,
  options: {
    host?: HostName | null;
    headers?: Record<string, string>;
    httpPort?: number;
    offline?: boolean;
    print?: (line: string) => void;
  } = {},
) {
  const print = options.print ?? console.log;
  const origin = new URL(address);
  const settings: Settings = {
    origin,
    host: options.host ?? hostOf(origin.hostname),
    headers: options.headers ?? {},
    httpPort: options.httpPort ?? 80,
    offline: options.offline ?? false,
  };
  const named = settings.host ? hosts[settings.host].name : 'no host named';
  print(`npm run verify: ${origin.origin} (${named})`);
  const lines: Line[] = [];
  const report = (line: Line) => {
    lines.push(line);
    print(`${line.mark} ${line.text}`);
  };
  if (origin.pathname !== '/' || origin.search) {
    report(
      broken(
        `the site answers at the root of its address, and ${address} has a path: its pages link to /… (for GitHub Pages, give the site a custom domain; docs/deploy.md)`,
      ),
    );
    return { ok: false, lines };
  }
  try {
    await waitForSite(settings);
    for await (const line of checkSite(settings)) report(line);
  } catch (error) {
    report(broken(`the site could not be checked: ${(error as Error).message}`));
  }
  const count = (mark: Line['mark']) => lines.filter((line) => line.mark === mark).length;
  print(`${count('✓')} kept, ${count('✗')} broken, ${count('–')} not checked.`);
  return { ok: count('✗') === 0, lines };
}

/** A fresh deploy may take a moment to answer: waits, up to a minute, until / answers at all. */
async function waitForSite(settings: Settings) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await request(settings.origin, '/', settings.headers);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((wake) => setTimeout(wake, 2_000));
    }
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      resolve: { type: 'string', multiple: true, default: [] },
      cacert: { type: 'string' },
      'http-port': { type: 'string' },
      header: { type: 'string', multiple: true, default: [] },
      offline: { type: 'boolean', default: false },
    },
  });
  const [address] = positionals;
  if (!address || !URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol)) {
    console.error(
      'npm run verify -- <address of the deployed site> [--host NAME] [--offline] [--resolve HOST:PORT:ADDRESS] [--cacert FILE] [--http-port N] [--header "Name: value"]',
    );
    process.exit(2);
  }
  if (values.host && !(values.host in hosts)) {
    console.error(`--host is one of ${Object.keys(hosts).join(', ')}`);
    process.exit(2);
  }
  // Node trusts another CA only from its start: the check runs again, trusting it.
  const cacert = values.cacert && resolvePath(values.cacert);
  if (cacert && process.env.NODE_EXTRA_CA_CERTS !== cacert) {
    const again = run('node', process.argv.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cacert },
    });
    process.exit(again.status ?? 1);
  }
  const addresses: Record<string, string> = {};
  for (const entry of values.resolve) {
    const [name, , ...address] = entry.split(':');
    addresses[name.toLowerCase()] = address.join(':').replace(/^\[|\]$/g, '');
  }
  resolveNames(addresses);
  const headers = Object.fromEntries(
    values.header.map((header) => {
      const at = header.indexOf(':');
      return [header.slice(0, at).trim().toLowerCase(), header.slice(at + 1).trim()];
    }),
  );
  const { ok } = await verify(address, {
    host: (values.host as HostName | undefined) ?? null,
    headers,
    httpPort: Number(values['http-port'] ?? 80),
    offline: values.offline,
  });
  process.exit(ok ? 0 : 1);
}

if (import.meta.main) main();
