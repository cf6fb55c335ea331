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
const CarriedQueryContext = createContext('');

/** The query every QueryLink below carries. */
export function useCarriedQuery(): string {
  return use(CarriedQueryContext);
}

/**
 * Reads the visitor's query once, for every link on the page. Only the small reader below calls
 * useSearchParams, so only it becomes a client-rendered Suspense boundary in the static export:
 * the links themselves are ordinary markup that hydration adopts, node for node, and React then
 * updates their href in place. Until then the inline early-attribution script has already written
 * the same hrefs into the DOM, and a link follows its attribute, not this state (QueryLink).
 *
 * It marks <html data-hydrated> as React commits the hydration (a layout effect): from that
 * instant every link is React's. It is the state tests and tools wait for, and the instant the
 * click-at-hydration test clicks at.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('');
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <CarriedQueryContext value={query}>
      {children}
      <Suspense fallback={null}>
        <SearchParamsReader onRead={setQuery} />
      </Suspense>
    </CarriedQueryContext>
  );
}

function SearchParamsReader({ onRead }: { onRead: (query: string) => void }) {
  const routerQuery = useSearchParams().toString();
  useEffect(() => {
    onRead(rawQuery(routerQuery, window.location.search));
  }, [routerQuery, onRead]);
  return null;
}
