import { pagePaths, routes } from '../lib/site';
import { expect, test } from './fixtures';

const titles: Record<string, RegExp> = {
  [routes.home]: /AI home workouts/,
  [routes.privacy]: /Privacy Policy/,
  [routes.terms]: /Terms of Use/,
};

for (const path of pagePaths) {
  const title = titles[path];
  test(`${path} answers 200 with its own title`, async ({ page }) => {
    expect(title, `an expected title for ${path}`).toBeDefined();
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
