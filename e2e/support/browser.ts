import { devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from '../../scripts/chromium.mjs';

/** Debian's Chromium where it exists (this machine cannot download Playwright's), else Playwright's. */
export const launchOptions = systemChromium
  ? { executablePath: systemChromium, args: chromiumFlags }
  : {};

/** The browser every browser project of both Playwright configs uses. */
export const browser = { ...devices['Desktop Chrome'], launchOptions };
