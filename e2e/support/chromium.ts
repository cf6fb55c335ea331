// Debian's Chromium, where it exists: this machine cannot download Playwright's own browser.
import { existsSync } from 'node:fs';

/**
 * /usr/bin/chromium, or undefined so that tools fall back to their own browser (e.g. on a laptop).
 */
export const systemChromium = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

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
