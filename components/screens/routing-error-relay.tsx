'use client';

import { useSyncExternalStore } from 'react';
import { routingErrors } from '@/lib/history-guard';

/**
 * Throws, inside the app's error boundary, an error the router met writing the address outside it
 * (lib/history-guard.ts), so that the visitor sees the site's error screen (app/global-error.tsx),
 * never the framework's own.
 */
export function RoutingErrorRelay() {
  const error = useSyncExternalStore(
    routingErrors.subscribe,
    () => routingErrors.current,
    () => null,
  );
  if (error) throw error;
  return null;
}
