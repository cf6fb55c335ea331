#!/usr/bin/env node
// npm run fixtures:next, after upgrading next or react: captures the pages `next build` exports as
// the transforms' fixtures. Only once the transform tests pass on the capture (in a temporary
// folder, left there on a failure) and the post-build step passes does it replace
// build-steps/fixtures/next-output/. The site's own inline script becomes a stand-in, so editing it
// never makes the capture stale.
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

function unless(passed: boolean, failure: string) {
  if (passed) return;
  console.error(`\nfixtures:next: ${failure} build-steps/fixtures/next-output/ is unchanged.`);
  process.exit(1);
}

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
  run('jest', ['build-steps/(transforms/|transform-page|next-assumptions)'], {
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
