import { defineConfig } from '@playwright/test';
import { browser, reporters, requireBuildAndBrowser, runSettings } from './e2e/support/browser';

requireBuildAndBrowser();

// The site itself, in a browser, served as `npm start` serves it.
const serve = 'http://127.0.0.1:4173';
const site = { testIgnore: /\.(output|host)\.spec\.ts$/, use: { ...browser, baseURL: serve } };

// The site in a browser and the built files. The hosts' own runtimes (nginx, Cloudflare's workerd)
// have their own config, playwright.hosts.config.ts, so this one starts only the static server.
export default defineConfig({
  ...runSettings,
  reporter: reporters(),
  projects: [
    // Checks of the built files in out/ (and of the host configs by their vendors' parsers).
    { name: 'output', testMatch: /\.output\.spec\.ts$/ },
    {
      name: 'phone',
      ...site,
      use: { ...site.use, viewport: { width: 375, height: 740 }, hasTouch: true },
    },
    // A second width only for what depends on layout (tagged @layout): accessibility and shifts.
    {
      name: 'desktop',
      ...site,
      grep: /@layout/,
      use: { ...site.use, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node hosting/serve.ts --port ${new URL(serve).port}`,
    url: `${serve}/`,
    reuseExistingServer: !process.env.CI,
  },
});
