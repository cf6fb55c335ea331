import { inlineScript } from './inline-script.ts';

/**
 * Keeps the page's address on this site. An ad template written as `{lpurl}/?utm_source=…` on a
 * final URL that already ends in "/", or a base URL and a path joined by hand, sends visitors to
 * `//?gclid=…` or `//privacy-policy?…`. The browser reads a path that starts with "//" as another
 * host, so the router, which writes the address back when it starts, would fail and replace the page
 * with an error. So the address loses its extra leading slashes before anything else runs, the
 * query and fragment kept byte for byte:
 * - where the host served the page the address names (its canonical link says so: nginx, for one,
 *   merges the slashes), the address is corrected in place;
 * - anywhere else (a host that answered with the not-found page), the page is loaded again at the
 *   corrected address, where the host serves the right one.
 *
 * Self-contained (see inlineScript): it reads only the page.
 */
function keepAddressOnSite() {
  const { pathname, search, hash } = location;
  if (!pathname.startsWith('//')) return;
  const path = pathname.replace(/^\/+/, '/');
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const served = canonical && new URL(canonical, location.href).pathname.replace(/(.)\/$/, '$1');
  if (served === path) history.replaceState(history.state, '', path + search + hash);
  else location.replace(path + search + hash);
}

/** Inline in every page, first; the post-build step adds its hash to the Content-Security-Policy. */
export const addressScript = inlineScript(keepAddressOnSite);
