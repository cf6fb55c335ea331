import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, systemChromium } from './chromium.mjs';

/** Debian's Chromium where it exists (this machine cannot download Playwright's), else Playwright's. */
export const launchOptions = systemChromium
  ? { executablePath: systemChromium, args: chromiumFlags }
  : {};

/** The browser every browser project of both Playwright configs uses. */
export const browser = { ...devices['Desktop Chrome'], launchOptions };

/** What both Playwright configs share: where the specs are, and how strict a run is. */
export const runSettings = {
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test: CI reports it rather than retrying it away.
  retries: 0,
  workers: 2,
  expect: { timeout: 10_000 },
  use: { trace: 'retain-on-failure' },
} satisfies PlaywrightTestConfig;
