#!/usr/bin/env node
// npm run verify -- <address>: the deployed site, as visitors meet it, against every promise of
// docs/deploy.md, with the checks the host tests run here (hosting/checks.ts). One line per promise:
// ✓ kept, ✗ broken (and what was found), – not checked (and why); a request that cannot be made
// fails its own check's line, and every other check still runs. Exits 1 when one is broken. The
// deploy runs it on each address it deploys to.
//   npm run verify -- https://www.formafit.app [--host netlify] [--offline]
//     [--resolve HOST:PORT:ADDRESS] [--cacert FILE] [--http-port 80] [--header 'Name: value']
// --host names the host, for its stated exceptions (hosting/hosts/); an address on a host's own
// domain (*.pages.dev, *.netlify.app, …) names it by itself. --offline leaves out the one request
// that leaves the site: the trial links' tracker, with a test query. --resolve and --cacert reach a
// site that is not yet in DNS, or a local one, as curl's do.
import { resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { run, until } from '../lib/node/run.ts';
import { broken, checksFor, type Line, type Site } from './checks.ts';
import * as hosts from './hosts/index.ts';
import { send } from './http.ts';
import { resolveNames } from './observatory.ts';
import type { Host, HostKey } from './promises.ts';

const all = hosts as Record<HostKey, Host>;

/** The host whose own domain an address is on, or null: a site's own name says nothing of its host. */
export const hostOf = (hostname: string) =>
  (Object.keys(all) as HostKey[]).find((key) =>
    all[key].domains?.some((domain) => hostname.endsWith(domain)),
  ) ?? null;

type Given = Pick<Site, 'out' | 'direct' | 'offline' | 'httpPort' | 'headers'> & {
  host?: HostKey | null;
  print?: (line: string) => void;
};

/** Checks the site at `address` against every promise, one line each; ok when none is broken. */
export async function verify(address: string, options: Given = {}) {
  const { print = console.log, host: named, ...given } = options;
  const url = new URL(address);
  const key = named ?? hostOf(url.hostname);
  const host = key ? all[key] : null;
  const at = (where: URL) => ({ url: where, headers: options.headers });
  const site: Site = {
    ...given,
    url,
    host,
    send: (request) => send(at(url), request),
    sendTo: (where, request) => send(at(where), request),
  };
  print(`npm run verify: ${url.origin} (${host?.name ?? 'no host named'})`);
  const count = { '✓': 0, '✗': 0, '–': 0 };
  const report = ({ mark, text }: Line) => {
    count[mark]++;
    print(`${mark} ${text}`);
  };
  if (url.pathname !== '/' || url.search)
    report(
      broken(
        `the site answers at the root of its address, and ${address} has a path: its pages link to /… (for GitHub Pages, give the site a custom domain; docs/deploy.md)`,
      ),
    );
  else {
    // A fresh deploy may take a moment to answer: up to a minute, until / answers at all.
    const wait = { timeout: 60_000, every: 2_000, what: url.origin };
    await until(() => site.send({ target: '/' }), wait).catch(() => {});
    for (const check of checksFor(host, 'live')) {
      const found = await check
        .run(site)
        .catch((error: Error) => [broken(`${check.title}: not checked, ${error.message}`)]);
      found.forEach(report);
    }
  }
  print(`${count['✓']} kept, ${count['✗']} broken, ${count['–']} not checked.`);
  return { ok: count['✗'] === 0 };
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
  if (values.host && !(values.host in all)) {
    console.error(`--host is one of ${Object.keys(all).join(', ')}`);
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
    const [name, , ...rest] = entry.split(':');
    addresses[name.toLowerCase()] = rest.join(':').replace(/^\[|\]$/g, '');
  }
  resolveNames(addresses);
  const headers = Object.fromEntries(
    values.header.map((header) => {
      const at = header.indexOf(':');
      return [header.slice(0, at).trim().toLowerCase(), header.slice(at + 1).trim()];
    }),
  );
  const { ok } = await verify(address, {
    host: values.host as HostKey | undefined,
    headers,
    httpPort: Number(values['http-port'] ?? 80),
    offline: values.offline,
    direct: values.resolve.length > 0,
  });
  process.exit(ok ? 0 : 1);
}

if (import.meta.main) main();
