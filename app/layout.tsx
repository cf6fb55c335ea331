import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/links/query-provider';
import { RoutingErrorRelay } from '@/components/screens/routing-error-relay';
import { addressScript } from '@/lib/address-script';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { carryQueryScript } from '@/lib/carry-query-script';
import { frameworkLoaderScript } from '@/lib/framework-loader-script';
import { iconStylesheetScript, iconStylesheetUrl } from '@/lib/icons';
import { site } from '@/lib/site';
import { color } from '@/lib/theme';
import { scrollScript } from '@/lib/scroll-script';
import { stickyBarScript } from '@/lib/sticky-bar-script';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: site.name,
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
};

export const viewport: Viewport = {
  themeColor: color('ink-950'),
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The inline script writes the sticky bar's height into <html>'s style before hydration.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* The icons below the first screen, without scripts; with them, after the largest paint. */}
        <noscript>
          <link rel="stylesheet" href={iconStylesheetUrl} />
        </noscript>
      </head>
      <body className="bg-ink-950 text-ink-950 font-sans antialiased">
        {/* One inline script, one hash in the CSP: the address kept on this site, the query on
            links, the phone bar's reveal, the site's part in scrolling, the framework's loader
            with its Trusted Types policies, and the icons' stylesheet after the largest paint. */}
        <script
          dangerouslySetInnerHTML={{
            __html: `${addressScript};${carryQueryScript};${stickyBarScript};${scrollScript};${frameworkLoaderScript};${iconStylesheetScript}`,
          }}
        />
        <QueryProvider>
          <a
            href="#main"
            className="bg-brand-300 text-ink-950 forced-button-edge sr-only z-50 rounded-full px-5 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="bg-white focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <RoutingErrorRelay />
        </QueryProvider>
      </body>
    </html>
  );
}
