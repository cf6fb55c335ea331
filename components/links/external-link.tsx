import type { ReactNode } from 'react';
import { Icon } from '@/components/site/icon';
import { icons } from '@/lib/icons';

type ExternalLinkProps = { href: string; className?: string; children: ReactNode };

/** A link off the site, marked as such for sighted and screen-reader visitors alike. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} rel="noopener noreferrer external">
      {children}
      <Icon icon={icons.externalLink} className="ml-0.5 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (external site)</span>
    </a>
  );
}
