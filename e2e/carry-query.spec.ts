import { routes } from '../lib/site';
import { adQuery, expect, legalTitle, test, trackingUrl } from './fixtures';

// The framework's scripts never arrive: what a visitor on a stalled connection clicks.
test.use({ expectedConsole: /Failed to load resource: net::ERR_FAILED/ });

test.beforeEach(async ({ page }) => {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
});

test('without the framework every trial button already carries the query, and takes the whole page to the tracker with it', async ({
  page,
  context,
}) => {
  await page.goto(`/?${adQuery}`);
  const trial = page.getByRole('link', { name: /VIP Trial/ });
  await expect(trial).toHaveCount(3);
  for (const cta of await trial.all())
    await expect(cta).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);
  await trial.first().click();
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
  await expect(page.getByRole('heading', { name: 'Trial provider' })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
});

test('an internal link clicked before the framework loads keeps the query', async ({ page }) => {
  await page.goto(`/?${adQuery}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await page.waitForURL(`/terms-of-use?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(routes.terms));
});
