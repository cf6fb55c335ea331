// The host names the site is served on: site.url's host (lib/site.ts), which is on www, and its
// apex, which redirects to it.
import { site } from '../lib/site.ts';

/** @param url the site's URL, e.g. https://www.formafit.app */
export function hostsOf(url: string): { site: string; apex: string } {
  const host = new URL(url).hostname;
  if (!host.startsWith('www.'))
    throw new Error(
      `site.url (${url}) must be on www: hosting/nginx.conf.template serves www.<apex> and redirects the apex to it`,
    );
  return { site: host, apex: host.slice('www.'.length) };
}

/** The site's own hosts. */
export const siteHosts = hostsOf(site.url);
