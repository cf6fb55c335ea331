/**
 * The colour tokens of app/globals.css (its @theme block), for what cannot take a Tailwind class:
 * the share card, the favicon and the browser's theme colour. next.config.mjs reads them from the
 * stylesheet when the build starts (lib/node/theme.ts) and hands them over here.
 */
const theme: Record<string, string> = JSON.parse(process.env.THEME_COLORS ?? '{}');

export function color(name: string): string {
  const value = theme[name];
  if (!value) throw new Error(`app/globals.css defines no colour token --color-${name}`);
  return value;
}
