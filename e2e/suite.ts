#!/usr/bin/env node
// npm test: the whole suite, in order: the unit tests, the build, a second build that must be
// byte-identical, the browser tests, the hosts' own runtimes (nginx, Cloudflare's workerd) and the
// security grade. It first checks that the machine has what they need, and stops at once, with one
// sentence saying what to install, rather than let a hundred tests fail on the same missing program.
// On a laptop without nginx or openssl, what needs them is skipped and the summary says so; in CI
// (CI=true) nothing may be skipped. A summary at the end lists every step.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { howToInstall, nginxPath, opensslPath } from '../hosting/local/tools.ts';
import { systemChromium } from './support/chromium.ts';

const ci = Boolean(process.env.CI);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function stop(sentence: string) {
  console.error(`\nnpm test: ${sentence}`);
  process.exit(1);
}

const node = spawnSync(process.execPath, ['build-steps/check-node.mjs'], { stdio: 'inherit' });
if (node.status !== 0) process.exit(1);

// Debian's Chromium, or Playwright's own (npx playwright install chromium puts it in its cache):
// started once here, so that a missing one stops the suite before its first test.
if (!systemChromium)
  await chromium
    .launch()
    .then((browser) => browser.close())
    .catch(() =>
      stop(
        "the browser tests need Chromium, and this machine has neither Playwright's nor Debian's: " +
          "`npx playwright install chromium` installs Playwright's (on Debian, `apt-get install chromium` also does).",
      ),
    );
const missing = [!nginxPath() && howToInstall.nginx, !opensslPath() && howToInstall.openssl].filter(
  (sentence) => typeof sentence === 'string',
);
if (ci && missing.length) stop(`CI runs every test, and ${missing.join(' ')}`);
const withNginx = missing.length === 0;
if (!withNginx)
  console.warn(
    `npm test: the nginx host tests and the security grade are skipped on this machine. ${missing.join(' ')}\n`,
  );

const summary: { name: string; outcome: string }[] = [];
function step(name: string, command: string, args: string[]) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  summary.push({ name, outcome: status === 0 ? 'passed' : 'FAILED' });
  if (status !== 0) finish(status ?? 1);
}
const skip = (name: string, why: string) => summary.push({ name, outcome: `skipped: ${why}` });

function finish(code: number) {
  console.log('\nnpm test summary');
  for (const { name, outcome } of summary) console.log(`  ${name.padEnd(48)} ${outcome}`);
  process.exit(code);
}

step('unit tests (Jest)', npx, ['jest']);
step('build', npm, ['run', 'build', '--silent']);
step('a second build, byte for byte the same', process.execPath, [
  'build-steps/check-reproducible.ts',
]);
step('browser tests and the built files (Playwright)', npx, ['playwright', 'test']);
step(withNginx ? 'hosts: nginx and Cloudflare Pages' : 'hosts: Cloudflare Pages', npx, [
  'playwright',
  'test',
  '-c',
  'playwright.hosts.config.ts',
]);
if (withNginx)
  step('security grade (MDN HTTP Observatory)', process.execPath, ['hosting/local/grade.ts']);
else {
  skip('hosts: nginx', missing.join(' '));
  skip('security grade (MDN HTTP Observatory)', 'it serves the site through nginx');
}
finish(0);
