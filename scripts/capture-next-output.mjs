#!/usr/bin/env node
// npm run fixtures:next: captures the pages exactly as `next build` exports them, before any
// post-build transform, as the fixtures of scripts/html-transforms.test.ts. Run it after upgrading
// next or react. It writes nothing until every step has passed:
// 1. `next build`;
// 2. the transform tests, run on the new capture (kept in a temporary folder): if Next's output
//    changed, they fail by name, saying what no longer fits;
// 3. the whole post-build step on the build;
// then the capture replaces scripts/fixtures/next-output/. On a failure the capture stays in its
// temporary folder, which the message names, for a closer look.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const fixtures = join(root, 'scripts', 'fixtures', 'next-output');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const version = (/** @type {string} */ name) =>
  createRequire(import.meta.url)(`${name}/package.json`).version;

/**
 * Runs one step; on a failure, says so and leaves the fixtures as they are.
 * @param {string} failure what to say if the step fails
 * @param {string} command @param {string[]} args @param {object} [options]
 */
function run(failure, command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status === 0) return;
  console.error(`\nfixtures:next: ${failure} scripts/fixtures/next-output/ is unchanged.`);
  process.exit(1);
}

run('next build failed.', join(root, 'node_modules', '.bin', 'next'), ['build']);
const next = version('next');
const capture = mkdtempSync(join(tmpdir(), 'next-output-'));
for (const page of ['index.html', '404.html'])
  copyFileSync(join(root, 'out', page), join(capture, page));
writeFileSync(
  join(capture, 'versions.json'),
  `${JSON.stringify({ next, react: version('react') }, null, 2)}\n`,
);
run(
  `the transforms do not fit what Next ${next} exports: the failing tests above name what differs. The new capture is in ${capture}.`,
  join(root, 'node_modules', '.bin', 'jest'),
  ['scripts/html-transforms.test.ts'],
  { env: { ...env, NEXT_OUTPUT_FIXTURES: capture } },
);
run(
  `the post-build step failed on what Next ${next} exports (above). The new capture is in ${capture}.`,
  process.execPath,
  [join(root, 'scripts', 'postbuild.mjs')],
);

rmSync(fixtures, { recursive: true, force: true });
cpSync(capture, fixtures, { recursive: true });
rmSync(capture, { recursive: true, force: true });
execFileSync('git', ['status', '--short', fixtures], { cwd: root, stdio: 'inherit' });
console.log(`Fixtures from Next ${next} written to scripts/fixtures/next-output/.`);
