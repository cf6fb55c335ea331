import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { QueryLink } from './query-link';

type InternalLinkProps = { href: string; className?: string; children: ReactNode };

/** A link to a page of this site that keeps the visitor's query string. */
export function InternalLink({ href, className, children }: InternalLinkProps) {
  return (
    <Suspense
      fallback={
        <Link href={href} prefetch={false} className={className} data-carry="">
          {children}
        </Link>
      }
    >
      <QueryLink href={href} internal className={className}>
        {children}
      </QueryLink>
    </Suspense>
  );
}
