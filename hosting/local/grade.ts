#!/usr/bin/env node
// npm run grade: serves out/ through the complete shipped nginx setup (hosting/local/nginx.ts) over
// https on loopback, and grades every page of the site's own host (site.url), reached from http as a visitor
// would, with the MDN HTTP Observatory's own tests, modifiers and grade chart (the npm package
// behind observatory.mozilla.org). Fails below A+.
//
// The Observatory needs a trusted certificate chain: the grading runs in a child process that
// trusts the throwaway CA, and resolves the shipped file's host names to 127.0.0.1.
import dns from 'node:dns';
import { existsSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { pagePaths } from '../../lib/routes.ts';
import { siteHosts } from '../site-hosts.ts';
import { startNginx } from './nginx.ts';
import { throwawayTls } from './tls.ts';
import { run } from '../../lib/node/run.ts';
import { nginxMissing } from './tools.ts';

const nginxHosts = siteHosts;
const httpPort = 4181;
const httpsPort = 4444;

/** The shipped file's names, on loopback: the only lookups the grading makes. */
function resolveSiteToLoopback() {
  const lookup = dns.lookup as (...args: unknown[]) => void;
  const onLoopback = (
    hostname: string,
    options: unknown,
    callback: (...args: unknown[]) => void,
  ) => {
    if (![nginxHosts.site, nginxHosts.apex].includes(hostname))
      return lookup(hostname, options, callback);
    const done = typeof options === 'function' ? options : callback;
    const all = typeof options === 'object' && options !== null && 'all' in options && options.all;
    return process.nextTick(() =>
      all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4),
    );
  };
  Object.assign(dns, { lookup: onLoopback });
}

async function grade() {
  const observatory = dirname(
    createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
  );
  // Data files its install script would download; empty lists change no score for localhost.
  for (const [file, empty] of [
    ['hsts-preload.json', '{}'],
    ['tld-list.json', '[]'],
  ]) {
    const path = join(observatory, 'conf', file);
    if (!existsSync(path)) writeFileSync(path, empty);
  }
  const load = (file: string) => import(pathToFileURL(join(observatory, 'src', file)).href);
  const { retrieve } = await load('retriever/retriever.js');
  const { ALL_TESTS } = await load('constants.js');
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

  let failed = false;
  for (const path of pagePaths) {
    const retrieval = await retrieve(nginxHosts.site, { httpPort, httpsPort, path });
    if (!retrieval.responses.auto) throw new Error(`No response for ${path}`);
    // The same arithmetic as the Observatory's scanner: extra credit only once the score is an A.
    let withExtraCredit = 100;
    let uncurved = 100;
    const results = ALL_TESTS.map((test: (retrieval: unknown) => { result: string }) =>
      test(retrieval),
    );
    for (const result of results) {
      const modifier = getScoreModifier(result.result);
      withExtraCredit += modifier;
      if (modifier < 0) uncurved += modifier;
    }
    const { grade, score } = getGradeForScore(
      uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
    );
    console.log(`\n${path}  ${grade} (${score})  status ${retrieval.responses.auto.status}`);
    for (const result of results) {
      const modifier = getScoreModifier(result.result);
      console.log(
        `  ${modifier >= 0 ? '+' : ''}${String(modifier).padStart(3)}  ${result.constructor.name.padEnd(28)} ${result.result}`,
      );
    }
    if (score < 100) failed = true;
  }
  console.log(failed ? '\nBelow A+ (100): see the tests above.' : '\nEvery page grades A+.');
  process.exit(failed ? 1 : 0);
}

function waitForPort(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => {
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

async function main() {
  const missing = nginxMissing();
  if (missing) {
    console.error(`The grade serves the site through nginx over https. ${missing}`);
    process.exit(1);
  }
  const tls = throwawayTls([nginxHosts.site, nginxHosts.apex]);
  const nginx = startNginx({ httpPort, httpsPort, tls });
  try {
    await waitForPort(httpsPort);
    const result = run('node', [import.meta.filename, '--worker'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.ca },
    });
    process.exitCode = result.status ?? 1;
  } finally {
    nginx.stop();
  }
}

if (parseArgs({ options: { worker: { type: 'boolean' } } }).values.worker) {
  resolveSiteToLoopback();
  await grade();
} else await main();
