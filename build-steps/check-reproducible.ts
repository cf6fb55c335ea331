#!/usr/bin/env node
// Run after `npm run build`: builds again and fails unless out/ is byte-identical, so a deploy can
// be verified against a build of the same commit.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../lib/node/files.ts';
import { build } from './build.ts';

const digest = (dir: string) =>
  new Map(filesUnder(dir).map((file) => [file, hash('sha256', readFileSync(join(dir, file)))]));

const first = digest('out');
if (!build({ stdio: ['ignore', 'ignore', 'inherit'] })) process.exit(1);
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
