'use client';

import { QueryProvider } from '@/components/links/query-provider';
import { ErrorScreen } from '@/components/screens/error-screen';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * The one error boundary: it catches whatever fails while rendering, the root layout included, so it
 * brings its own html and body. A second, per-route boundary would only add a chunk to every page.
 */
export default function GlobalError({ reset }: GlobalErrorProps) {
  return (
    <html lang="en">
      <body className="text-ink-950 bg-white font-sans antialiased">
        <QueryProvider>
          <main>
            <ErrorScreen onRetry={reset} />
          </main>
        </QueryProvider>
      </body>
    </html>
  );
}
