/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filesUnder } from './files.ts';

it('lists every file under a folder, nested ones by their path with forward slashes, sorted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'files-'));
  mkdirSync(join(dir, '_next', 'static', 'chunks'), { recursive: true });
  mkdirSync(join(dir, 'empty'));
  for (const file of ['index.html', '404.html', '_next/static/chunks/a.js'])
    writeFileSync(join(dir, ...file.split('/')), '');
  expect(filesUnder(dir)).toEqual(['404.html', '_next/static/chunks/a.js', 'index.html']);
});
