'use client';

import { ErrorScreen } from '@/components/error-screen';
import './globals.css';

type GlobalErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError({ reset }: GlobalErrorProps) {
  return (
    <html lang="en">
      <body className="text-ink-950 bg-white font-sans antialiased">
        <main>
          <ErrorScreen onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
