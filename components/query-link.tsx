'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useSyncExternalStore, type ReactNode } from 'react';
import { rawQuery, withQuery } from '@/lib/query';

// location.search is read, not subscribed to: useSearchParams already re-renders on navigation.
const subscribe = () => () => {};
const locationSearch = () => window.location.search;
const noLocation = () => null;

type QueryLinkProps = {
  href: string;
  /** Internal links navigate client-side; calls to action leave the site as a full navigation. */
  internal: boolean;
  className?: string;
  children: ReactNode;
};

/** The only place that reads the visitor's query in the browser; the server renders the same link without it. */
export function QueryLink({ href, internal, className, children }: QueryLinkProps) {
  const routerQuery = useSearchParams().toString();
  const search = useSyncExternalStore(subscribe, locationSearch, noLocation);
  const target = withQuery(href, rawQuery(routerQuery, search));
  return internal ? (
    <Link href={target} prefetch={false} className={className} data-carry="">
      {children}
    </Link>
  ) : (
    <a href={target} className={className} data-cta="" data-carry="">
      {children}
    </a>
  );
}
