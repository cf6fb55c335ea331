import type { MetadataRoute } from 'next';
import { pagePaths, routes, site } from '@/lib/site';

export const dynamic = 'force-static';

type Entry = Omit<MetadataRoute.Sitemap[number], 'url'>;

/** How each page changes; a page without an entry here is listed plainly. */
const entries: Record<string, Entry> = {
  [routes.home]: { changeFrequency: 'monthly', priority: 1 },
  [routes.privacy]: {
    lastModified: site.legal.privacyUpdated,
    changeFrequency: 'yearly',
    priority: 0.3,
  },
  [routes.terms]: {
    lastModified: site.legal.termsEffective,
    changeFrequency: 'yearly',
    priority: 0.3,
  },
};

export default function sitemap(): MetadataRoute.Sitemap {
  return pagePaths.map((path) => ({ url: new URL(path, site.url).href, ...entries[path] }));
}
