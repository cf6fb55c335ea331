'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { withQuery } from '@/lib/query';
import { useCarriedQuery } from './carried-query';

type QueryLinkProps = {
  href: string;
  /** Internal links navigate client-side; calls to action leave the site as a full navigation. */
  kind: 'internal' | 'cta';
  className?: string;
  children: ReactNode;
};

/**
 * The one markup of every link that carries the visitor's query. The server renders it without the
 * query; hydration adopts that same element and React only updates its href.
 *
 * Where a link goes is always its href attribute, never a React prop: the browser follows the
 * attribute before hydration, and afterwards the click handler reads the attribute at the moment of
 * the click. The attribute is the one the early-attribution script wrote, so there is no instant at
 * which a link shows one address and navigates to another.
 */
export function QueryLink({ href, kind, className, children }: QueryLinkProps) {
  const router = useRouter();
  const link = {
    href: withQuery(href, useCarriedQuery()),
    className,
    'data-carry': '',
    // The early-attribution script has written the query into href before hydration, on purpose.
    suppressHydrationWarning: true,
    children,
  };
  if (kind === 'cta') return <a {...link} data-cta="" />;
  const followInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = event.currentTarget.getAttribute('href');
    if (!target || !isPlainClick(event) || !isSameOrigin(event.currentTarget)) return;
    event.preventDefault();
    router.push(target);
  };
  return <a {...link} onClick={followInApp} />;
}

/** A primary-button click without a modifier: anything else (new tab, download…) is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

function isSameOrigin(link: HTMLAnchorElement): boolean {
  return link.origin === window.location.origin;
}
