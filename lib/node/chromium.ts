// Debian's Chromium, where it exists (a machine may not reach Playwright's own download): for the
// browser tests, the bench and the other engines' run alike.
import { existsSync } from 'node:fs';

const installed = (path: string) => (existsSync(path) ? path : undefined);

/** The whole browser, for the tools that measure or compare engines; else they use their own. */
export const systemChromium = installed('/usr/bin/chromium');

/**
 * What the Playwright tests drive: Debian's headless shell (Playwright's own build for headless
 * tests, doing the whole browser's work at half its CPU), else Debian's Chromium, else Playwright's.
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
