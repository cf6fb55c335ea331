import { iconSprite } from '@/lib/icons';

export const dynamic = 'force-static';

/** Every icon as one sprite, drawn at build time: the icons below the first screen use it. */
export function GET() {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
