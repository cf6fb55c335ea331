import { inlineScript } from './inline-script.ts';
import { appendQuery, MAX_FORWARDED_QUERY_LENGTH } from './query.ts';

/**
 * Carries the visitor's query in every link marked data-carry. The framework only starts on the
 * visitor's first interaction (see build-steps/transforms/framework-scripts.ts), and may never arrive on a stalled
 * connection, so this runs first: once the document is parsed it writes the query into every such
 * link, so hrefs are right for copying, long-press and crawlers too; a click that lands earlier is
 * carried as it happens. Links added later (a page reached client-side) are carried as they
 * arrive. The trial buttons have no other code: React renders them once and never touches their
 * href. Links whose href already has a query are left alone, so it never fights the internal links
 * React renders with the query. The query is appended by `append`, which is appendQuery from
 * lib/query.ts: the app's own function.
 *
 * Self-contained (see inlineScript): it reads only its parameters and the page.
 */
function carryQuery(append: typeof appendQuery, max: number) {
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
  const start = () => {
    carryAll();
    new MutationObserver(carryAll).observe(document.body, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

/** Inline in every page's body; the post-build step adds its hash to the Content-Security-Policy. */
export const carryQueryScript = inlineScript(carryQuery, appendQuery, MAX_FORWARDED_QUERY_LENGTH);
