/**
 * Carrying the visitor's query string (utm_*, gclid, fbclid…) onto links.
 *
 * The raw query is forwarded byte-for-byte: parsing and re-serialising it (URLSearchParams)
 * turns %20 into +, re-encodes ~ and ! and replaces malformed escapes, which corrupts click ids.
 * The link's scheme, host and path come only from the base href, never from the query.
 */

/** Forwarded queries are capped well under the ~8 KB URL limit of common CDNs and trackers. */
export const MAX_FORWARDED_QUERY_LENGTH = 4096;

/**
 * Appends the visitor's query (search, with or without "?"; a fragment it holds is dropped) to
 * href, keeping any query and fragment href already has. What goes:
 * - every parameter, its bytes unchanged, in the visitor's order;
 * - "&" only between parameters: a stray "?" or "&" before the first and empty parameters ("&&", a
 *   trailing "&") are left out, so the tracker reads each parameter under its own name;
 * - at most `max` characters: past that, the longest parameters are dropped, one at a time (the
 *   later of two as long), until the rest fits. So a long parameter anywhere in the query costs
 *   only itself, never the short click id that ad platforms append last.
 * Self-contained: it reads nothing but its parameters, so that the inline carry-query script can
 * carry this very function (lib/carry-query-script.ts).
 */
export function appendQuery(href: string, search: string, max: number): string {
  const ownHash = search.indexOf('#');
  const params = (ownHash === -1 ? search : search.slice(0, ownHash))
    .replace(/^[?&]+/, '')
    .split('&')
    .filter(Boolean);
  let length = params.join('&').length;
  const longestFirst = params
    .map((_, i) => i)
    .sort((a, b) => params[b].length - params[a].length || b - a);
  const dropped = new Set<number>();
  for (const i of longestFirst) {
    if (length <= max) break;
    dropped.add(i);
    length -= params[i].length + 1;
  }
  const query = params.filter((_, i) => !dropped.has(i)).join('&');
  if (!query) return href;
  const hashIndex = href.indexOf('#');
  const base = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const fragment = hashIndex === -1 ? '' : href.slice(hashIndex);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${query}${fragment}`;
}

/** Appends the visitor's raw query to href, keeping any query and fragment href already has. */
export function withQuery(href: string, search: string): string {
  return appendQuery(href, search, MAX_FORWARDED_QUERY_LENGTH);
}

/** The query withQuery appends: without "?", fragment or empty parameters, within the cap. */
export function forwardableQuery(search: string): string {
  return withQuery('', search).slice(1);
}

/**
 * Picks the raw query to forward. The router's parsed params are the truth about *which* query is
 * current; location.search holds its original bytes. They disagree only for a moment during a
 * client-side navigation, and then the router's (re-encoded) form is the safe choice.
 */
export function rawQuery(routerQuery: string, locationSearch: string | null): string {
  if (locationSearch === null) return routerQuery;
  const raw = locationSearch.startsWith('?') ? locationSearch.slice(1) : locationSearch;
  // The constructor drops one leading "?", so give it one: a raw query may itself start with "?".
  return new URLSearchParams(`?${raw}`).toString() === routerQuery ? raw : routerQuery;
}
