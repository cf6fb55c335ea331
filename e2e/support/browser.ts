import {
  chromium,
  devices,
  type PlaywrightTestConfig,
  type ReporterDescription,
  type TestInfo,
} from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromiumFlags, testChromium } from '../../lib/node/chromium.ts';

/** A build to test and a browser, before any Playwright run: one sentence, no stack trace. */
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

/** The browser every browser project of both Playwright configs uses. */
export const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: testChromium, args: chromiumFlags },
};

/** A run's reporters: a line per test; in CI also the HTML report in `folder`, and on GitHub Actions
 * an annotation per failure. */
export const reporters = (folder?: string): ReporterDescription[] =>
  process.env.CI
    ? [
        ['list'],
        ...(process.env.GITHUB_ACTIONS === 'true' ? [['github'] as ReporterDescription] : []),
        ['html', { open: 'never', outputFolder: folder }],
      ]
    : [['list']];

/** What both Playwright configs share: where the specs are, and how strict a run is. */
export const runSettings = {
  testDir: './e2e',
  fullyParallel: true,
  // A flaky test is a failing test: CI reports it rather than retrying it away (no retries).
  forbidOnly: !!process.env.CI,
  workers: 2,
  expect: { timeout: 10_000 },
  use: { trace: { mode: 'retain-on-failure', screenshots: false } },
} satisfies PlaywrightTestConfig;

/** The host specs' afterEach: a failure names, and attaches, its runtime's log (metadata.log). */
// Playwright reads the fixtures a hook needs from an object pattern; this one needs none.
export async function attachHostLog({}: object, testInfo: TestInfo) {
  const log = testInfo.project.metadata.log as string | undefined;
  if (!log || testInfo.status === testInfo.expectedStatus || !existsSync(log)) return;
  console.error(`The ${testInfo.project.name} runtime's own log: ${log}`);
  await testInfo.attach(`${testInfo.project.name}.log`, { path: log, contentType: 'text/plain' });
}
