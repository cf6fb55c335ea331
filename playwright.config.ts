import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './scripts/chromium.mjs';
import { ports } from './e2e/support/hosts';

const launchOptions = systemChromium ? { executablePath: systemChromium, args: chromiumFlags } : {};
const browser = { ...devices['Desktop Chrome'], launchOptions };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test: CI reports it rather than retrying it away.
  retries: 0,
  workers: 2,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { trace: 'retain-on-failure' },
  projects: [
    // Checks of the built files in out/ (and of the host configs by their vendors' parsers).
    { name: 'output', testMatch: /\.output\.spec\.ts$/ },
    // The site itself, in a browser, served as `npm start` serves it.
    {
      name: 'phone',
      testIgnore: /\.(output|host)\.spec\.ts$/,
      use: {
        ...browser,
        baseURL: `http://127.0.0.1:${ports.serve}`,
        viewport: { width: 375, height: 740 },
        hasTouch: true,
      },
    },
    // A second width only for what depends on layout (tagged @layout): accessibility and shifts.
    {
      name: 'desktop',
      testIgnore: /\.(output|host)\.spec\.ts$/,
      grep: /@layout/,
      use: {
        ...browser,
        baseURL: `http://127.0.0.1:${ports.serve}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    // What each host's own runtime changes: statuses, redirects, headers, caching, hostile paths,
    // and a smoke test of every page in a browser under the host's Content-Security-Policy header.
    {
      name: 'nginx',
      testMatch: /\.host\.spec\.ts$/,
      use: {
        ...browser,
        baseURL: `https://www.example.com:${ports.nginxHttps}`,
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--host-resolver-rules=MAP www.example.com 127.0.0.1, MAP example.com 127.0.0.1',
          ],
        },
      },
    },
    {
      name: 'cloudflare',
      testMatch: /\.host\.spec\.ts$/,
      use: { ...browser, baseURL: `http://127.0.0.1:${ports.cloudflare}` },
    },
  ],
  webServer: [
    {
      command: `npx serve out --no-clipboard --listen tcp://127.0.0.1:${ports.serve}`,
      url: `http://127.0.0.1:${ports.serve}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/nginx.mjs --http-port ${ports.nginxHttp} --https-port ${ports.nginxHttps}`,
      port: ports.nginxHttps,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/wrangler.mjs --port ${ports.cloudflare}`,
      url: `http://127.0.0.1:${ports.cloudflare}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
