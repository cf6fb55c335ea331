import { routes } from '../lib/site';
import { adQuery, expect, legalTitle, test, trackingUrl } from './fixtures';

// The framework's scripts never arrive: what a visitor on a stalled connection clicks.
test.use({ expectedConsole: /Failed to load resource: net::ERR_FAILED/ });

test.beforeEach(async ({ page }) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
});

test('without the framework the trial buttons already carry the query, and land with it', async ({
  page,
}) => {
  await page.goto(`/?${adQuery}`);
  const cta = page.getByRole('link', { name: 'Start My VIP Trial Now' });
  await expect(cta).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);
  await cta.click();
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
});

test('the final and How It Works buttons carry it too', async ({ page }) => {
  for (const name of ['Start Your 7-Day VIP Trial', 'Start My VIP Trial Today']) {
    await page.goto(`/?${adQuery}`);
    await page.getByRole('link', { name }).click();
    await page.waitForURL(`${trackingUrl}?${adQuery}`);
  }
});

test('an internal link clicked before the framework loads keeps the query', async ({ page }) => {
  await page.goto(`/?${adQuery}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await page.waitForURL(`/terms-of-use?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(routes.terms));
});
