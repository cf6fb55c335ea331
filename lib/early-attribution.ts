import { inlineScript } from './inline-script';
import { appendQuery, MAX_FORWARDED_QUERY_LENGTH } from './query';

/**
 * Carries the visitor's query before React runs: the framework only starts on the visitor's first
 * interaction (see scripts/html-transforms.mjs), and may never arrive on a stalled connection. Once
 * the document is parsed it writes the query into every link marked data-carry, so hrefs are right
 * for copying, long-press and crawlers too; a click that lands earlier is carried as it happens.
 * Links whose href already has a query are left alone, so it never fights the hydrated links. The
 * query is appended by `append`, which is appendQuery from lib/query.ts: the app's own function.
 *
 * Self-contained (see inlineScript): it reads only its parameters and the page.
 */
function carryQueryEarly(append: typeof appendQuery, max: number) {
  const carry = (link: Element) => {
    const href = link.getAttribute('href') ?? '';
    if (href.includes('?')) return;
    const carried = append(href, location.search, max);
    if (carried !== href) link.setAttribute('href', carried);
  };
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-carry]') : null;
    if (link) carry(link);
  };
  const carryAll = () => document.querySelectorAll('a[data-carry]').forEach(carry);
  document.addEventListener('click', onClick, true);
  document.addEventListener('auxclick', onClick, true);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', carryAll);
  else carryAll();
}

/** Inline in every page's body; the post-build step adds its hash to the Content-Security-Policy. */
export const earlyAttributionScript = inlineScript(
  carryQueryEarly,
  appendQuery,
  MAX_FORWARDED_QUERY_LENGTH,
);
