import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, sorted, as a path from it with forward slashes on every platform. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Runs `work` in a new temporary folder `prefix-…`, removed once it returns, throws or settles. */
export function withScratch<T>(prefix: string, work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  let result: T;
  try {
    result = work(dir);
  } catch (error) {
    remove();
    throw error;
  }
  if (result instanceof Promise) return result.finally(remove) as T;
  remove();
  return result;
}
