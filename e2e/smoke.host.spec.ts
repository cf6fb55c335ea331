import { pagePaths } from '../lib/site';
import { adQuery, expect, startFramework, test, trackingUrl } from './fixtures';

// Every page under the host's own headers: its Content-Security-Policy header must allow everything
// the page runs while loading, hydrating and carrying the query (the fixture fails the test on any
// CSP violation or console error), and the trial button must still reach the tracker.
for (const path of [...pagePaths, '/missing-page']) {
  test(`${path} loads, hydrates and carries the query under the host's headers`, async ({
    page,
  }) => {
    const response = await page.goto(`${path}?${adQuery}`);
    expect(response?.status()).toBe(path === '/missing-page' ? 404 : 200);
    expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none'/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await startFramework(page);
    const home = page.getByRole('link', { name: /Back to Home|Return to Home/ });
    if (path === '/') {
      await page.getByRole('link', { name: 'Start My VIP Trial Now' }).click();
      await page.waitForURL(`${trackingUrl}?${adQuery}`);
    } else {
      await expect(home).toHaveAttribute('href', `/?${adQuery}`);
    }
  });
}
