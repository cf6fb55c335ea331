'use client';

import { QueryProvider } from '@/components/links/query-provider';
import { ErrorScreen } from '@/components/screens/error-screen';
import './globals.css';

/**
 * "Try again" loads the page again at its address, the visitor's query included: the error may be
 * the router's (components/screens/routing-error-relay.tsx), which a re-render would meet again,
 * and a reload needs no form, which the Content-Security-Policy's form-action 'none' refuses.
 */
const tryAgain = () => window.location.reload();

/**
 * The one error boundary: it catches whatever fails while rendering or routing, the root layout
 * included, so it brings its own html and body. A second, per-route boundary would only add a chunk
 * to every page.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="text-ink-950 bg-white font-sans antialiased">
        <QueryProvider>
          <main>
            <ErrorScreen onRetry={tryAgain} />
          </main>
        </QueryProvider>
      </body>
    </html>
  );
}
