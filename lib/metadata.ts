import type { Metadata } from 'next';
import { site } from './site.ts';

/** The Open Graph image, rendered at build time by app/opengraph-image.png/route.tsx. */
export const ogImage = {
  url: '/opengraph-image.png',
  width: 1200,
  height: 630,
  alt: site.description,
};

/**
 * Title, description, canonical URL and share cards for one page. Canonical URLs never include the
 * visitor's query, so ad parameters do not split a page's search ranking.
 */
export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      url: path,
      title,
      description,
      images: [ogImage],
    },
    // X reads the title, description and image from the Open Graph tags above; only the card's
    // shape is its own.
    twitter: { card: 'summary_large_image' },
  };
}
