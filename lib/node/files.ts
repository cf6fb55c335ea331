import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

/**
 * Every file under `dir`, as a path from it with forward slashes (as a URL path or a host's
 * config names it, on every platform), sorted.
 */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Runs `work` with a new folder in the system's temporary one, named `prefix-…`, and removes the
 * folder once `work` has returned, thrown or settled: a test run leaves nothing behind.
 */
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
