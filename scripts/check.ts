#!/usr/bin/env node
// npm run check: everything CI runs, in order, stopping at the first failure: the formatting, the
// lint, the types, the editors' content, the GitHub workflows, Renovate's config, then npm test.
// A summary at the end lists every step. Name steps to run only those:
//   node scripts/check.ts [format] [lint] [types] [legal] [copy] [workflows] [renovate] [test]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from '../lib/node/run.ts';

const workflows = readdirSync(join(root, '.github', 'workflows'))
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `.github/workflows/${file}`);

const steps = [
  { key: 'format', name: 'formatting (Prettier)', program: 'prettier', args: ['--check', '.'] },
  { key: 'lint', name: 'lint (ESLint)', program: 'eslint', args: ['--max-warnings=0', '.'] },
  { key: 'types', name: 'types (tsc)', program: 'tsc', args: ['--noEmit'] },
  { key: 'legal', name: 'the legal text', program: 'node', args: ['build-steps/check-mdx.ts'] },
  { key: 'copy', name: 'the landing copy', program: 'node', args: ['build-steps/check-copy.ts'] },
  ...workflows.map((file) => ({
    key: 'workflows',
    name: `workflow ${file}`,
    program: 'action-validator',
    args: [file],
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
  { key: 'test', name: 'npm test', program: 'node', args: ['e2e/suite.ts'] },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((key) => !steps.some((step) => step.key === key));
if (unknown.length) {
  console.error(
    `check: no step ${unknown.join(', ')}; the steps are ${[...new Set(steps.map((s) => s.key))].join(', ')}.`,
  );
  process.exit(2);
}

const summary: string[] = [];
let failed = false;
for (const step of steps.filter((s) => chosen.length === 0 || chosen.includes(s.key))) {
  console.log(`\n== ${step.name}`);
  const { status, error } = run(step.program, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...('env' in step ? step.env : {}) },
  });
  if (error) console.error(`check: ${step.program} could not start: ${error.message}`);
  summary.push(`  ${step.name.padEnd(44)} ${status === 0 ? 'passed' : 'FAILED'}`);
  if (status !== 0) {
    failed = true;
    break;
  }
}
console.log(['\nnpm run check summary', ...summary].join('\n'));
process.exit(failed ? 1 : 0);
