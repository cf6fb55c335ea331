// Every path that is no page answers 404, as an unknown path does: the same not-found page, of the
// same type, with and without a query: an unknown path, its .html and slash forms (after one
// redirect, where the host makes one), a path below a page, a missing build file, /_not-found. A
// soft 404 fails here; whether that page is the build's is the files line's.
import { pagePaths } from '../../lib/routes.ts';
import { one } from '../http.ts';
import { verifyQuery, type Check } from '../check.ts';
import { browserGet, unknownPath } from '../site.ts';
import { isRedirect, onSite } from './location.ts';

const paths = [
  unknownPath,
  `${unknownPath}.html`,
  `${unknownPath}/`,
  '/no/such/page',
  `${pagePaths[1]}/npm-run-verify`,
  '/_next/static/chunks/npm-run-verify.js',
  '/_not-found',
];

export const notFound: Check = {
  title: '404 with the not-found page',
  promise: 'every path that is no page answers 404 with the not-found page',
  cases: () =>
    paths.flatMap((path) => ['', verifyQuery].map((query) => ({ target: `${path}${query}` }))),
  async assert(first, _, site) {
    let answer = first;
    // One redirect to the clean form of an unknown .html or slash path, and never more.
    for (let hop = 0; isRedirect(answer) && hop < 2; hop += 1) {
      const next = onSite(site, one(answer, 'location') ?? '');
      if (next === null) return [`redirected off the site, to ${one(answer, 'location')}`];
      answer = await browserGet(site, next);
    }
    const page = await browserGet(site, unknownPath);
    const type = one(answer, 'content-type') ?? 'none';
    return [
      answer.status !== 404 && `answered ${answer.status}`,
      // The page an unknown path gets, unless it did not come (the files line says so).
      !page.broken &&
        !answer.body.equals(page.body) &&
        'with another page than an unknown path gets',
      !page.broken && type !== (one(page, 'content-type') ?? 'none') && `as ${type}`,
    ].filter((problem) => typeof problem === 'string');
  },
  whenKept: (count) =>
    `${count} paths that are no page, with and without a query: 404, the not-found page`,
};
