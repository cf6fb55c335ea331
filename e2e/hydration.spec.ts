import type { Page } from '@playwright/test';
import {
  adQuery,
  expect,
  holdFramework,
  isHydrated,
  moveMouse,
  pages,
  test,
  trackingUrl,
  waitForHydration,
} from './fixtures';

const heroCta = (page: Page) => page.getByRole('link', { name: 'Start My VIP Trial Now' });

for (const path of [...pages, '/missing-page']) {
  test(`hydration adopts every element of ${path}: the same nodes stay connected`, async ({
    page,
  }) => {
    const framework = await holdFramework(page);
    await page.goto(`${path}?${adQuery}`, { waitUntil: 'domcontentloaded' });
    const before = await page.evaluateHandle(() => [
      ...document.body.querySelectorAll('*:not(script, template)'),
    ]);
    const links = await page.locator('a').count();
    expect(links).toBeGreaterThanOrEqual(4);

    if (path !== '/missing-page') await moveMouse(page);
    await framework.requested();
    expect(await isHydrated(page)).toBe(false);
    framework.release();
    await waitForHydration(page);

    const after = await before.evaluate((before) => ({
      replaced: before.filter((node) => !node.isConnected).map((node) => node.outerHTML),
      sameLinks: [...document.querySelectorAll('a')].every((a) => before.includes(a)),
    }));
    expect(after.replaced, 'elements hydration replaced').toEqual([]);
    expect(after.sameLinks, 'every link is one the server sent').toBe(true);
    expect(await page.locator('a').count()).toBe(links);
  });
}

test('a press before hydration and a release after it reach the tracker with the query', async ({
  page,
}) => {
  const framework = await holdFramework(page);
  await page.goto(`/?${adQuery}`);
  await moveMouse(page);
  await heroCta(page).hover();
  await page.mouse.down();
  await framework.hydrate();
  await page.mouse.up();
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
});

test('focus on a trial button survives hydration, and Enter reaches the tracker with the query', async ({
  page,
}) => {
  const framework = await holdFramework(page);
  await page.goto(`/?${adQuery}`);
  for (
    let i = 0;
    i < 5 && !(await heroCta(page).evaluate((a) => a === document.activeElement));
    i++
  )
    await page.keyboard.press('Tab');
  await expect(heroCta(page)).toBeFocused();
  const focused = await page.evaluateHandle(() => document.activeElement);
  await framework.hydrate();
  expect(
    await focused.evaluate((element) => element === document.activeElement),
    'the element focused before hydration is still focused',
  ).toBe(true);
  await expect(heroCta(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
});

test('"See How It Works" as the first interaction keeps #how-it-works in the URL', async ({
  page,
}) => {
  const framework = await holdFramework(page);
  await page.goto(`/?${adQuery}`);
  await page.getByRole('link', { name: 'See How It Works' }).click();
  await expect(page).toHaveURL(`/?${adQuery}#how-it-works`);
  await framework.hydrate();
  await expect(page).toHaveURL(`/?${adQuery}#how-it-works`);
  await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeInViewport();
});
