// Where a redirect leads, for the checks that follow one or hold it to the site.
import { site as config } from '../../lib/site.ts';
import { siteHosts } from '../host.ts';
import type { Answer } from '../http.ts';
import type { Site } from '../site.ts';

export const isRedirect = (answer: Answer) => answer.status >= 300 && answer.status < 400;

/** Where a Location leads on this site, path and query as sent, or null when it leaves the site. */
export function onSite(site: Site, location: string, base: URL = site.url): string | null {
  if (!URL.canParse(location, base)) return null;
  const url = new URL(location, base);
  // The site's own origin (site.url) is this site too, wherever it is served for a test.
  for (const origin of new Set([site.url.origin, new URL(config.url).origin]))
    if (url.origin === origin && location.startsWith(origin))
      return location.slice(origin.length) || '/';
  const relative = location.startsWith('/') && !/^[/\\]{2}/.test(location);
  return relative && url.origin === base.origin ? location : null;
}

/** Whether a Location names a host that is not the site's own. */
export const namesAnotherHost = (site: Site, location: string) =>
  !URL.canParse(location, site.url) ||
  ![site.url.hostname, siteHosts.site, siteHosts.apex].includes(
    new URL(location, site.url).hostname,
  );
