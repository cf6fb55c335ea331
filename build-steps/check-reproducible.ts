#!/usr/bin/env node
// Builds the site twice and fails unless both builds of out/ are byte-identical, so a deploy can be
// verified against a build of the same commit. Run after `npm run build`: it hashes that out/,
// builds again, and compares file by file.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, by its path there, with its content hash. */
const digest = (dir: string) =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
      }),
  );

const first = digest('out');
execFileSync('npm', ['run', 'build', '--silent'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
const second = digest('out');

const differences = [...new Set([...first.keys(), ...second.keys()])]
  .filter((file) => first.get(file) !== second.get(file))
  .sort();
if (differences.length) {
  console.error(
    `Two builds differ in ${differences.length} file(s):\n  ${differences.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`Reproducible: two builds produced the same ${first.size} files, byte for byte.`);
