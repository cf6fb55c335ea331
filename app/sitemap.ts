import type { MetadataRoute } from 'next';
import { legalDocuments } from '@/content/legal';
import { pagePaths, routes, site } from '@/lib/site';

export const dynamic = 'force-static';

type Entry = Omit<MetadataRoute.Sitemap[number], 'url'>;

/** How each page changes; a page without an entry here is listed plainly. */
const entries: Record<string, Entry> = {
  [routes.home]: { changeFrequency: 'monthly', priority: 1 },
  ...Object.fromEntries(
    Object.entries(legalDocuments).map(([path, { frontmatter }]) => [
      path,
      { lastModified: frontmatter.date, changeFrequency: 'yearly', priority: 0.3 },
    ]),
  ),
};

export default function sitemap(): MetadataRoute.Sitemap {
  return pagePaths.map((path) => ({ url: new URL(path, site.url).href, ...entries[path] }));
}
