#!/usr/bin/env node
// npm run check: everything CI runs, in order, stopping at the first failure (format, lint, types,
// the editors' content, the workflows, Renovate's config, then the suite, npm test), and a summary
// of each step's time. Name steps to run only those (`test` is the suite):
//   node scripts/check.ts [format] [lint] [types] [legal] [copy] [workflows] [renovate] [test]
// Before the suite it checks the machine, and stops at once with one sentence saying what to install
// rather than let a hundred tests fail on one missing program. On a laptop a host whose runtime is
// missing is left out with its sentence, named in the summary; in CI only what the platform cannot
// run may be (missingRuntimes, in hosting/hosts/index.ts).
import { chromium } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSteps } from '../build-steps/build.ts';
import { testChromium } from '../lib/node/chromium.ts';
import { missingRuntimes } from '../hosting/hosts/index.ts';
import { neededTool, toolBin, type Tool } from '../lib/node/tools.ts';
import { root, runningFor, runSteps, type Step } from '../lib/node/run.ts';

type Check = Step & {
  key: string;
  /** the command's tool, which npm install leaves out: fetched, if it is not yet, before the steps run */
  tool?: Tool;
};

const workflows = readdirSync(join(root, '.github', 'workflows')).filter((file) =>
  /\.ya?ml$/.test(file),
);
const steps: Check[] = [
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
    // 400 packages only this step needs.
    tool: {
      name: "Renovate's validator",
      package: 'renovate@44.121.2',
      bin: 'renovate-config-validator',
    },
    program: 'node',
    args: ['--strict', '--no-global', 'renovate.json'],
    // Renovate's RE2 is a native module that the install does not build (.npmrc: ignore-scripts);
    // JavaScript's own regular expressions validate the config just as well, without its warning.
    env: { RENOVATE_X_IGNORE_RE2: 'true' },
  },
  ...[
    ['unit tests (Jest)', 'jest'],
    ['build', 'node', 'build-steps/build.ts'],
    ['a second build, byte for byte the same', 'node', 'build-steps/check-reproducible.ts'],
    ['browser tests and the built files (Playwright)', 'playwright', 'test'],
    ['every host (Playwright)', 'playwright', 'test', '-c', 'playwright.hosts.config.ts'],
  ].map(([name, program, ...args]) => ({ key: 'test', name, program, args })),
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
function finish(code: number) {
  const width = Math.max(...summary.map(([name]) => name.length)) + 2;
  console.log(`\nnpm run ${chosen.join(' ') === 'test' ? 'test' : 'check'} summary`);
  for (const [name, outcome] of [...summary, ['in all', runningFor()]])
    console.log(`  ${name.padEnd(width)} ${outcome}`);
  process.exit(code);
}
function stop(sentence: string): never {
  console.error(`\nnpm test: ${sentence}`);
  process.exit(1);
}
/** A step's tool, fetched if it is not yet: its command, or the one sentence why not. */
function fetched(tool: Tool) {
  try {
    neededTool(tool);
    return toolBin(tool)!;
  } catch (error) {
    return stop((error as Error).message);
  }
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

// Each step's tool, fetched before the first step runs.
const { status, outcomes } = runSteps(
  selected.map((step) =>
    step.tool ? { ...step, args: [fetched(step.tool), ...step.args] } : step,
  ),
);
summary.push(...outcomes);
finish(status);
