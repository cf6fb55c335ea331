// How long a browser or a cache may keep each answer, Cache-Control read as a set of directives:
// the build files, named after their content, for a year; pages and their data revalidated, so a
// deploy shows at once; the 404 never kept without asking again, so a page published later is found.
import { exportedFile, pagePaths } from '../../lib/routes.ts';
import { cacheControl } from '../headers.ts';
import type { Answer } from '../http.ts';
import { browserGets, built, unknownPath, type Check } from '../site.ts';

const directives = (value: string) =>
  new Set(
    value
      .toLowerCase()
      .split(',')
      .map((d) => d.trim().replace(/\s*=\s*/, '='))
      .filter(Boolean),
  );
const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((d) => b.has(d));
const sent = (answer: Answer) => (answer.headers.get('cache-control') ?? []).join(', ');

export const caching: Check = {
  title: 'caching',
  says: 'files under /_next/static/ cached a year, immutable; pages and their data revalidated; the 404 never kept',
  async cases(site) {
    const data = pagePaths.map((path) => `/${exportedFile(path).replace(/\.html$/, '.txt')}`);
    const { assets } = await built(site);
    return browserGets([...assets, ...pagePaths, ...data, unknownPath]);
  },
  assert(answer, { target }) {
    const value = sent(answer);
    const given = directives(value);
    if (target === unknownPath)
      return ['no-store', 'no-cache', 'max-age=0'].some((d) => given.has(d))
        ? []
        : [`Cache-Control: ${value || 'none'}, which lets the 404 be kept`];
    const expected = cacheControl[target.startsWith('/_next/static/') ? 'immutable' : 'revalidate'];
    return same(given, directives(expected))
      ? []
      : [`Cache-Control: ${value || 'none'}, not ${expected}`];
  },
  holds: (count) =>
    `${count} answers: build files immutable for a year, pages and data revalidated, the 404 not kept`,
};
