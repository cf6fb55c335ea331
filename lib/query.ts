/**
 * Carrying the visitor's query string (utm_*, gclid, fbclid…) onto links.
 *
 * The raw query is forwarded byte-for-byte: parsing and re-serialising it (URLSearchParams)
 * turns %20 into +, re-encodes ~ and ! and replaces malformed escapes, which corrupts click ids.
 * The link's scheme, host and path come only from the base href, never from the query.
 */

/**
 * Forwarded queries are capped well under the ~8 KB URL limit of common CDNs and trackers, so that
 * the tracking URL plus the query still fits. Past the cap only whole parameters are kept: the query
 * is cut at the last "&" before the cap, and dropped entirely if its first parameter alone is longer.
 */
export const MAX_FORWARDED_QUERY_LENGTH = 4096;

/**
 * Appends the visitor's raw query (search, with or without "?"; a fragment it holds is dropped) to
 * href, keeping any query and fragment href already has. Past `max` characters only whole
 * parameters are kept. Self-contained: it reads nothing but its parameters, so that the inline
 * carry-query script can carry this very function (lib/carry-query-script.ts).
 */
export function appendQuery(href: string, search: string, max: number): string {
  let query = search.startsWith('?') ? search.slice(1) : search;
  const ownHash = query.indexOf('#');
  if (ownHash !== -1) query = query.slice(0, ownHash);
  if (query.length > max) {
    const cut = query.lastIndexOf('&', max);
    query = cut > 0 ? query.slice(0, cut) : '';
  }
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

/** The raw query without "?" or fragment, capped at whole parameters: what withQuery appends. */
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
