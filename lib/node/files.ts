import { readdirSync } from 'node:fs';
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
