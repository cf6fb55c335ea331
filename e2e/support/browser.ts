import {
  chromium,
  devices,
  type PlaywrightTestConfig,
  type ReporterDescription,
  type TestInfo,
} from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromiumFlags, testChromium } from './chromium.ts';

/**
 * What every Playwright run needs before its first test, each said in one sentence at once, with no
 * stack trace: a build to test, and a browser (Debian's Chromium where it exists, as this machine
 * cannot download Playwright's; Playwright's own elsewhere).
 */
export function requireBuildAndBrowser() {
  const missing = !existsSync('out/index.html')
    ? 'There is no build to test in out/: run `npm run build` first.'
    : !testChromium && !existsSync(chromium.executablePath())
      ? "The browser tests need Chromium, and this machine has neither Playwright's nor Debian's: " +
        "`npx playwright install chromium` installs Playwright's."
      : null;
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}

/** Debian's headless shell or Chromium where one exists (testChromium), else Playwright's. */
export const launchOptions = { executablePath: testChromium, args: chromiumFlags };

/** The browser every browser project of both Playwright configs uses. */
export const browser = { ...devices['Desktop Chrome'], launchOptions };

/**
 * The reporters of a CI run: a line per test, and on GitHub Actions an annotation on the line of
 * each failing test, which the pull request shows.
 */
export const ciReporters: ReporterDescription[] = [
  ['list'],
  ...(process.env.GITHUB_ACTIONS === 'true' ? [['github'] as ReporterDescription] : []),
];

/** What both Playwright configs share: where the specs are, and how strict a run is. */
export const runSettings = {
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test: CI reports it rather than retrying it away.
  retries: 0,
  workers: 2,
  expect: { timeout: 10_000 },
  use: { trace: { mode: 'retain-on-failure', screenshots: false } },
} satisfies PlaywrightTestConfig;

/**
 * test.afterEach hook of the host specs: a failure names, and attaches, the log of its project's
 * runtime (its project's metadata.log), where the runtime's own errors are.
 */
// Playwright reads the fixtures a hook needs from an object pattern; this one needs none.
export async function attachHostLog({}: object, testInfo: TestInfo) {
  const log = testInfo.project.metadata.log as string | undefined;
  if (!log || testInfo.status === testInfo.expectedStatus || !existsSync(log)) return;
  console.error(`The ${testInfo.project.name} runtime's own log: ${log}`);
  await testInfo.attach(`${testInfo.project.name}.log`, { path: log, contentType: 'text/plain' });
}
