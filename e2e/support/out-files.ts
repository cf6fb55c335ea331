import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inlineHashes } from '../../build-steps/transforms/csp-meta.ts';

export const out = 'out';

const sha256 = (data: Buffer | string, encoding: 'hex' | 'base64' = 'hex') =>
  createHash('sha256').update(data).digest(encoding);

/** Every file of the static export, relative to out/ with forward slashes. */
export function outFiles(): string[] {
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(out, join(entry.parentPath, entry.name)).replace(/\\/g, '/'));
}

/** Content hashes of every file in out/: a 200 body must be one of them, byte for byte. */
export function outFileHashes(): Map<string, string> {
  return new Map(outFiles().map((file) => [sha256(readFileSync(join(out, file))), file]));
}

export const bodyHash = (body: Buffer) => sha256(body);

/** The sha256 of every inline script and style each exported page runs, as CSP sources. */
export function inlineSourceHashes() {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of outFiles().filter((f) => f.endsWith('.html'))) {
    const hashes = inlineHashes(readFileSync(join(out, file), 'utf8'));
    hashes.scripts.forEach((hash) => scripts.add(hash));
    hashes.styles.forEach((hash) => styles.add(hash));
  }
  return { scripts, styles };
}
