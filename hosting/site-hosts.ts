// The host names the site is served on: site.url's host (lib/site.ts), which is on www, and its
// apex, which redirects to it. The TypeScript side reads site.url itself; the build steps, which
// are plain JS, read it back from the canonical URL the build wrote into out/index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readElements } from '../build-steps/page.ts';

/** @param url the site's URL, e.g. https://www.formafit.app */
export function hostsOf(url: string): { site: string; apex: string } {
  const site = new URL(url).hostname;
  if (!site.startsWith('www.'))
    throw new Error(
      `site.url (${url}) must be on www: hosting/nginx.conf.template serves www.<apex> and redirects the apex to it`,
    );
  return { site, apex: site.slice('www.'.length) };
}

/** The hosts of the built site, from its home page's canonical URL. */
export function siteHosts(out: string = 'out') {
  const canonical = readElements(readFileSync(join(out, 'index.html'), 'utf8')).find(
    (e) => e.tag === 'link' && e.attrs.get('rel') === 'canonical',
  );
  const href = canonical?.attrs.get('href');
  if (!href) throw new Error(`${out}/index.html has no canonical URL to take the site's host from`);
  return hostsOf(href);
}
