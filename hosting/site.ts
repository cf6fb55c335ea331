// What a check of hosting/promises/ knows of the site it checks: where it answers and how a request
// reaches it (the live site, a host's runtime here, or its vendor's rules in-process), the host it
// is on and how that host differs from a promise, and what the build made: its inventory, from the
// build's folder where this machine has it, else as the site publishes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../lib/node/files.ts';
import { site as config } from '../lib/site.ts';
import { siteHosts, type Difference, type Host, type PromiseKey } from './host.ts';
import { filesFor, hosts, type HostKey } from './hosts/index.ts';
import { send, type Answer, type Request } from './http.ts';
import { inventoryFile, parseInventory, type Inventory } from './inventory.ts';

/** A request, to the site or to another of its origins (its apex, http). */
export type Case = Request & { at?: URL };

export type Site = {
  url: URL;
  /** the host it is on, for how it differs from each promise; null when none is named */
  host: Host | null;
  /** the live site, or what stands for its host here: its runtime, or its vendor's rules */
  where: 'live' | 'runtime' | 'simulation';
  /** the build's folder (out/, or the copy a deploy sent), where this machine has it: the site
   * must serve the inventory in it; else the site is held to the inventory it serves */
  build?: string;
  /** leaves out the one request that leaves the site: the trial links' tracker */
  offline?: boolean;
  /** a preview, which hosts keep out of search engines (X-Robots-Tag: noindex) */
  preview?: boolean;
  /** where it answers http, for the redirect to https */
  httpPort?: number;
  /** sent with every request (a preview's bypass secret) */
  headers?: Record<string, string>;
  /** when every request must have ended (Date.now() terms) */
  deadline?: number;
  send(request: Case): Promise<Answer>;
};

/**
 * A promise, as a check: what it says, its cases (requests, as data), and one assertion over the
 * answer to each. hosting/verify.ts runs it, on the live site and on every host here.
 */
export type Check<C extends { target: string } = Case, A extends { broken?: string } = Answer> = {
  /** the line's title */
  title: string;
  /** the promise, as the docs' table heads its column */
  says: string;
  /** where it applies: every site unless given */
  on?: readonly Site['where'][];
  /** the requests, or why there is none to make of this site */
  cases(site: Site): C[] | string | Promise<C[] | string>;
  /** what is wrong with the answer to one request: nothing where the promise holds */
  assert(answer: A, request: C, site: Site): string[] | Promise<string[]>;
  /** what holds, for the line ✓, from how many answers it held for */
  holds(count: number, site: Site): string | Promise<string>;
  /** how a request is asked, where it is no HTTP request of the site's (a TLS handshake) */
  ask?(site: Site, request: C): Promise<A>;
  /** how many requests at once: 8 unless given */
  pool?: number;
  /** whether a host's own tests here check it: on its runtime, or what its simulation does not leave out */
  tested?(host: Host): boolean;
};

/** How the site's host differs from a promise, as far as it applies where the check runs. */
export function differs(site: Site, promise: PromiseKey): Difference | undefined {
  const difference = site.host?.differs?.[promise];
  return difference?.keeps === 'here' && site.where === 'live' ? undefined : difference;
}

/** The query a visitor from an ad brings: the click ids as ad platforms write them, and bytes a redirect must keep. */
export const adQuery =
  '?utm_source=npm-run-verify&gclid=Cj0KCQiA4-_xBhD%2Fab&fbclid=IwAR2x_Y-z0&msclkid=5f1e2d3c4b5a6978&ttclid=E.C.P.Cq8B%3D&x=%2F%20&&y=';

/** A path no page has, a new one each run, so that no cache has an answer for it. */
export const unknownPath = `/npm-run-verify-${Math.random().toString(36).slice(2, 10)}`;

/** Requests as a browser makes them, which takes a compressed answer. */
export const browserGets = (targets: readonly string[]): Case[] =>
  targets.map((target) => ({ target, compressed: true }));

export const text = (answer: Answer) => answer.body.toString('utf8');
export const isRedirect = (answer: Answer) => answer.status >= 300 && answer.status < 400;

const seen = new WeakMap<Site, Map<string, Promise<Answer>>>();
/** What the site answers a browser's GET, once per site and target: several checks read the same. */
export function get(site: Site, target: string) {
  const answers = seen.get(site) ?? new Map<string, Promise<Answer>>();
  seen.set(site, answers);
  if (!answers.has(target)) answers.set(target, site.send({ target, compressed: true }));
  return answers.get(target)!;
}

type Held = { inventory: Inventory | null; served: Answer; local?: Buffer };
const held = new WeakMap<Site, Promise<Held>>();
/**
 * The inventory the site is held to: the one in its build's folder where given, else the one it
 * serves; null where there is none. `served` is the site's answer for it.
 */
export function heldTo(site: Site): Promise<Held> {
  const read = async () => {
    const served = await get(site, `/${inventoryFile}`);
    const local = site.build ? readFileSync(join(site.build, inventoryFile)) : undefined;
    const inventory = parseInventory(local?.toString('utf8') ?? text(served));
    return { inventory: typeof inventory === 'string' ? null : inventory, served, local };
  };
  if (!held.has(site)) held.set(site, read());
  return held.get(site)!;
}

/** Where a Location leads on this site, path and query as sent, or null when it leaves the site. */
export function onSite(site: Site, location: string, base: URL = site.url): string | null {
  if (!URL.canParse(location, base)) return null;
  const url = new URL(location, base);
  // The site's own origin (site.url) is this site too, wherever it is served for a test.
  for (const origin of new Set([site.url.origin, new URL(config.url).origin]))
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

/** The site a host's runtime here serves, as the host tests reach it (hosting/runtime.ts). */
export function runtimeSite(key: HostKey): Site {
  const host = hosts[key];
  const { port, https } = host.runtime!;
  const url = new URL(https ? `https://${siteHosts.site}:${https}` : `http://127.0.0.1:${port}`);
  return {
    url,
    host,
    where: 'runtime',
    build: 'out',
    offline: true,
    httpPort: https ? port : undefined,
    send: (request) =>
      send({ url: request.at ?? url, connect: '127.0.0.1', insecure: true }, request),
  };
}

/** The site a host's vendor's rules answer for, in-process, from out/ as the host receives it. */
export function simulatedSite(key: HostKey, out = 'out'): Site {
  const host = hosts[key];
  const received = new Set(filesFor(filesUnder(out), host));
  const answering = Promise.resolve(host.simulation!.answer(out, received));
  return {
    url: new URL(config.url),
    host,
    where: 'simulation',
    build: out,
    offline: true,
    send: async (request) => (await answering)(request),
  };
}
