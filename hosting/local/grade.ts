#!/usr/bin/env node
// npm run grade: serves out/ through the complete shipped nginx setup (hosting/local/nginx.ts) over
// https on loopback, and grades every page of the site's own host (site.url), reached from http as a visitor
// would, with the MDN HTTP Observatory's own tests, modifiers and grade chart (the npm package
// behind observatory.mozilla.org). Fails below A+.
//
// The Observatory needs a trusted certificate chain: the grading runs in a child process that
// trusts the throwaway CA, and resolves the shipped file's host names to 127.0.0.1.
import { rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { parseArgs } from 'node:util';
import { pagePaths } from '../../lib/routes.ts';
import { A_PLUS, observatoryGrade, resolveNames } from '../observatory.ts';
import { siteHosts } from '../site-hosts.ts';
import { startNginx } from './nginx.ts';
import { throwawayTls } from './tls.ts';
import { run } from '../../lib/node/run.ts';
import { nginxMissing } from './tools.ts';

const nginxHosts = siteHosts;
const httpPort = 4181;
const httpsPort = 4444;

async function grade() {
  let failed = false;
  for (const path of pagePaths) {
    const { grade, score, status, results } = await observatoryGrade(nginxHosts.site, {
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
    rmSync(tls.dir, { recursive: true, force: true });
  }
}

if (parseArgs({ options: { worker: { type: 'boolean' } } }).values.worker) {
  resolveNames({ [nginxHosts.site]: '127.0.0.1', [nginxHosts.apex]: '127.0.0.1' });
  await grade();
} else await main();
