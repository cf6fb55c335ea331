// A promise as a check (each module of hosting/promises/ is one): what it promises, its cases
// (requests, as data), and one assertion over the answer to each. hosting/verify.ts runs it alike
// on the live site and on every host here, held to how the site's host deviates from it.
import { adQueryFrom } from '../lib/node/ad-query.ts';
import type { CleanUrlsDeviation, PromiseKey } from './host.ts';
import type { Answer } from './http.ts';
import type { Case, Site } from './site.ts';

export type Check<C extends { target: string } = Case, A extends { broken?: string } = Answer> = {
  /** the line's title */
  title: string;
  /** the promise, as the docs' table heads its column */
  promise: string;
  /** where it applies: every site unless given */
  on?: readonly Site['where'][];
  /** the requests, or why there is none to make of this site */
  cases(site: Site): C[] | string | Promise<C[] | string>;
  /** what is wrong with the answer to one request: nothing where the promise holds */
  assert(answer: A, request: C, site: Site): string[] | Promise<string[]>;
  /** the line ✓, from how many answers it held for */
  whenKept(count: number, site: Site): string | Promise<string>;
  /** how a request is asked, where it is no HTTP request of the site's (a TLS handshake) */
  ask?(site: Site, request: C): Promise<A>;
  /** how many requests at once: 8 unless given */
  pool?: number;
};

/**
 * How the site's host deviates from a promise, where the check runs: on the live site, what it
 * keeps 'unproven' here is held to all of the promise.
 */
export function deviation(site: Site, promise: PromiseKey): CleanUrlsDeviation | undefined {
  const deviation = site.host?.deviations?.[promise];
  return deviation?.keeps === 'unproven' && site.where === 'live' ? undefined : deviation;
}

/** Requests as a browser makes them, which takes a compressed answer. */
export const browserGets = (targets: readonly string[]): Case[] =>
  targets.map((target) => ({ target, compressed: true }));

/** The query a visitor from an ad brings, as npm run verify sends it. */
export const verifyQuery = `?${adQueryFrom('npm-run-verify')}`;
