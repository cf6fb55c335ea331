'use client';

import { useSearchParams } from 'next/navigation';
import {
  Suspense,
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { rawQuery } from '@/lib/query';

/** The visitor's raw query (without "?"), as links should carry it; "" on the server. */
const QueryContext = createContext('');

/** The query every internal link below carries. */
export function useQuery(): string {
  return use(QueryContext);
}

/**
 * Reads the visitor's query once, for every link on the page. Only the small reader below calls
 * useSearchParams, so only it becomes a client-rendered Suspense boundary in the static export:
 * the links themselves are ordinary markup that hydration adopts, node for node, and React then
 * updates their href in place. Until then the inline carry-query script has already written the
 * same hrefs into the DOM, and a link follows its attribute, not this state (InternalLink).
 *
 * It marks <html data-hydrated> as React commits the hydration (a layout effect): from that
 * instant every internal link is React's. It is the state tests and tools wait for, and the instant the
 * click-at-hydration test clicks at.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('');
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <QueryContext value={query}>
      {children}
      <Suspense fallback={null}>
        <SearchParamsReader onRead={setQuery} />
      </Suspense>
    </QueryContext>
  );
}

function SearchParamsReader({ onRead }: { onRead: (query: string) => void }) {
  const routerQuery = useSearchParams().toString();
  useEffect(() => {
    onRead(rawQuery(routerQuery, window.location.search));
  }, [routerQuery, onRead]);
  return null;
}
