'use client';

import { useEffect } from 'react';

/**
 * Logs the path a visitor failed to reach. It runs in an effect because 404.html is pre-rendered
 * once for every missing path: rendering the path into markup would break hydration.
 */
export function MissingPathLogger() {
  useEffect(() => {
    console.log('404: no page exists at', window.location.pathname);
  }, []);
  return null;
}
