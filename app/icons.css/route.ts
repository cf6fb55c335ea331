import { iconStylesheet } from '@/lib/icons';

export const dynamic = 'force-static';

/** The icons below the first screen, drawn at build time (lib/icons.ts). */
export function GET() {
  return new Response(iconStylesheet(), { headers: { 'Content-Type': 'text/css' } });
}
