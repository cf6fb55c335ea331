// Debian's Chromium, where it exists: this machine cannot download Playwright's own browser.
import { existsSync } from 'node:fs';

const installed = (path: string) => (existsSync(path) ? path : undefined);

/**
 * /usr/bin/chromium, the whole browser, for the tools that measure or compare engines (Lighthouse,
 * puppeteer), or undefined so that they fall back to their own browser (e.g. on a laptop).
 */
export const systemChromium = installed('/usr/bin/chromium');

/**
 * The browser the Playwright tests drive: Debian's headless shell (`chromium-headless-shell`), the
 * build Playwright itself runs headless tests in, where it exists; else Debian's whole Chromium;
 * else undefined, for Playwright's own headless shell. The shell does the same work as the whole
 * browser at half its CPU, which halves the browser tests on a 2-core machine.
 */
export const testChromium = installed('/usr/bin/chromium-headless-shell') ?? systemChromium;

/** Flags for headless runs as root on a machine whose network is closed. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
