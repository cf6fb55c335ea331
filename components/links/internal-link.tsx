import type { ReactNode } from 'react';
import { QueryLink } from './query-link';

type InternalLinkProps = { href: string; className?: string; children: ReactNode };

/** A link to a page of this site that keeps the visitor's query string. */
export function InternalLink({ href, className, children }: InternalLinkProps) {
  return (
    <QueryLink href={href} kind="internal" className={className}>
      {children}
    </QueryLink>
  );
}
