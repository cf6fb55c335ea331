import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './scripts/chromium.mjs';

// HOST=nginx runs the suite against the shipped nginx config instead of `serve` (npm start).
const nginx = process.env.HOST === 'nginx';
const port = Number(process.env.PORT ?? (nginx ? 4174 : 4173));
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;

const launchOptions = systemChromium ? { executablePath: systemChromium, args: chromiumFlags } : {};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Hydration starts after the first frame (see scripts/html-transforms.mjs), so on a busy 2-core CI
  // machine a wait for client behaviour can take a few seconds: timings belong in the bench.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    // Checks of the built files in out/: no browser, run once.
    { name: 'output', testMatch: /\.output\.spec\.ts$/ },
    {
      name: 'phone',
      testIgnore: /\.output\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: /\.output\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  // Serves out/ as `npm start` does (clean URLs, 404.html with status 404), or through nginx.
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: nginx
          ? `node scripts/nginx.mjs --port ${port}`
          : `npx serve out --no-clipboard --listen tcp://127.0.0.1:${port}`,
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
