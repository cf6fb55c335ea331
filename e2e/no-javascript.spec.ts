import { routes, site } from '../lib/site';
import { expect, iconsDrawn, legalTitle, test, trackingUrl } from './fixtures';

test.use({ javaScriptEnabled: false });

test('with JavaScript off the landing page shows all content and every trial button works', async ({
  page,
}) => {
  await page.goto('/?utm_source=nojs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('15 minutes a day');
  for (const name of ['How It Works', `Why choose ${site.name}`, 'What our members say'])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(3);
  await expect(page.getByText('4.9/5', { exact: true })).toBeVisible();
  await iconsDrawn(page);
  // Nothing reveals the phone bar without a script; the three in-page trial buttons remain.
  await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 2, behavior: 'instant' }));
  await expect(page.getByRole('link', { name: 'Join Now' })).toHaveCount(0);
  for (const name of [
    'Start My VIP Trial Now',
    'Start Your 7-Day VIP Trial',
    'Start My VIP Trial Today',
  ])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name: 'Start My VIP Trial Today' }).click();
  await page.waitForURL((url) => url.href.startsWith(trackingUrl));
});

test('with JavaScript off the legal and not-found pages render and link home', async ({ page }) => {
  for (const [path, heading] of [
    [routes.privacy, legalTitle(routes.privacy)],
    [routes.terms, legalTitle(routes.terms)],
    ['/gone', 'Oops! Page not found'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: /Back to Home|Return to Home/ })).toHaveAttribute(
      'href',
      '/',
    );
  }
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL('/');
});
