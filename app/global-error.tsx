'use client';

import { ErrorScreen } from '@/components/error-screen';
import './globals.css';

/** Replaces the root layout when the layout itself fails, so it brings its own html and body. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="text-ink-950 bg-white font-sans antialiased">
        <main>
          <ErrorScreen />
        </main>
      </body>
    </html>
  );
}
