import { iconStylesheet } from '@/lib/icons';

export const dynamic = 'force-static';

/** The icons below the first screen for a visitor without scripts, drawn at build time. */
export function GET() {
  return new Response(iconStylesheet(), { headers: { 'Content-Type': 'text/css' } });
}
