// What the site promises on every host, what a host is (hosting/hosts/, one module each), and the
// table of docs/deploy.md, written from the hosts' modules: a host is said to keep a promise only
// where a test of its own checks it. Each host's tests are the checks of hosting/checks.ts, run
// against its runtime here or its vendor's rules (e2e/hosts.host.spec.ts, one project per host).
//   node hosting/promises.ts --write-docs
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { markdownTable } from '../lib/node/markdown.ts';
import { root } from '../lib/node/run.ts';
import { promiseChecks, type Check } from './checks.ts';
import type { Answer, Request } from './http.ts';
import * as hosts from './hosts/index.ts';

export const promises = {
  headers: 'the security headers on pages, on the 404 and on redirects',
  notFound: '404 with 404.html for an unknown path, and for /_not-found',
  cleanUrls:
    'clean URLs, with .html and trailing-slash variants redirected once, the query kept byte for byte',
  noOpenRedirect: 'no open redirect, //evil.example included',
  noConfigServed: "no host's config, and no file outside out/, served",
  caching: 'hashed assets cached immutable, pages revalidated',
  compression: 'text compressed (br or gzip)',
  tls: "TLS as Mozilla's intermediate profile: AEAD ciphers with forward secrecy, no session tickets",
  hostilePaths: 'the hostile paths of hosting/hostile-paths.ts',
} as const;

export type SitePromise = keyof typeof promises;

/** A variant of a page's address: /index, a page's .html (and /index.html), a page's slash. */
export type VariantKind = 'bare' | 'html' | 'slash';
export const variantKind = (from: string): VariantKind =>
  from.endsWith('/') ? 'slash' : from.endsWith('.html') ? 'html' : 'bare';

/** What a runtime or emulator here does of its own, which the host's servers do not. */
export type Quirks = {
  /** every answer is the config's: a 5xx or no answer fails the hostile walk */
  strict?: boolean;
  /** an answer the runtime makes itself, before the config applies, with none of its headers */
  ownRefusal?: (method: string, status: number, body: Buffer, notFound: Buffer) => boolean;
  /** requests it cannot be sent: it exits on them, and the host's servers do not run its code */
  unsendable?: { test: (request: Request) => boolean; why: string };
  /** the Cache-Control of its 404 page */
  notFoundCache?: string;
  /** it drops the query from a redirect */
  dropsQuery?: true;
};

/** A host's own runtime, started here for the host tests (hosting/local/runtime.ts). */
export type Runtime = {
  /** where it serves on loopback; `https` for a runtime that serves over TLS, `port` then for http */
  port: number;
  https?: number;
  /** its hostile walk's time here, in seconds: the slowest starts first */
  walk: number;
  /** why it cannot run on this machine, in one or two sentences, or null when it can */
  missing(): string | null;
  /** whether CI may run without it on this platform */
  optional?: () => boolean;
  /** the system's packages it needs, by package manager, which the CI recipe installs (scripts/ci.ts) */
  packages?: { apt?: string[]; brew?: string[] };
  /** the vendor's tool it runs in, fetched by npm run hosts:fetch, pinned here */
  tool?: { name: string; package: string; bin: string };
  /**
   * serves `site` (out/ as the host receives it, or a copy the tests break) until stopped, with a
   * private `home` for its settings and scratch files, removed when it stops
   */
  start(options: {
    port: number;
    https?: number;
    log?: string;
    site: string;
    home: string;
  }): void | Promise<void>;
  quirks?: Quirks;
  /** a whole visit in a browser under its headers (e2e/smoke.host.spec.ts, addresses.host.spec.ts) */
  browser?: true;
};

export type Deploy = {
  /** what the repository's secrets must hold */
  secrets: string[];
  command(dir: string, target: { production: boolean; branch: string }, env: Env): string[];
  /** the deploy's address, in the CLI's output */
  address(output: string): string | null;
  /** what the check of a deploy sends with each request */
  headers?(env: Env): Record<string, string>;
};
export type Env = Record<string, string | undefined>;

export type Host = {
  name: string;
  /** its own domains, as suffixes: an address there names it in npm run verify */
  domains?: readonly string[];
  /** how it is proven here: the table's last column */
  provenBy: string;
  /** the files it reads from out/, each rendered from the headers (hosting/headers.ts) and routes */
  configs?: Record<string, (headers: Record<string, string>) => string>;
  /** files for it beside out/, written to hosting/generated/ */
  generated?: Record<string, (headers: Record<string, string>) => string>;
  /** whether it is given out/ whole, every host's config included (each host gets only its own else) */
  takesAll?: true;
  deploy?: Deploy;
  runtime?: Runtime;
  /** its vendor's parser or documented rules, answering in-process, and the promises they show */
  simulation?: {
    proves: readonly SitePromise[];
    answer(out: string): Answering | Promise<Answering>;
    quirks?: Quirks;
  };
  /** the promises it cannot keep, each with what it does instead */
  exceptions?: Partial<Record<SitePromise, string>>;
  /** the promises it keeps but for a few answers of its own, each with which */
  partly?: Partial<Record<SitePromise, string>>;
  /** the promises its emulator here does not keep as the host does: npm run verify checks them */
  emulatorDiffers?: Partial<Record<SitePromise, string>>;
  /** what its answers are, where they differ from the rest */
  answers?: {
    /** the status of its clean-URL redirects (301 unless given) */
    redirectStatus?: number;
    /** what it does with each kind of variant: a redirect unless given */
    variants?: Partial<Record<VariantKind, 'redirect' | 'page' | 'notFound'>>;
    /** the Cache-Control of its 404 page, where it sets its own (null: whatever it is) */
    notFoundCache?: string | null;
    /** the variants whose redirect it answers before it adds headers ('all' for every one) */
    bareRedirects?: readonly string[] | 'all';
    /** the query of those redirects, where it encodes it again */
    requery?: (query: string) => string;
    /** the configs it serves on purpose */
    servesConfigs?: readonly string[];
  };
  /** checks of its own, besides the promises' (hosting/checks.ts) */
  checks?: readonly Check[];
};

