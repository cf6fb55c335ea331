// How long a browser or a cache may keep each answer, Cache-Control read by what it means (RFC
// 9111): the build files, named after their content, for a year; pages, every other file and the
// inventory revalidated before each reuse, so a deploy shows at once; the 404 never kept without
// asking again, so a page published later is found.
import { cacheControl } from '../headers.ts';
import type { Answer } from '../http.ts';
import { type Check } from '../check.ts';
import { unknownPath } from '../site.ts';
import { builtFiles } from './files.ts';

/**
 * The directives, by what they mean: order, case and quotes aside; `public` dropped, which changes nothing
 * for a site no request authorises; `no-cache` as `max-age=0, must-revalidate`, which revalidate
 * before each reuse alike.
 */
function meaning(value: string) {
  const directives = new Set(
    value
      .toLowerCase()
      .split(',')
      .map((d) => d.trim().replace(/\s*=\s*"?([^"]*)"?$/, '=$1'))
      .filter((d) => d && d !== 'public'),
  );
  if (directives.delete('no-cache')) directives.add('max-age=0').add('must-revalidate');
  return directives;
}
const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((d) => b.has(d));
const sent = (answer: Answer) => (answer.headers.get('cache-control') ?? []).join(', ');

export const caching: Check = {
  title: 'caching',
  promise:
    'files under /_next/static/ cached a year, immutable; every other file revalidated; the 404 never kept',
  cases: async (site) =>
    (await builtFiles(site))
      .filter(({ target }) => target !== unknownPath)
      .concat({ file: '', target: unknownPath })
      .map(({ target }) => ({ target, compressed: true })),
  assert(answer, { target }) {
    const value = sent(answer);
    const given = meaning(value);
    if (target === unknownPath)
      return given.has('no-store') || given.has('max-age=0')
        ? []
        : [`Cache-Control: ${value || 'none'}, which lets the 404 be kept`];
    const expected = cacheControl[target.startsWith('/_next/static/') ? 'immutable' : 'revalidate'];
    return same(given, meaning(expected))
      ? []
      : [`Cache-Control: ${value || 'none'}, not ${expected}`];
  },
  whenKept: (count) =>
    `${count} answers: build files immutable for a year, every other file revalidated, the 404 not kept`,
};
