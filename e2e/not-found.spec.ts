import { adQuery, expect, test, waitForCarryOver } from './fixtures';

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('/some/missing-page'),
  );
  const response = await page.goto(`/some/missing-page?${adQuery}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  expect((await logged).type()).toBe('log');
  await expect(page.locator('body')).not.toContainText('/some/missing-page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await waitForCarryOver(page, adQuery);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(`/?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('15 minutes a day');
});
