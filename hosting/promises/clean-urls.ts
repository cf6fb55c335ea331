// Each variant of a page's address (.html, a trailing slash, both, /index) redirected once, 301 or
// 308, to its clean URL, the query byte for byte: click ids, repeated, empty, encoded, hostile
// values. That the clean URL then answers with its page is the files line's. A host that serves or
// 404s a kind of variant (its module's `deviations.cleanUrls`) is held to that.
import { cleanUrlRedirects, variantKind } from '../../lib/routes.ts';
import { one } from '../http.ts';
import { verifyQuery, deviation, type Check } from '../check.ts';
import { browserGet, type Case } from '../site.ts';
import { onSite } from './location.ts';
import { hostileQueries } from './hostile-paths.ts';

type Variant = Case & { from: string; to: string; query: string };

export const cleanUrls: Check<Variant> = {
  title: 'clean-URL variants',
  promise:
    'each .html and trailing-slash variant redirected once to its clean URL, the query byte for byte',
  cases: () =>
    cleanUrlRedirects.flatMap(([from, to]) =>
      [...hostileQueries, verifyQuery].map((query) => ({
        target: `${from}${query}`,
        compressed: true,
        from,
        to,
        query,
      })),
    ),
  async assert(answer, { from, to, query }, site) {
    const difference = deviation(site, 'cleanUrls');
    const kind = difference?.variants?.[variantKind(from)] ?? 'redirect';
    if (kind === 'notFound')
      return answer.status === 404 ? [] : [`answered ${answer.status}, not 404`];
    if (kind === 'page') {
      const page = await browserGet(site, to);
      return answer.status === 200 && answer.body.equals(page.body)
        ? []
        : [`answered ${answer.status}, not the page ${to}`];
    }
    if (answer.status !== 301 && answer.status !== 308)
      return [`answered ${answer.status}, not 301 or 308`];
    const locations = new Set(answer.headers.get('location'));
    if (locations.size > 1)
      return [`Locations ${[...locations].join(' and ')}, which browsers refuse`];
    const location = one(answer, 'location') ?? '';
    const expected = `${to}${difference?.query ? difference.query(query, from) : query}`;
    return onSite(site, location) === expected ? [] : [`→ ${location}, not ${expected}`];
  },
  whenKept: (count, site) =>
    deviation(site, 'cleanUrls')?.variants
      ? `${count} variants and queries, each as the host's module says`
      : `${count} variants and queries, each redirected once, the query byte for byte`,
};
