#!/usr/bin/env node
// npm run fixtures:next: captures the pages as `next build` exports them, before any post-build
// transform, as the fixtures of the transforms' tests (build-steps/transforms/*.test.ts,
// build-steps/transform-page.test.ts). Run it after upgrading next or react. It writes nothing until
// every step has passed:
// 1. `next build`;
// 2. the transform tests, run on the new capture (kept in a temporary folder): if Next's output
//    changed, they fail by name, saying what no longer fits;
// 3. the whole post-build step on the build;
// then the capture replaces build-steps/fixtures/next-output/. On a failure the capture stays in its
// temporary folder, which the message names, for a closer look.
//
// The capture holds what Next writes. The site's own inline script is replaced by a stand-in, so
// that editing it never makes the capture stale: the transforms only check that it is there.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { framework } from '../lib/framework.ts';
import { readElements, runs } from './page.ts';

const root = resolve(import.meta.dirname, '..');
const fixtures = join(root, 'build-steps', 'fixtures', 'next-output');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const version = (name: string) => createRequire(import.meta.url)(`${name}/package.json`).version;

/**
 * Runs one step; on a failure, says so and leaves the fixtures as they are.
 * @param failure what to say if the step fails
 */
function run(failure: string, command: string, args: string[], options: object = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status === 0) return;
  console.error(`\nfixtures:next: ${failure} build-steps/fixtures/next-output/ is unchanged.`);
  process.exit(1);
}

/**
 * The page with the site's own inline script (app/layout.tsx: the carry-query, sticky bar,
 * scrolling and framework loader scripts, found by the loader's list id) replaced by a stand-in.
 */
function withStandIn(html: string) {
  const own = readElements(html).filter((e) => runs(e) && e.text.includes(`"${framework.dataId}"`));
  if (own.length !== 1)
    throw new Error(`fixtures:next: expected the site's one inline script, found ${own.length}`);
  const standIn = `/* The site's own inline script (app/layout.tsx), left out of the capture. */"${framework.dataId}";`;
  return html.slice(0, own[0].textStart) + standIn + html.slice(own[0].textEnd);
}

run('next build failed.', join(root, 'node_modules', '.bin', 'next'), ['build']);
const next = version('next');
const capture = mkdtempSync(join(tmpdir(), 'next-output-'));
for (const page of ['index.html', '404.html'])
  writeFileSync(join(capture, page), withStandIn(readFileSync(join(root, 'out', page), 'utf8')));
writeFileSync(
  join(capture, 'versions.json'),
  `${JSON.stringify({ next, react: version('react') }, null, 2)}\n`,
);
run(
  `the transforms do not fit what Next ${next} exports: the failing tests above name what differs. The new capture is in ${capture}.`,
  join(root, 'node_modules', '.bin', 'jest'),
  ['build-steps/transforms', 'build-steps/transform-page.test.ts'],
  { env: { ...env, NEXT_OUTPUT_FIXTURES: capture } },
);
run(
  `the post-build step failed on what Next ${next} exports (above). The new capture is in ${capture}.`,
  process.execPath,
  [join(root, 'build-steps', 'postbuild.ts')],
);

rmSync(fixtures, { recursive: true, force: true });
cpSync(capture, fixtures, { recursive: true });
rmSync(capture, { recursive: true, force: true });
execFileSync('git', ['status', '--short', fixtures], { cwd: root, stdio: 'inherit' });
console.log(`Fixtures from Next ${next} written to build-steps/fixtures/next-output/.`);
