'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '@/lib/plain-click';
import { withQuery } from '@/lib/query';
import { useQuery } from './query-provider';

type InternalLinkProps = { href: string; className?: string; children: ReactNode };

/**
 * A link to a page of this site that keeps the visitor's query, and follows it client-side once
 * the framework runs. The server renders it without the query; hydration adopts that same element
 * and React only updates its href.
 *
 * Where it goes is always its href attribute, never a React prop: the browser follows the attribute
 * before hydration, and afterwards the click handler reads the attribute at the moment of the
 * click. The attribute is the one the carry-query script wrote, so there is no instant at which the
 * link shows one address and navigates to another.
 */
export function InternalLink({ href, className, children }: InternalLinkProps) {
  const router = useRouter();
  const followInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = event.currentTarget.getAttribute('href');
    if (!target || !isPlainClick(event) || !isSameOrigin(event.currentTarget)) return;
    event.preventDefault();
    router.push(target);
  };
  return (
    <a
      href={withQuery(href, useQuery())}
      className={className}
      data-carry=""
      // The carry-query script has written the query into href before hydration, on purpose.
      suppressHydrationWarning
      onClick={followInApp}
    >
      {children}
    </a>
  );
}

function isSameOrigin(link: HTMLAnchorElement): boolean {
  return link.origin === window.location.origin;
}
