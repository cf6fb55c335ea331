// Every trial link, the site's one job, leads to the tracking URL of lib/site.ts: a link a host or CDN
// rewrote sends the visitor elsewhere, or the tracker misses them. On the live site the tracker itself
// is asked once, with a test query.
import { pagePaths } from '../../lib/routes.ts';
import { withQuery } from '../../lib/query.ts';
import { site as config } from '../../lib/site.ts';
import { adQuery, browserGets, text, type Check } from '../site.ts';

const tracker = new URL(withQuery(config.trackingUrl, adQuery));

export const trialLinks: Check = {
  title: 'trial links',
  says: 'every trial link leads to the tracking URL',
  cases: (site) =>
    browserGets(pagePaths).concat(
      site.offline ? [] : [{ target: `${tracker.pathname}${tracker.search}`, at: tracker }],
    ),
  assert(answer, { target, at }) {
    if (at) return answer.status < 400 ? [] : [`the tracker answered ${answer.status}`];
    const links = [...text(answer).matchAll(/<a\s[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => /\sdata-cta[\s=>]/.test(tag))
      .map((tag) => (/\shref="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&amp;/g, '&'));
    const elsewhere = links.filter((href) => href !== config.trackingUrl);
    if (target === '/' && !links.length) return ['no trial link'];
    return elsewhere.length ? [`trial links to ${[...new Set(elsewhere)].join(', ')}`] : [];
  },
  holds: (_, site) =>
    `every one leads to ${config.trackingUrl}${site.offline ? ' (the tracker is not asked: --offline)' : ", which answers the visitor's query"}`,
};
