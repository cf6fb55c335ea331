import { iconSprite } from '@/lib/icons';

export const dynamic = 'force-static';

/** Every icon in one image, which the icons' stylesheet masks each icon with (lib/icons.ts). */
export function GET() {
  return new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
