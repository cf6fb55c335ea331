/** @jest-environment node */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, withScratch } from './files.ts';

it('lists every file under a folder, nested ones by their path with forward slashes, sorted', () => {
  withScratch('files', (dir) => {
    mkdirSync(join(dir, '_next', 'static', 'chunks'), { recursive: true });
    mkdirSync(join(dir, 'empty'));
    for (const file of ['index.html', '404.html', '_next/static/chunks/a.js'])
      writeFileSync(join(dir, ...file.split('/')), '');
    expect(filesUnder(dir)).toEqual(['404.html', '_next/static/chunks/a.js', 'index.html']);
  });
});

describe('withScratch', () => {
  it('removes its folder, with what was written in it, once the work returns', () => {
    const dir = withScratch('scratch', (dir) => {
      writeFileSync(join(dir, 'a.txt'), 'a');
      return dir;
    });
    expect(existsSync(dir)).toBe(false);
  });

  it('removes it when the work throws, and lets the error through', () => {
    let used = '';
    expect(() =>
      withScratch('scratch', (dir) => {
        used = dir;
        throw new Error('broken');
      }),
    ).toThrow('broken');
    expect(existsSync(used)).toBe(false);
  });

  it('removes it once asynchronous work settles, not before', async () => {
    let used = '';
    const work = withScratch('scratch', async (dir) => {
      used = dir;
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(existsSync(dir)).toBe(true);
      return 'done';
    });
    await expect(work).resolves.toBe('done');
    expect(existsSync(used)).toBe(false);
  });
});
