import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The colour tokens of app/globals.css (its @theme block), for what cannot take a Tailwind class:
 * the share card, the favicon and the browser's theme colour. Read at build time, so the CSS stays
 * the one place a colour is written.
 */
const theme = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');

export function color(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8});`).exec(theme)?.[1];
  if (!value) throw new Error(`app/globals.css defines no colour token --color-${name}`);
  return value;
}
