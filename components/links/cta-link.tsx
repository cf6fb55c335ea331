import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { QueryLink } from './query-link';

type CtaLinkProps = { className?: string; children: ReactNode };

/**
 * A trial call to action: a real link to the tracking URL, so it works before and without JavaScript,
 * that carries the visitor's query. It replaces the page (no new tab).
 */
export function CtaLink({ className, children }: CtaLinkProps) {
  return (
    <QueryLink href={site.trackingUrl} kind="cta" className={className}>
      {children}
    </QueryLink>
  );
}
