import { expect, test } from './fixtures';

for (const [path, title] of [
  ['/', /AI home workouts/],
  ['/privacy-policy', /Privacy Policy/],
  ['/terms-of-use', /Terms of Use/],
] as const) {
  test(`${path} answers 200 with its own title`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});
