import { logo } from '@/lib/logo';
import { color } from '@/lib/theme';

export const dynamic = 'force-static';

/** The favicon: the logo drawn in the theme's colours, at build time. */
export function GET() {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logo.viewBox}">` +
    `<rect width="${logo.size}" height="${logo.size}" rx="${logo.radius}" fill="${color('brand-300')}"/>` +
    `<path d="${logo.pulse}" fill="none" stroke="${color('ink-950')}" stroke-width="${logo.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>` +
    '</svg>';
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
