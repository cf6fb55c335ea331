import { Suspense, type ReactNode } from 'react';
import { site } from '@/lib/site';
import { QueryLink } from './query-link';

type CtaLinkProps = { className?: string; children: ReactNode };

/**
 * A trial call to action: a real link to the tracking URL, so it works before and without JavaScript,
 * that carries the visitor's query once the page runs. It replaces the page (no new tab).
 */
export function CtaLink({ className, children }: CtaLinkProps) {
  return (
    <Suspense
      fallback={
        <a href={site.trackingUrl} className={className} data-cta="" data-carry="">
          {children}
        </a>
      }
    >
      <QueryLink href={site.trackingUrl} internal={false} className={className}>
        {children}
      </QueryLink>
    </Suspense>
  );
}
