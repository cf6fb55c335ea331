/**
 * The address a replaceState should store: `next`, unless all it would change of the current
 * address is the fragment. Then the current fragment stays.
 *
 * Next's router reads the address when it starts and writes its reading back as it commits (a
 * replaceState). A visitor who follows a same-page link (a contents entry, "Skip to content") or
 * goes Back or Forward between such entries in that window, which on this site opens at the first
 * interaction, would see the page at the fragment they chose and the address of an earlier one:
 * sharing or bookmarking it would send others elsewhere. The browser sets the fragment on such a
 * visit and this app never sets one with replaceState, so one written that way is always stale.
 * (Code that wants to move the fragment navigates to it: a link, location.hash or pushState.)
 */
export function keepFragment(next: string, current: string): string {
  const to = new URL(next, current);
  const from = new URL(current);
  const elsewhere =
    to.origin !== from.origin || to.pathname !== from.pathname || to.search !== from.search;
  if (elsewhere || to.hash === from.hash) return next;
  to.hash = from.hash;
  return to.href;
}

/**
 * Installs the guard; instrumentation-client.ts calls it before the router starts. Every
 * replaceState the router makes then passes through keepFragment: the router wraps the history
 * methods it finds, this one included.
 *
 * And an entry the browser makes for a same-page link has no state, so the router ignores a Back
 * or Forward to it: after a contents entry, a client-side visit and Back, the address would change
 * and the page would not (vercel/next.js#88345). A replaceState of the entry's own address hands it
 * to the router, which records its page in it: Next documents that replaceState integrates with
 * its router.
 */
export function guardFragment() {
  const replace = history.replaceState;
  history.replaceState = function (
    this: History,
    data: unknown,
    unused: string,
    url?: string | URL | null,
  ) {
    replace.call(this, data, unused, url == null ? url : keepFragment(String(url), location.href));
  };
  addEventListener('hashchange', () => {
    if (history.state === null) history.replaceState(null, '', location.href);
  });
}
