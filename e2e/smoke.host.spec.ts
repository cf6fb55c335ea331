import { pagePaths, routes } from '../lib/site';
import { adQuery, expect, test, trackingUrl, waitForHydration } from './fixtures';
import { attachHostLog } from './support/browser';

test.afterEach(attachHostLog);

// A whole visit under each host's own headers: its Content-Security-Policy, Trusted Types
// enforced, must allow everything the site does. The fixture fails a test on any CSP violation or
// console error, and listens for violations before the page's first script runs.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('a whole visit, framework started by a tap, raises no violation', async ({ page }) => {
  const response = await page.goto(`/?${adQuery}`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain("'strict-dynamic'");

  await page.getByRole('heading', { level: 1 }).tap();
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { visit: number }).visit = 1;
    window.scrollTo({ top: innerHeight * 3, behavior: 'instant' });
  });
  await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute(
    'href',
    `${trackingUrl}?${adQuery}`,
  );
  const oneDocument = () =>
    page.evaluate(() => (window as unknown as { visit?: number }).visit === 1);

  for (const [name, path] of [
    ['Privacy Policy', routes.privacy],
    ['Terms of Use', routes.terms],
  ]) {
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await page.waitForURL(`${path}?${adQuery}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goBack();
    await page.waitForURL(`/?${adQuery}`);
    await page.goForward();
    await page.waitForURL(`${path}?${adQuery}`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`/?${adQuery}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('minutes a day');
    expect(await oneDocument(), 'the visit stayed client-side').toBe(true);
  }

  await page.getByRole('link', { name: 'Start My VIP Trial Now' }).click();
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
});

for (const path of [...pagePaths, '/missing-page']) {
  test(`${path}: the framework started by a key hydrates with no violation`, async ({ page }) => {
    const response = await page.goto(`${path}?${adQuery}`);
    expect(response?.status()).toBe(path === '/missing-page' ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    const home = page.getByRole('link', { name: /Back to Home|Return to Home|FormaFit/ }).first();
    await expect(home).toHaveAttribute('href', `/?${adQuery}`);
  });
}

test.describe('after hydration', () => {
  // The browser reports each refusal it is asked for here.
  test.use({
    expectedConsole: /TrustedHTML|TrustedScript|CSP violation: require-trusted-types-for/,
  });

  test('Trusted Types are enforced: no markup, script text, foreign or unknown script from a string', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    const attempts = await page.evaluate(() => {
      const refused = (attempt: () => void) => {
        try {
          attempt();
          return false;
        } catch (error) {
          return error instanceof TypeError;
        }
      };
      return {
        markup: refused(() => {
          document.createElement('div').innerHTML = '<img src=x onerror="alert(1)">';
        }),
        foreignScript: refused(() => {
          document.createElement('script').src = 'https://evil.example/x.js';
        }),
        unknownBuildFile: refused(() => {
          document.createElement('script').src = '/_next/static/chunks/not-this-build.js';
        }),
        scriptText: refused(() => {
          document.createElement('script').textContent = 'alert(1)';
        }),
      };
    });
    expect(attempts).toEqual({
      markup: true,
      foreignScript: true,
      unknownBuildFile: true,
      scriptText: true,
    });
  });
});
