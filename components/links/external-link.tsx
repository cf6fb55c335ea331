import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type ExternalLinkProps = { href: string; className?: string; children: ReactNode };

/** A link off the site, marked as such for sighted and screen-reader visitors alike. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} rel="noopener noreferrer external">
      {children}
      <ExternalIcon aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (external site)</span>
    </a>
  );
}
