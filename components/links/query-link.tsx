'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
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
 */
export function QueryLink({ href, kind, className, children }: QueryLinkProps) {
  const link = { href: withQuery(href, useCarriedQuery()), className, 'data-carry': '', children };
  return kind === 'internal' ? <Link {...link} prefetch={false} /> : <a {...link} data-cta="" />;
}
