import type { ReactNode } from 'react';
import { site } from '@/lib/site';

type CtaLinkProps = { className?: string; children: ReactNode };

/**
 * A trial call to action: a plain link to the tracking URL, so it works before and without
 * JavaScript, replacing the page (no new tab). It needs no client code: the inline carry-query
 * script (lib/carry-query-script.ts) writes the visitor's query into its href once the page is
 * parsed, or as it arrives on a page reached client-side, and at the click for one that lands
 * earlier. React renders it once and never changes the attribute.
 */
export function CtaLink({ className, children }: CtaLinkProps) {
  return (
    <a
      href={site.trackingUrl}
      className={className}
      data-carry=""
      data-cta=""
      // The carry-query script has written the query into href before hydration, on purpose.
      suppressHydrationWarning
    >
      {children}
    </a>
  );
}
