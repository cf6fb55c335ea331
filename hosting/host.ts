// What a host is: the shape of each module of hosting/hosts/, which the registry there lists. A
// host's module is handed everything it needs (the headers, the other hosts' config files, the
// files it receives) and imports neither a check nor another host. How it keeps a promise of
// hosting/promises/ otherwise is data in one field, `deviations`, each entry with its reason.
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
 * How a host keeps a promise otherwise than it says, and why: the one place a host's deviations
 * are written, from which the docs' table, the host tests and npm run verify read them. Unless
 * `keeps` says otherwise, it keeps the promise but for the answers `excuses` names.
 *  - 'no': it cannot keep it; npm run verify says so, and holds it to nothing of it.
 *  - 'unproven': it keeps it on the live site, which npm run verify holds to all of it, but nothing
 *    here shows all of it: the tests set aside what `excuses` names, or leave the promise out.
 */
export type Deviation = {
  why: string;
  keeps?: 'no' | 'unproven';
  /** the answers the promise does not hold it to */
  excuses?: (answer: Answer, request: Request) => boolean;
};
/** How its clean-URL variants differ: a kind served or 404ed, not redirected, or the query kept. */
export type CleanUrlsDeviation = Deviation & {
  variants?: Partial<Record<VariantKind, 'page' | 'notFound'>>;
  query?: (query: string, from: string) => string;
};
export type Deviations = {
  [K in PromiseKey]?: K extends 'cleanUrls' ? CleanUrlsDeviation : Deviation;
};

/** Whether the tests here hold a host to a promise: not where its deviation leaves nothing to show. */
export const provenHere = (deviation?: CleanUrlsDeviation) =>
  !deviation?.keeps || !!(deviation.excuses ?? deviation.variants ?? deviation.query);

/** What every host that runs the server itself does with its own settings, where no config reaches. */
export const hostsTls: Deviations = {
  https: { keeps: 'unproven', why: 'the host redirects http to https itself' },
  tls: { keeps: 'no', why: 'the host terminates TLS, with its own settings' },
};

/** What a host's configs are rendered from: every header, and every host's config files. */
export type Given = { headers: Record<string, string>; configFiles: readonly string[] };

/** A host's own runtime, started here for the host tests (hosting/runtime.ts). */
export type Runtime = {
  /** where it serves on loopback; `https` for a runtime that serves over TLS, `port` then for http */
  port: number;
  https?: number;
  /** why it cannot run on this machine, in one or two sentences, or null when it can */
  missing(): string | null;
  /** the platforms it runs on, where not every one: elsewhere its tests are left out, in CI too */
  runsOn?: NodeJS.Platform[];
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
  /** the requests it exits on, which it is not sent: an emulator, whose code the host does not run */
  exitsOn?: (request: Request) => boolean;
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
  /** whether its owner uploads out/ as it is (rsync, FTP), every host's config included, which its
   * own refuses to serve; every other host receives only its own config */
  uploadedWhole?: true;
  deploy?: Deploy;
  runtime?: Runtime;
  /** its vendor's parser or documented rules, answering over the files it receives */
  simulate?(out: string, received: ReadonlySet<string>): Answering | Promise<Answering>;
  deviations?: Deviations;
};

/** The site's own host names: site.url's, which is on www, and its apex, which redirects to it. */
export const siteHosts = (() => {
  const host = new URL(site.url).hostname;
  if (!host.startsWith('www.'))
    throw new Error(`site.url (${site.url}) must be on www: its apex redirects to it`);
  return { site: host, apex: host.slice('www.'.length) };
})();