type Answering = (request: Request) => Answer | null;

export type HostKey = keyof typeof hosts;

/** Every config file a host reads from out/: each host receives its own, and no other's. */
export const configFiles = () => [
  ...new Set(
    Object.values(hosts as Record<string, Host>).flatMap((host) => Object.keys(host.configs ?? {})),
  ),
];

/**
 * What a host receives of out/ (the deploy sends it, the runtimes here serve it): every file of the
 * site, and of the host configs only its own, unless it takes out/ whole.
 */
export function filesFor(files: string[], host: Host) {
  const others = configFiles().filter((file) => !(file in (host.configs ?? {})));
  return host.takesAll ? files : files.filter((file) => !others.includes(file));
}

/** Copies out/ to dir as the host receives it (filesFor). */
export function stageFor(out: string, dir: string, host: Host) {
  cpSync(out, dir, {
    recursive: true,
    filter: (source) => {
      const file = relative(out, source).split(sep).join('/');
      return file === '' || filesFor([file], host).length === 1;
    },
  });
}

/**
 * The hosts whose runtime this machine lacks, each with the sentence that says how to get it. On a
 * laptop their tests are left out; in CI (CI=true) nothing may be, but what the platform cannot run.
 */
export function missingRuntimes() {
  return (Object.keys(hosts) as HostKey[]).flatMap((key) => {
    const runtime = (hosts[key] as Host).runtime;
    const why = runtime?.missing();
    if (!why) return [];
    if (process.env.CI && !runtime?.optional?.())
      throw new Error(
        `CI runs every test, and the ${hosts[key].name} host tests cannot run: ${why}`,
      );
    return [{ key, name: hosts[key].name, why }];
  });
}

/**
 * The promises a host's own tests check: each promise's check on a runtime, or those its
 * simulation shows; and its own checks'.
 */
export const testedOn = (host: Host): readonly SitePromise[] => [
  ...(host.runtime
    ? (Object.keys(promiseChecks) as SitePromise[])
    : (host.simulation?.proves ?? [])),
  ...(host.checks ?? []).flatMap((check) => (check.promise ? [check.promise] : [])),
];

/** What a host does by itself where no config of ours reaches: the table says so. */
const byTheHost: Partial<Record<SitePromise, string>> = {
  tls: 'the host terminates TLS, with its own settings',
};

/** The table of docs/deploy.md: each host against each promise, as its own tests prove it. */
export function promisesTable() {
  const names = Object.keys(promises) as SitePromise[];
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');
  const rows = Object.values(hosts as Record<string, Host>).map((host) =>
    [
      `**${host.name}**`,
      ...names.map((name) =>
        host.exceptions?.[name]
          ? `no: ${cell(host.exceptions[name])}`
          : !testedOn(host).includes(name)
            ? (byTheHost[name] ?? 'not tested')
            : host.emulatorDiffers?.[name]
              ? `not proven here: ${cell(host.emulatorDiffers[name])}; npm run verify checks the live site`
              : host.partly?.[name]
                ? `yes, but: ${cell(host.partly[name])}`
                : 'yes',
      ),
      cell(host.provenBy),
    ].join(' | '),
  );
  return markdownTable(
    ['Host', ...names.map((name) => cell(promises[name])), 'Proven by'].join(' | '),
    rows,
  );
}

const docs = join(root, 'docs', 'deploy.md');
const START = '<!-- promises: written by node hosting/promises.ts --write-docs -->';
const END = '<!-- /promises -->';

/** docs/deploy.md with its table as the hosts' modules have it. */
export function docsWithTable(text = readFileSync(docs, 'utf8')) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start)
    throw new Error(`docs/deploy.md has no ${START} … ${END} section for the table`);
  // Prettier would pad the table's columns: the table stays as written here.
  return `${text.slice(0, start + START.length)}\n\n<!-- prettier-ignore -->\n${promisesTable()}\n\n${text.slice(end)}`;
}

if (import.meta.main && process.argv.includes('--write-docs')) {
  writeFileSync(docs, docsWithTable());
  console.log('docs/deploy.md: the hosts and their promises.');
}
