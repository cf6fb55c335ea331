#!/usr/bin/env node
// npm test (after the Node check): the whole suite, in order: the unit tests, the build, a second build that must be
// byte-identical, the browser tests, the hosts' own runtimes (nginx, Cloudflare's workerd) and the
// security grade. It first checks that the machine has what they need, and stops at once, with one
// sentence saying what to install, rather than let a hundred tests fail on the same missing program.
// On a laptop without nginx or openssl, what needs them is skipped and the summary says so; in CI
// (CI=true) nothing may be skipped, but for nginx on Windows, which has none to test. A summary at
// the end lists every step.
import { chromium } from '@playwright/test';
import { run } from '../lib/node/run.ts';
import { nginxMissing, runtimeMissing, runtimeOptional } from '../hosting/local/tools.ts';
import { hosts, runtimeHosts } from '../hosting/promises.ts';
import { testChromium } from './support/chromium.ts';

const ci = Boolean(process.env.CI);

function stop(sentence: string) {
  console.error(`\nnpm test: ${sentence}`);
  process.exit(1);
}

// Debian's Chromium, or Playwright's own (npx playwright install chromium puts it in its cache):
// started once here, so that a missing one stops the suite before its first test.
if (!testChromium)
  await chromium
    .launch()
    .then((browser) => browser.close())
    .catch(() =>
      stop(
        "the browser tests need Chromium, and this machine has neither Playwright's nor Debian's: " +
          "`npx playwright install chromium` installs Playwright's (on Debian, `apt-get install chromium` also does).",
      ),
    );
// Each host's runtime: on a laptop one that is missing is skipped, with its sentence; in CI only
// what the platform cannot run may be (hosting/local/tools.ts).
const missingHosts = runtimeHosts.flatMap((host) => {
  const why = runtimeMissing(host);
  if (!why) return [];
  if (ci && !runtimeOptional(host)) stop(`CI runs every test, and ${why}`);
  console.warn(`npm test: the ${hosts[host].name} host tests are skipped. ${why}`);
  return [{ host, why }];
});
const missing = nginxMissing();
const running = runtimeHosts.filter((host) => !missingHosts.some((m) => m.host === host));

const summary: { name: string; outcome: string }[] = [];
function step(name: string, program: string, args: string[]) {
  // A program that cannot start at all (status null) says why, rather than only "FAILED".
  const started = performance.now();
  const { status, error } = run(program, args, { stdio: 'inherit' });
  if (error) console.error(`npm test: ${program} could not start: ${error.message}`);
  const outcome = status === 0 ? 'passed' : 'FAILED';
  summary.push({ name, outcome: `${outcome} in ${duration(performance.now() - started)}` });
  if (status !== 0) finish(status ?? 1);
}
// Each step's time, so that the step that outgrows the suite's budget is plain to see.
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
const skip = (name: string, why: string) => summary.push({ name, outcome: `skipped: ${why}` });

function finish(code: number) {
  console.log('\nnpm test summary');
  const width = Math.max(...summary.map(({ name }) => name.length)) + 2;
  for (const { name, outcome } of summary) console.log(`  ${name.padEnd(width)} ${outcome}`);
  console.log(`  ${'in all'.padEnd(width)} ${duration(performance.now())}`);
  process.exit(code);
}

step('unit tests (Jest)', 'jest', []);
step('build', 'node', ['build-steps/build.ts']);
step('a second build, byte for byte the same', 'node', ['build-steps/check-reproducible.ts']);
step('browser tests and the built files (Playwright)', 'playwright', ['test']);
step(`hosts: ${running.map((host) => hosts[host].name).join(', ')}`, 'playwright', [
  'test',
  '-c',
  'playwright.hosts.config.ts',
]);
for (const { host, why } of missingHosts) skip(`hosts: ${hosts[host].name}`, why);
if (!missing) step('security grade (MDN HTTP Observatory)', 'node', ['hosting/local/grade.ts']);
else skip('security grade (MDN HTTP Observatory)', 'it serves the site through nginx');
finish(0);
