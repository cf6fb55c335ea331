#!/usr/bin/env node
// npm run grade: serves out/ through the complete shipped nginx setup (hosting/hosts/nginx.ts) over
// https on loopback, and grades every page of the site's own host (site.url), reached from http as a
// visitor would, with the MDN HTTP Observatory's own tests, modifiers and grade chart (the npm
// package behind observatory.mozilla.org). Fails below A+.
//
// The Observatory needs a trusted certificate chain: the grading runs in a child process that
// trusts the throwaway CA, and resolves the site's host names to 127.0.0.1.
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pagePaths } from '../../lib/routes.ts';
import { run, until } from '../../lib/node/run.ts';
import { siteHosts } from '../checks.ts';
import { startNginx } from '../hosts/nginx.ts';
import { send } from '../http.ts';
import { A_PLUS, observatoryGrade, resolveNames } from '../observatory.ts';
import { nginxMissing } from './programs.ts';
import { throwawayTls } from './tls.ts';

// Not the host tests' ports: a grade may run while they do.
const httpPort = 4181;
const httpsPort = 4444;

async function grade() {
  let failed = false;
  for (const path of pagePaths) {
    const { grade, score, status, results } = await observatoryGrade(siteHosts.site, {
      httpPort,
      httpsPort,
      path,
    });
    console.log(`\n${path}  ${grade} (${score})  status ${status}`);
    for (const { test, modifier, result } of results)
      console.log(
        `  ${modifier >= 0 ? '+' : ''}${String(modifier).padStart(3)}  ${test.padEnd(28)} ${result}`,
      );
    if (score < A_PLUS) failed = true;
  }
  console.log(failed ? '\nBelow A+ (100): see the tests above.' : '\nEvery page grades A+.');
  process.exit(failed ? 1 : 0);
}

async function main() {
  const missing = nginxMissing();
  if (missing) {
    console.error(`The grade serves the site through nginx over https. ${missing}`);
    process.exit(1);
  }
  const tls = throwawayTls([siteHosts.site, siteHosts.apex]);
  const nginx = startNginx({ httpPort, httpsPort, tls });
  try {
    const url = new URL(`https://${siteHosts.site}:${httpsPort}`);
    await until(() => send({ url, connect: '127.0.0.1', insecure: true }, { target: '/' }), {
      what: 'nginx',
    });
    const result = run('node', [import.meta.filename, '--worker'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.ca },
    });
    process.exitCode = result.status ?? 1;
  } finally {
    nginx.stop();
    rmSync(tls.dir, { recursive: true, force: true });
  }
}

if (parseArgs({ options: { worker: { type: 'boolean' } } }).values.worker) {
  resolveNames({ [siteHosts.site]: '127.0.0.1', [siteHosts.apex]: '127.0.0.1' });
  await grade();
} else await main();
