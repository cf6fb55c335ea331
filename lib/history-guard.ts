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
 * The address with any extra slashes at the start of its path collapsed into one. The browser reads
 * a path that starts with "//" as another host, so a history write of one throws and takes the
 * page down; lib/address-script.ts corrects such an address before the router starts, and this
 * keeps the router from ever writing one back.
 */
export function onThisSite(address: string): string {
  return address.replace(/^\/{2,}/, '/');
}

type Write = (data: unknown, unused: string, url?: string | URL | null) => void;

/**
 * Errors the router met writing the address, which happens outside the app's error boundary:
 * thrown there, they would replace the page with the framework's own error screen, whose inline
 * styles the Content-Security-Policy refuses and whose Reload button is a form. They are kept here
 * for components/screens/routing-error-relay.tsx, inside the boundary, to throw again, so that
 * the visitor gets the site's error screen (app/global-error.tsx).
 */
export const routingErrors = {
  current: null as unknown,
  listeners: new Set<() => void>(),
  report(error: unknown) {
    routingErrors.current = error;
    routingErrors.listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    routingErrors.listeners.add(listener);
    return () => routingErrors.listeners.delete(listener);
  },
};

/**
 * Installs the guard; instrumentation-client.ts calls it before the router starts. Every
 * replaceState and pushState the router makes then passes through it (the router wraps the history
 * methods it finds, these included): an address stays on this site, a replaceState that would
 * change only the fragment keeps the current one, and a write the browser refuses is reported to
 * the app (routingErrors) instead of thrown.
 *
 * And an entry the browser makes for a same-page link has no state, so the router ignores a Back
 * or Forward to it: after a contents entry, a client-side visit and Back, the address would change
 * and the page would not (vercel/next.js#88345). A replaceState of the entry's own address hands it
 * to the router, which records its page in it: Next documents that replaceState integrates with
 * its router.
 */
export function guardHistory() {
  const guarded = (write: Write, address: (url: string) => string): Write =>
    function (this: History, data, unused, url) {
      try {
        write.call(this, data, unused, url == null ? url : address(onThisSite(String(url))));
      } catch (error) {
        routingErrors.report(error);
      }
    };
  history.replaceState = guarded(history.replaceState, (url) => keepFragment(url, location.href));
  history.pushState = guarded(history.pushState, (url) => url);
  addEventListener('hashchange', () => {
    if (history.state === null) history.replaceState(null, '', location.href);
  });
}
