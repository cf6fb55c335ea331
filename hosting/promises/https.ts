// Visitors who type the address, or follow an old http link, reach https at www in the chain
// hstspreload.org asks for: http to https on the same host, then the apex to www, path and query kept.
import { pagePaths } from '../../lib/routes.ts';
import { siteHosts } from '../host.ts';
import { one } from '../http.ts';
import type { Check } from '../check.ts';
import type { Case } from '../site.ts';

type Hop = Case & { at: URL; to: string };

export const https: Check<Hop> = {
  title: 'http to https, the apex to www',
  promise:
    'http redirected to https on the same host, then the apex to www, once each, path and query kept',
  on: ['live', 'runtime'],
  cases(site) {
    const { hostname, port } = site.url;
    if (site.url.protocol !== 'https:' || !/[a-z]/i.test(hostname) || hostname === 'localhost')
      return `not checked: ${site.url.origin} has no host name over https`;
    const target = `${pagePaths[1]}?a=1&&b=%2F`;
    const origin = (scheme: string, name: string) =>
      new URL(`${scheme}://${name}:${scheme === 'https' ? port || 443 : (site.httpPort ?? 80)}`);
    const hop = (from: URL, to: URL) => ({ target, at: from, to: `${to.origin}${target}` });
    const hops = [hop(origin('http', hostname), origin('https', hostname))];
    if (hostname === siteHosts.site) {
      const apex = origin('https', siteHosts.apex);
      hops.push(hop(origin('http', siteHosts.apex), apex), hop(apex, site.url));
    }
    return hops;
  },
  assert: (answer, { to }) =>
    [301, 308].includes(answer.status) && one(answer, 'location') === to
      ? []
      : [`answered ${answer.status} → ${one(answer, 'location') ?? 'nowhere'}, not ${to}`],
  whenKept: (count) => `${count} redirects, each once, the path and query kept`,
};
