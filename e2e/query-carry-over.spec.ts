import { routes } from '../lib/site';
import {
  adQuery,
  expect,
  legalTitle,
  startFramework,
  test,
  trackingUrl,
  waitForCarryOver,
} from './fixtures';

test('the query survives client-side navigation, Back and Forward, and keeps being carried', async ({
  page,
}) => {
  await page.goto(`/?${adQuery}`);
  await startFramework(page);
  await waitForCarryOver(page, adQuery);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL(`/privacy-policy?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(routes.privacy));
  await waitForCarryOver(page, adQuery);

  await page.goBack();
  await page.waitForURL(`/?${adQuery}`);
  const cta = page.getByRole('link', { name: 'Start My VIP Trial Now' });
  await expect(cta).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);

  await page.goForward();
  await page.waitForURL(`/privacy-policy?${adQuery}`);
  await page.getByRole('link', { name: 'Terms of Use' }).first().click();
  await page.waitForURL(`/terms-of-use?${adQuery}`);
  await waitForCarryOver(page, adQuery);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(`/?${adQuery}`);
  await waitForCarryOver(page, adQuery);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    'one document throughout: the router, not a reload, showed each page',
  ).toBe(1);
  await cta.click();
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
});
