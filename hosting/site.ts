// The site a check of hosting/promises/ checks: where it answers and how a request reaches it (the
// live site, a host's runtime here, or its vendor's rules in-process), the host it is on, and what
// it answers: a browser's GETs, once each, and the inventory of the build it is held to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Host } from './host.ts';
import type { Answer, Request } from './http.ts';
import { inventoryFile, parseInventory, type Inventory } from './inventory.ts';

/** A request, to the site or to another of its origins (its apex, http). */
export type Case = Request & { at?: URL };

export type Site = {
  url: URL;
  /** the host it is on, for how it deviates from each promise; null when none is named */
  host: Host | null;
  /** the live site, or what stands for its host here: its runtime, or its vendor's rules */
  where: 'live' | 'runtime' | 'simulation';
  /** the build's folder (out/, or the copy a deploy sent), where this machine has it: the site
   * must serve the inventory in it; else the site is held to the inventory it serves */
  build?: string;
  /** leaves out what leaves the site: the trial links' tracker, and the grade (its grader is fetched) */
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

/** A path no page has, a new one each run, so that no cache has an answer for it. */
export const unknownPath = `/npm-run-verify-${Math.random().toString(36).slice(2, 10)}`;

export const text = (answer: Answer) => answer.body.toString('utf8');

const seen = new WeakMap<Site, Map<string, Promise<Answer>>>();
/** What the site answers a browser's GET, once per site and target: several checks read the same. */
export function browserGet(site: Site, target: string) {
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
export function inventoryFor(site: Site): Promise<Held> {
  const read = async () => {
    const served = await browserGet(site, `/${inventoryFile}`);
    const local = site.build ? readFileSync(join(site.build, inventoryFile)) : undefined;
    const inventory = parseInventory(local?.toString('utf8') ?? text(served));
    return { inventory: typeof inventory === 'string' ? null : inventory, served, local };
  };
  if (!held.has(site)) held.set(site, read());
  return held.get(site)!;
}
