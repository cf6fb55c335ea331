import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/og/og-card';
import { ogImage } from '@/lib/metadata';

export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(<OgCard />, { width: ogImage.width, height: ogImage.height });
}
