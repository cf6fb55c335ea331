// A page's grade by the MDN HTTP Observatory's own tests, modifiers and grade chart (the npm
// package behind observatory.mozilla.org), in npm run verify: for the live site, and in the host
// tests for the shipped nginx (e2e/verify.host.spec.ts). Pinned here, and fetched the first time
// it grades (or by npm run hosts:fetch): npm install leaves it out, with its Sentry and telemetry.
import dns from 'node:dns';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { neededTool } from '../lib/node/tools.ts';

export const observatory = {
  name: 'MDN HTTP Observatory',
  package: '@mdn/mdn-http-observatory@1.4.8',
};

/** The lowest score that grades A+. */
export const A_PLUS = 100;

/** Where the page to grade is, and what to send with the request. */
type Page = {
  httpPort?: number;
  httpsPort?: number;
  path?: string;
  headers?: Record<string, string>;
};

type Graded = {
  grade: string;
  score: number;
  /** each of the Observatory's tests, with what it adds to the score */
  results: { test: string; modifier: number; result: string }[];
};

// Resolves the given host names to the given addresses (as curl's --resolve does), for every lookup
// this process makes from now on, the Observatory's included.
export function resolveNames(addresses: Record<string, string>) {
  const lookup = dns.lookup as (...args: unknown[]) => void;
  const resolved = (hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    const address = addresses[hostname.toLowerCase()];
    if (!address) return lookup(hostname, options, callback);
    const done = typeof options === 'function' ? options : callback;
    const all = typeof options === 'object' && options !== null && 'all' in options && options.all;
    const family = address.includes(':') ? 6 : 4;
    return process.nextTick(() =>
      all ? done(null, [{ address, family }]) : done(null, address, family),
    );
  };
  Object.assign(dns, { lookup: resolved });
}

/**
 * Grades one page as the Observatory's scanner does: extra credit only once the score is an A.
 * Certificates are checked as Node checks them (NODE_EXTRA_CA_CERTS adds a CA).
 */
export async function observatoryGrade(host: string, options: Page): Promise<Graded> {
  const dir = neededTool(observatory);
  // Data files its install script would download; empty lists change no score but the preload
  // list's extra credit, which this site does not need for an A+.
  const empty = { 'hsts-preload.json': '{}', 'tld-list.json': '[]' };
  for (const [file, text] of Object.entries(empty)) {
    const path = join(dir, 'conf', file);
    if (!existsSync(path)) writeFileSync(path, text);
  }
  const load = (file: string) => import(pathToFileURL(join(dir, 'src', file)).href);
  const { retrieve } = await load('retriever/retriever.js');
  const { ALL_TESTS } = await load('constants.js');
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

  // Its retriever takes header lines, which replace its own Accept: that one is kept.
  const accept = 'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const headers = Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  const retrieval = await retrieve(host, { ...options, headers: [accept, ...headers] });
  if (!retrieval.responses.auto)
    throw new Error(`no answer from ${host} for ${options.path ?? '/'}`);
  let withExtraCredit = 100;
  let uncurved = 100;
  const results = ALL_TESTS.map((test: (retrieval: unknown) => { result: string }) => {
    const result = test(retrieval);
    const modifier = getScoreModifier(result.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return { test: result.constructor.name, modifier, result: result.result };
  });
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  return { grade, score, results };
}
