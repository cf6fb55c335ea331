#!/usr/bin/env node
// node hosting/verify.ts <address>: the deployed site, as visitors meet it, against every promise
// (hosting/promises/, one module each), as each host's tests run them here, held to the build's
// inventory (hosting/inventory.ts): what is served is what was built. One line per promise:
// ✓ kept, ✗ broken (and what was found), – not checked (and why). Nothing a site answers, or fails
// to answer, stops it: a malformed answer fails its own line and the rest still run, and every
// request has a deadline, so a site that never answers ends it within two minutes. Exits 1 when a
// promise is broken. The deploy runs it on each address it deploys to, and the watch every day.
// --host names the host, for how its module says it differs (hosting/hosts/); an address on a
// host's own domain (*.pages.dev, *.netlify.app, …) names it by itself. --offline leaves out what
// leaves the site: the trial links' tracker, asked with a test query, and the grade, whose grader is
// fetched the first time. --build names the
// build's folder (out/, or what a deploy sent): its inventory, not the one the site serves, is what
// every answer is held to, and the site must serve that very build. --preview: a preview,
// which hosts keep out of search engines. --resolve and --cacert reach a site that is not yet in
// DNS, or a local one, as curl's do.
import { resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { run, until } from '../lib/node/run.ts';
import type { PromiseKey } from './host.ts';
import { hostKeys, hostNamed, hostOf, hosts, type HostKey } from './hosts/index.ts';
import { pool, send } from './http.ts';
import { resolveNames } from './observatory.ts';
import { filesLineOnly } from './promises/files.ts';
import { promiseKeys, promises } from './promises/index.ts';
import { deviation } from './check.ts';
import { provenHere } from './host.ts';
import { inventoryFile } from './inventory.ts';
import { browserGet, type Site, type Case } from './site.ts';

export type Line = { mark: '✓' | '✗' | '–'; text: string };

/** A request as a line names it: its method, target, and what it says of another host. */
const labelOf = ({ method = 'GET', target, host, headers, at }: Case) =>
  [
    method === 'GET' ? '' : `${method} `,
    JSON.stringify(target.length > 100 ? `${target.slice(0, 100)}…` : target).slice(1, -1),
    host ? ` with Host: ${host}` : '',
    ...Object.entries(headers ?? {}).map(([name, value]) => ` with ${name}: ${value}`),
    at ? ` on ${at.origin}` : '',
  ].join('');

/** A GET as a browser sends it: its answer is shared by every check that reads it. */
const isBrowserGet = (c: Case) =>
  (c.method ?? 'GET') === 'GET' && c.compressed && !c.host && !c.headers && !c.at && !c.timeout;

/**
 * One promise on one site: its cases asked (but those the host's runtime here exits on), the
 * answers its deviation excuses set aside, and those the files line reports, every other answer
 * held to the promise.
 */
export async function check(key: PromiseKey, site: Site): Promise<Line[]> {
  const { title, cases, assert, whenKept, ask, pool: size = 8 } = promises[key];
  const deviates = deviation(site, key);
  const note: Line[] = deviates
    ? [{ mark: '–', text: `${title}: ${site.host!.name}: ${deviates.why}` }]
    : [];
  // Nothing of it to hold the host to, where it cannot keep it.
  if (!provenHere(deviates) && deviates?.keeps === 'no') return note;
  try {
    const all = await cases(site);
    if (typeof all === 'string') return [{ mark: '–', text: `${title}: ${all}` }];
    const exitsOn = site.where === 'runtime' ? site.host?.runtime?.exitsOn : undefined;
    const sent = all.filter((request: Case) => !exitsOn?.(request));
    const problems = new Map<string, string[]>();
    let [excused, elsewhere] = [0, 0];
    await pool(sent, size, async (request) => {
      const answer = await (ask
        ? ask(site, request)
        : isBrowserGet(request)
          ? browserGet(site, request.target)
          : site.send(request));
      if (deviates?.excuses?.(answer, request)) return void (excused += 1);
      if (key !== 'files' && !ask && (await filesLineOnly(site, request.target, answer)))
        return void (elsewhere += 1);
      const found: string[] = answer.broken ? [answer.broken] : await assert(answer, request, site);
      for (const problem of found)
        problems.set(problem, [...(problems.get(problem) ?? []), labelOf(request)]);
    });
    const held = sent.length - excused - elsewhere;
    const apart = [
      excused && `${excused} answers of the host's own, which its module excuses`,
      elsewhere &&
        `${elsewhere} answers that are not the build's file, which the files line reports`,
      all.length - sent.length &&
        `${all.length - sent.length} not sent, which its runtime here exits on`,
    ].filter(Boolean);
    if (problems.size) {
      // Each problem once, with the first requests that met it.
      const listed = [...problems].sort().map(([problem, where]) => {
        const more = where.length > 3 ? ` and ${where.length - 3} more` : '';
        return `${where.sort().slice(0, 3).join(', ')}${more}: ${problem}`;
      });
      const more = listed.length > 6 ? `; and ${listed.length - 6} other problems` : '';
      return [{ mark: '✗', text: `${title}: ${listed.slice(0, 6).join('; ')}${more}` }, ...note];
    }
    if (!held) return note.length ? note : [{ mark: '–', text: `${title}: nothing to check` }];
    const also = apart.length ? ` (${apart.join('; ')})` : '';
    return [{ mark: '✓', text: `${title}: ${await whenKept(held, site)}${also}` }, ...note];
  } catch (error) {
    return [{ mark: '✗', text: `${title}: not checked, ${(error as Error).message}` }, ...note];
  }
}

type Options = Pick<Site, 'build' | 'offline' | 'preview' | 'httpPort' | 'headers'> & {
  host?: HostKey | null;
  print?: (line: string) => void;
  /** ms the whole check may take, and the first answer may be waited for (a fresh deploy) */
  budget?: number;
  wait?: number;
};

/** Checks the site at `address` against every promise, one line each; ok when none is broken. */
export async function verify(address: string, options: Options = {}) {
  const { print = console.log, host: named, budget = 110_000, wait = 60_000, ...given } = options;
  const url = new URL(address);
  const key = named ?? hostOf(url.hostname);
  const deadline = Date.now() + budget;
  const site: Site = {
    ...given,
    url,
    host: key ? hosts[key] : null,
    where: 'live',
    deadline,
    send: (request) => send({ url: request.at ?? url, headers: given.headers, deadline }, request),
  };
  print(`npm run verify: ${url.origin} (${site.host?.name ?? 'no host named'})`);
  const lines: Line[] = [];
  const checked = promiseKeys.filter((k) => promises[k].on?.includes('live') ?? true);
  if (url.pathname !== '/' || url.search)
    lines.push({
      mark: '✗',
      text: `the site answers at the root of its address, and ${address} has a path: its pages link to /… (for GitHub Pages, give the site a custom domain; docs/deploy.md)`,
    });
  else {
    // A fresh deploy may take a moment to answer: until / answers at all, within `wait`.
    // Either of two addresses: one that fails is its own lines', not the site's.
    const probe = async () =>
      (await Promise.all(['/', `/${inventoryFile}`].map((target) => site.send({ target })))).some(
        (answer) => answer.status > 0,
      );
    const first = await until(probe, { timeout: wait, every: 2000 }).catch(() => false);
    if (!first)
      for (const k of checked)
        lines.push({
          mark: '✗',
          text: `${promises[k].title}: no answer from ${url.origin} within ${wait / 1000} s`,
        });
    else for (const k of checked) lines.push(...(await check(k, site)));
  }
  for (const { mark, text } of lines) print(`${mark} ${text}`);
  const count = (mark: Line['mark']) => lines.filter((line) => line.mark === mark).length;
  print(`${count('✓')} kept, ${count('✗')} broken, ${count('–')} not checked.`);
  return { ok: count('✗') === 0 };
}

const usage =
  'node hosting/verify.ts <address of the deployed site> [--host NAME] [--build DIR] [--offline] [--preview] [--resolve HOST:PORT:ADDRESS] [--cacert FILE] [--http-port N] [--header "Name: value"]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      build: { type: 'string' },
      resolve: { type: 'string', multiple: true, default: [] },
      cacert: { type: 'string' },
      'http-port': { type: 'string' },
      header: { type: 'string', multiple: true, default: [] },
      offline: { type: 'boolean', default: false },
      preview: { type: 'boolean', default: false },
    },
  });
  const [address] = positionals;
  // HOST:PORT:ADDRESS, as curl's --resolve takes it, and "Name: value".
  const resolved = values.resolve.map((entry) => /^([^:]+):\d+:\[?([^\]]+)\]?$/.exec(entry));
  const headers = values.header.map((header) => /^([^:]+):\s*(.*)$/.exec(header));
  if (
    !URL.canParse(address) ||
    !/^https?:$/.test(new URL(address).protocol) ||
    [...resolved, ...headers].includes(null)
  ) {
    console.error(usage);
    process.exit(2);
  }
  const host = values.host === undefined ? undefined : hostNamed(values.host);
  if (host === null) {
    console.error(`--host is one of ${hostKeys.join(', ')}`);
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
  resolveNames(Object.fromEntries(resolved.map((m) => [m![1].toLowerCase(), m![2]])));
  const { ok } = await verify(address, {
    host,
    build: values.build,
    headers: Object.fromEntries(headers.map((m) => [m![1].trim().toLowerCase(), m![2]])),
    httpPort: Number(values['http-port'] ?? 80),
    offline: values.offline,
    preview: values.preview,
  });
  process.exit(ok ? 0 : 1);
}

if (import.meta.main) main();
