import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The colour tokens of app/globals.css's @theme block, read in Node when the build starts
 * (next.config.mjs, and jest.config.ts for the unit tests), so that the stylesheet stays the one place
 * a colour is written and the site's code reads no file (lib/theme.ts).
 */
export function themeColors(): Record<string, string> {
  const css = readFileSync(join('app', 'globals.css'), 'utf8');
  return Object.fromEntries(
    [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-fA-F]{3,8});/g)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}
