// Every trial link the build made, the site's one job, leads to the tracking URL of lib/site.ts: a
// build made for another tracker sends visitors elsewhere, or the tracker misses them. On the live
// site the tracker itself is asked once, with a test query. A link a CDN rewrote is a page that is
// not the build's: the files line's.
import { exportedFile, pagePaths } from '../../lib/routes.ts';
import { withQuery } from '../../lib/query.ts';
import { site as config } from '../../lib/site.ts';
import { namesIn } from '../inventory.ts';
import { verifyQuery, browserGets, type Check } from '../check.ts';
import { inventoryFor, text } from '../site.ts';

const tracker = new URL(withQuery(config.trackingUrl, verifyQuery));

export const trialLinks: Check = {
  title: 'trial links',
  promise: 'every trial link leads to the tracking URL',
  cases: (site) =>
    browserGets(pagePaths).concat(
      site.offline ? [] : [{ target: `${tracker.pathname}${tracker.search}`, at: tracker }],
    ),
  async assert(answer, { target, at }, site) {
    if (at) return answer.status < 400 ? [] : [`the tracker answered ${answer.status}`];
    // The build's links, or without its inventory, the page's as served.
    const names =
      (await inventoryFor(site)).inventory?.files[exportedFile(target)]?.names ??
      namesIn(text(answer), 'text/html');
    const links = names.filter(([kind]) => kind === 'trial link').map(([, href]) => href);
    const elsewhere = links.filter((href) => href !== config.trackingUrl);
    if (target === '/' && !links.length) return ['no trial link'];
    return elsewhere.length ? [`trial links to ${[...new Set(elsewhere)].join(', ')}`] : [];
  },
  whenKept: (_, site) =>
    `every one leads to ${config.trackingUrl}${site.offline ? ' (the tracker is not asked: --offline)' : ", which answers the visitor's query"}`,
};
