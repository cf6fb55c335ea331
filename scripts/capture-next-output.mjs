#!/usr/bin/env node
// npm run fixtures:next: runs `next build` alone and keeps the pages exactly as Next exported them,
// before any post-build transform, as the fixtures of scripts/html-transforms.test.ts; then it
// finishes the build. Run it after upgrading next or react: the tests then show whether the
// transforms still apply to what the new version exports.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const fixtures = join(root, 'scripts', 'fixtures', 'next-output');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const version = (name) => createRequire(import.meta.url)(`${name}/package.json`).version;

execFileSync(join(root, 'node_modules', '.bin', 'next'), ['build'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
rmSync(fixtures, { recursive: true, force: true });
mkdirSync(fixtures, { recursive: true });
for (const page of ['index.html', '404.html'])
  copyFileSync(join(root, 'out', page), join(fixtures, page));
writeFileSync(
  join(fixtures, 'versions.json'),
  `${JSON.stringify({ next: version('next'), react: version('react') }, null, 2)}\n`,
);
execFileSync(process.execPath, [join(root, 'scripts', 'postbuild.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
console.log(`Fixtures from Next ${version('next')} written to scripts/fixtures/next-output/.`);
