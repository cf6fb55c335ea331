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
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { framework } from '../lib/framework.ts';
import { root, run } from '../lib/node/run.ts';
import { build } from './build.ts';
import { isOwnInlineScript } from './next-assumptions.ts';
import { readElements } from './page.ts';

const fixtures = join(root, 'build-steps', 'fixtures', 'next-output');
const version = (name: string) => createRequire(import.meta.url)(`${name}/package.json`).version;

/** On a failure, says so and leaves the fixtures as they are. */
function unless(passed: boolean, failure: string) {
  if (passed) return;
  console.error(`\nfixtures:next: ${failure} build-steps/fixtures/next-output/ is unchanged.`);
  process.exit(1);
}

/**
 * The page with the site's own inline script (app/layout.tsx: the carry-query, sticky bar,
 * scrolling and framework loader scripts, found by the loader's list id) replaced by a stand-in.
 */
function withStandIn(html: string) {
  const own = readElements(html).filter(isOwnInlineScript);
  if (own.length !== 1)
    throw new Error(`fixtures:next: expected the site's one inline script, found ${own.length}`);
  const standIn = `/* The site's own inline script (app/layout.tsx), left out of the capture. */"${framework.dataId}";`;
  return html.slice(0, own[0].textStart) + standIn + html.slice(own[0].textEnd);
}

unless(build({ only: ['export the site'] }), 'next build failed.');
const next = version('next');
const capture = mkdtempSync(join(tmpdir(), 'next-output-'));
for (const page of ['index.html', '404.html'])
  writeFileSync(join(capture, page), withStandIn(readFileSync(join(root, 'out', page), 'utf8')));
writeFileSync(
  join(capture, 'versions.json'),
  `${JSON.stringify({ next, react: version('react') }, null, 2)}\n`,
);
unless(
  run('jest', ['build-steps/transforms', 'build-steps/transform-page.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_OUTPUT_FIXTURES: capture },
  }).status === 0,
  `the transforms do not fit what Next ${next} exports: the failing tests above name what differs. The new capture is in ${capture}.`,
);
unless(
  build({ only: ['post-build'] }),
  `the post-build step failed on what Next ${next} exports (above). The new capture is in ${capture}.`,
);

rmSync(fixtures, { recursive: true, force: true });
cpSync(capture, fixtures, { recursive: true });
rmSync(capture, { recursive: true, force: true });
run('git', ['status', '--short', fixtures], { cwd: root, stdio: 'inherit' });
console.log(`Fixtures from Next ${next} written to build-steps/fixtures/next-output/.`);
