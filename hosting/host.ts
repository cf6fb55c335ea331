// What a host is: the shape of each module of hosting/hosts/, which the registry there lists. A
// host's module is handed everything it needs (the headers, the other hosts' config files, the
// files it receives) and imports neither a check nor another host. How it differs from a promise
// of hosting/promises/ is data in one field, `differs`, each entry with its reason.
import type { VariantKind } from '../lib/routes.ts';
import { site } from '../lib/site.ts';
import type { Answer, Request } from './http.ts';

/** The promises, by name: hosting/promises/ has one module each. */
export type PromiseKey =
  | 'files'
  | 'headers'
  | 'trialLinks'
  | 'notFound'
  | 'cleanUrls'
  | 'noOpenRedirect'
  | 'noConfigServed'
  | 'caching'
  | 'compression'
  | 'https'
  | 'tls'
  | 'hostilePaths'
  | 'grade';

/**
 * How a host differs from a promise, and why. `keeps`: 'no', it cannot keep it; 'here', only its
 * runtime or rules here differ, and the live site is held to the promise; unless given, it keeps
 * it but for what the rest of the entry excuses.
 */
export type Difference = {
  why: string;
  keeps?: 'no' | 'here';
  /** the answers it makes of its own, which the promise does not hold it to */
  own?: (answer: Answer, request: Request) => boolean;
  /** what it does with a kind of clean-URL variant, where it does not redirect it */
  variants?: Partial<Record<VariantKind, 'page' | 'notFound'>>;
  /** the query its redirects carry, for the query asked for and the variant it came to */
  query?: (query: string, from: string) => string;
};

/** What a host's configs are rendered from: every header, and every host's config files. */
export type Given = { headers: Record<string, string>; configFiles: readonly string[] };

/** A host's own runtime, started here for the host tests (hosting/runtime.ts). */
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
  /** the requests it is not sent, which it exits on: the host's servers do not run its code */
  unsendable?: (request: Request) => boolean;
  /** a whole visit in a browser under its headers (e2e/addresses.host.spec.ts) */
  browser?: true;
};

export type Env = Record<string, string | undefined>;
export type Deploy = {
  /** what the repository's secrets must hold */
  secrets: string[];
  command(dir: string, target: { production: boolean; branch: string }, env: Env): string[];
  /** the deploy's address, in the CLI's output */
  address(output: string): string | null;
  /** what the check of a deploy sends with each request */
  headers?(env: Env): Record<string, string>;
};

/** A host's rules answering a request, in-process. */
export type Answering = (request: Request) => Answer;

export type Host = {
  name: string;
  /** its own domains, as suffixes: an address there names it in npm run verify */
  domains?: readonly string[];
  /** how it is proven here: the table's last column */
  provenBy: string;
  /** the files it reads from out/, each rendered from what it is given */
  configs?: Record<string, (given: Given) => string>;
  /** files for it beside out/, written to hosting/generated/ */
  generated?: Record<string, (given: Given) => string>;
  /** whether it is given out/ whole, every host's config included (each host gets only its own else) */
  takesAll?: true;
  /** whether its TLS is the config's (ciphers, session tickets), not the host's own */
  ownTls?: true;
  deploy?: Deploy;
  runtime?: Runtime;
  /** its vendor's parser or documented rules over the files it receives; what they cannot show */
  simulation?: {
    leavesOut: readonly PromiseKey[];
    answer(out: string, received: ReadonlySet<string>): Answering | Promise<Answering>;
  };
  differs?: Partial<Record<PromiseKey, Difference>>;
};

/** The site's own host names: site.url's, which is on www, and its apex, which redirects to it. */
export const siteHosts = (() => {
  const host = new URL(site.url).hostname;
  if (!host.startsWith('www.'))
    throw new Error(`site.url (${site.url}) must be on www: its apex redirects to it`);
  return { site: host, apex: host.slice('www.'.length) };
})();
