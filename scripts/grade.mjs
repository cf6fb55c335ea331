#!/usr/bin/env node
// npm run grade: serves out/ through the shipped nginx config over https on loopback, with an http
// listener that redirects to it, and grades every page with the MDN HTTP Observatory's own tests,
// modifiers and grade chart (the npm package behind observatory.mozilla.org). Fails below A+.
//
// The Observatory needs a trusted certificate chain, so this makes a throwaway CA and a localhost
// certificate with openssl, and runs the grading in a child process that trusts that CA.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startNginx } from './nginx.mjs';

const paths = ['/', '/privacy-policy', '/terms-of-use'];
const httpPort = 4180;
const httpsPort = 4443;

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
  const load = (file) => import(join(observatory, 'src', file));
  const { retrieve } = await load('retriever/retriever.js');
  const { ALL_TESTS } = await load('constants.js');
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

  let failed = false;
  for (const path of paths) {
    const retrieval = await retrieve('localhost', { httpPort, httpsPort, path });
    if (!retrieval.responses.auto) throw new Error(`No response for ${path}`);
    // The same arithmetic as the Observatory's scanner: extra credit only once the score is an A.
    let withExtraCredit = 100;
    let uncurved = 100;
    const results = ALL_TESTS.map((test) => test(retrieval));
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

function main() {
  const dir = mkdtempSync(join(tmpdir(), 'grade-'));
  const ssl = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  ssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Throwaway test CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  ssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    'site.key',
    '-out',
    'site.csr',
  );
  writeFileSync(
    join(dir, 'san.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
  );
  ssl(
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'san.ext',
    '-out',
    'site.pem',
  );

  const nginx = startNginx({
    port: httpPort,
    https: { port: httpsPort, cert: join(dir, 'site.pem'), key: join(dir, 'site.key') },
  });
  try {
    spawnSync('sleep', ['0.5']);
    const result = spawnSync(process.execPath, [import.meta.filename, '--worker'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem') },
    });
    process.exitCode = result.status ?? 1;
  } finally {
    nginx.stop();
  }
}

if (process.argv.includes('--worker')) await grade();
else main();
