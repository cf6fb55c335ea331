#!/usr/bin/env node
// npm run check: everything CI runs, in order, stopping at the first failure: the formatting, the
// lint, the types, the editors' content, the GitHub workflows, Renovate's config, then the suite
// (npm test): the unit tests, the build, a second build that must be byte-identical, the browser
// tests and every host's tests, nginx's graded by the Observatory. A summary at the end gives each step's time.
// Name steps to run only those (`test` is the suite):
//   node scripts/check.ts [format] [lint] [types] [legal] [copy] [workflows] [renovate] [test]
// Before the suite it checks the machine, and stops at once with one sentence saying what to install
// rather than let a hundred tests fail on the same missing program. On a laptop a host whose runtime
// is missing is left out, with its sentence, and the summary says so; in CI nothing may be, but what
// the platform cannot run (hosting/promises.ts, missingRuntimes).
import { chromium } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSteps } from '../build-steps/build.ts';
import { testChromium } from '../e2e/support/chromium.ts';
import { missingRuntimes } from '../hosting/promises.ts';
import { root, run } from '../lib/node/run.ts';

type Step = {
  key: string;
  name: string;
  program: string;
  args: readonly string[];
  env?: object;
};

const workflows = readdirSync(join(root, '.github', 'workflows')).filter((file) =>
  /\.ya?ml$/.test(file),
);
const steps: Step[] = [
  { key: 'format', name: 'formatting (Prettier)', program: 'prettier', args: ['--check', '.'] },
  { key: 'lint', name: 'lint (ESLint)', program: 'eslint', args: ['--max-warnings=0', '.'] },
  { key: 'types', name: 'types (tsc)', program: 'tsc', args: ['--noEmit'] },
  // The editors' checks, as the build runs them first.
  { key: 'legal', ...buildSteps[0] },
  { key: 'copy', ...buildSteps[1] },
  ...workflows.map((file) => ({
    key: 'workflows',
    name: `workflow ${file}`,
    program: 'action-validator',
    args: [`.github/workflows/${file}`],
  })),
  {
    key: 'renovate',
    name: "Renovate's config",
    program: 'renovate-config-validator',
    args: ['--strict', '--no-global', 'renovate.json'],
    // Renovate's RE2 is a native module that the install does not build (.npmrc: ignore-scripts);
    // JavaScript's own regular expressions validate the config just as well, without its warning.
    env: { RENOVATE_X_IGNORE_RE2: 'true' },
  },
  { key: 'test', name: 'unit tests (Jest)', program: 'jest', args: [] },
  { key: 'test', name: 'build', program: 'node', args: ['build-steps/build.ts'] },
  {
    key: 'test',
    name: 'a second build, byte for byte the same',
    program: 'node',
    args: ['build-steps/check-reproducible.ts'],
  },
  {
    key: 'test',
    name: 'browser tests and the built files (Playwright)',
    program: 'playwright',
    args: ['test'],
  },
  {
    key: 'test',
    name: 'every host (Playwright)',
    program: 'playwright',
    args: ['test', '-c', 'playwright.hosts.config.ts'],
  },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((key) => !steps.some((step) => step.key === key));
if (unknown.length) {
  console.error(
    `check: no step ${unknown.join(', ')}; the steps are ${[...new Set(steps.map((s) => s.key))].join(', ')}.`,
  );
  process.exit(2);
}
const selected = steps.filter((step) => chosen.length === 0 || chosen.includes(step.key));

const summary: [string, string][] = [];
const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};
function finish(code: number) {
  const width = Math.max(...summary.map(([name]) => name.length)) + 2;
  console.log(`\nnpm run ${chosen.join(' ') === 'test' ? 'test' : 'check'} summary`);
  for (const [name, outcome] of [...summary, ['in all', duration(performance.now())]])
    console.log(`  ${name.padEnd(width)} ${outcome}`);
  process.exit(code);
}
function stop(sentence: string): never {
  console.error(`\nnpm test: ${sentence}`);
  process.exit(1);
}

if (selected.some((step) => step.key === 'test')) {
  // Debian's Chromium, or Playwright's own: started once, so that a missing one stops the suite
  // before its first test.
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
  try {
    for (const { name, why } of missingRuntimes()) {
      console.warn(`npm test: the ${name} host tests are skipped. ${why}`);
      summary.push([`hosts: ${name}`, `skipped: ${why}`]);
    }
  } catch (error) {
    stop((error as Error).message);
  }
}

for (const step of selected) {
  console.log(`\n== ${step.name}`);
  const started = performance.now();
  const { status, error } = run(step.program, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  // A program that cannot start at all (status null) says why, rather than only "FAILED".
  if (error) console.error(`check: ${step.program} could not start: ${error.message}`);
  summary.push([
    step.name,
    `${status === 0 ? 'passed' : 'FAILED'} in ${duration(performance.now() - started)}`,
  ]);
  if (status !== 0) finish(status ?? 1);
}
finish(0);
