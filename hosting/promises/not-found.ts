// Every path that is no page answers 404 with the site's own not-found page, as text/html, with and
// without a query: an unknown path, its .html and slash forms (after one redirect, where the host
// makes one), a path below a page, a missing build file, /_not-found. A soft 404 fails here.
import { pagePaths } from '../../lib/routes.ts';
import { metaPolicy } from '../headers.ts';
import { one } from '../http.ts';
import { adQuery, get, isRedirect, made, onSite, text, unknownPath, type Check } from '../site.ts';

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
  says: 'every path that is no page answers 404 with the not-found page',
  cases: () =>
    paths.flatMap((path) => ['', adQuery].map((query) => ({ target: `${path}${query}` }))),
  async assert(first, _, site) {
    let answer = first;
    // One redirect to the clean form of an unknown .html or slash path, and never more.
    for (let hop = 0; isRedirect(answer) && hop < 2; hop += 1) {
      const next = onSite(site, one(answer, 'location') ?? '');
      if (next === null) return [`redirected off the site, to ${one(answer, 'location')}`];
      answer = await get(site, next);
    }
    const html = text(answer);
    // The not-found page's marks: the build's policy <meta>, and noindex, which no page has.
    const page = made(site, '404.html');
    const ours = page
      ? answer.body.equals(page)
      : !!metaPolicy(html) && /<meta name="robots" content="noindex/i.test(html);
    const type = one(answer, 'content-type') ?? 'none';
    return [
      answer.status !== 404 && `answered ${answer.status}${ours ? ' (a soft 404)' : ''}`,
      !ours && 'with a page that is not the not-found page',
      !/^text\/html/.test(type) && `as ${type}`,
    ].filter((problem) => typeof problem === 'string');
  },
  holds: (count) =>
    `${count} paths that are no page, with and without a query: 404, the not-found page`,
};
