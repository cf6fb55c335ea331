#!/usr/bin/env node
// The one recipe that sets up a machine and runs the suite: .ci/run runs it on a fresh Debian
// machine, and every job of the workflows runs it (ci.yml's check and laptop jobs, the Next canary).
// npm install, which must leave the lockfile as it is; the programs the hosts' runtimes need, as
// their modules name them (hosting/hosts/), and a Chromium, from the platform's packages; the
// hosts' emulators; then the checks.
//   node scripts/ci.ts [check|test|canary]
// check (the default) runs npm run check; test runs npm test (the laptops' jobs: the format, lint and
// type checks are the same everywhere), and on a Mac npm run test:engines too; canary installs the newest next@canary over the pinned one
// (scripts/next-canary.ts; NEXT_VERSION names another), captures its output as the transforms'
// fixtures, then runs npm test.
import { existsSync, readFileSync } from 'node:fs';
import { runSteps, type Step } from '../lib/node/run.ts';

const mode = process.argv[2] ?? 'check';
if (!['check', 'test', 'canary'].includes(mode)) {
  console.error('scripts/ci.ts [check|test|canary]');
  process.exit(2);
}

const step = (program: string, ...args: string[]): Step => ({
  name: `${program} ${args.join(' ')}`,
  program,
  args,
});
/** Runs the steps, and ends this run at the first that fails. */
const runOrExit = (steps: Step[]) => {
  const { status } = runSteps(steps);
  if (status !== 0) process.exit(status);
};

runOrExit([
  step('npm', 'install', '--no-audit', '--no-fund'),
  // A newcomer's first command must not leave a change to commit by accident.
  step('git', 'diff', '--exit-code', '--', 'package-lock.json', 'package.json'),
]);

const hosts = Object.values((await import('../hosting/hosts/index.ts')).hosts).map(
  (host) => host.runtime,
);
const manager = { linux: 'apt', darwin: 'brew' }[process.platform as string] as 'apt' | 'brew';
const packages = hosts.flatMap(
  (runtime) => (runtime?.missing() && runtime.packages?.[manager]) || [],
);
// Debian packages the headless shell the browser tests drive (lib/node/chromium.ts); elsewhere
// Playwright installs its own, with the libraries it needs.
const debian = /^ID=debian$/m.test(
  existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
);
// Debian's whole Chromium is the bench's and the engines' run's.
for (const browser of ['chromium', 'chromium-headless-shell'])
  if (debian && !existsSync(`/usr/bin/${browser}`)) packages.push(browser, 'fonts-liberation');
const steps: Step[] = [];
if (manager === 'apt' && packages.length) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const aptGet = [...sudo, 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  steps.push(
    step('env', ...aptGet, 'update', '-qq'),
    step('env', ...aptGet, 'install', '-y', '-qq', '--no-install-recommends', ...new Set(packages)),
  );
}
if (manager === 'brew' && packages.length)
  steps.push(step('brew', 'install', ...new Set(packages)));
// A Mac runs the other engines too, in Playwright's builds: its WebKit is the nearest to Safari.
const mac = process.platform === 'darwin';
const browsers = mac ? ['chromium', 'firefox', 'webkit'] : ['chromium'];
if (!debian)
  steps.push(
    step(
      'npx',
      'playwright',
      'install',
      ...(mac || process.platform === 'win32' ? [] : ['--with-deps']),
      ...browsers,
    ),
  );

// The emulators the hosts' modules pin, which npm install leaves out.
steps.push(step('npm', 'run', 'hosts:fetch'));

if (mode === 'check') steps.push(step('npm', 'run', 'check'));
if (mode === 'canary') {
  steps.push(
    step(
      'node',
      'scripts/next-canary.ts',
      ...(process.env.NEXT_VERSION ? ['--version', process.env.NEXT_VERSION] : []),
    ),
  );
  // The transforms' fixtures must come from the installed Next: the capture runs their tests on the
  // canary's output first, and names what no longer fits.
  steps.push(step('npm', 'run', 'fixtures:next'));
}
if (mode !== 'check') steps.push(step('npm', 'test'));
if (mode === 'test' && mac) steps.push(step('npm', 'run', 'test:engines'));
runOrExit(steps);
