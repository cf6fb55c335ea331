import type { MetadataRoute } from 'next';
import { routes, site } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: new URL(routes.home, site.url).href, changeFrequency: 'monthly', priority: 1 },
    {
      url: new URL(routes.privacy, site.url).href,
      lastModified: site.legal.privacyUpdated,
      changeFrequency: 'yearly',
      priority: 0.3,
    },
    {
      url: new URL(routes.terms, site.url).href,
      lastModified: site.legal.termsEffective,
      changeFrequency: 'yearly',
      priority: 0.3,
    },
  ];
}
