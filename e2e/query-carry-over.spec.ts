import type { Page } from '@playwright/test';
import { routes } from '../lib/site';
import {
  adQuery,
  expect,
  legalTitle,
  pages,
  startFramework,
  test,
  trackingUrl,
  waitForCarryOver,
} from './fixtures';

/** Every link on the page, sorted into the three building blocks. */
async function links(page: Page) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return {
    internal: hrefs.filter((h) => h.startsWith('/')),
    cta: hrefs.filter((h) => h.startsWith(trackingUrl)),
    anchors: hrefs.filter((h) => h.startsWith('#')),
    other: hrefs.filter(
      (h) => !h.startsWith('/') && !h.startsWith('#') && !h.startsWith(trackingUrl),
    ),
  };
}

function expectCarried(href: string, query: string) {
  const [beforeHash] = href.split('#');
  expect(beforeHash.endsWith(`?${query}`), `${href} carries ?${query}`).toBe(true);
}

for (const path of [...pages, '/missing-page']) {
  test(`every internal link and trial button on ${path} carries the query`, async ({ page }) => {
    await page.goto(`${path}?${adQuery}`);
    await waitForCarryOver(page, adQuery);
    const { internal, cta, other } = await links(page);
    expect(internal.length).toBeGreaterThanOrEqual(3);
    for (const href of [...internal, ...cta]) expectCarried(href, adQuery);
    for (const href of other) expect(href).toMatch(/^(mailto:|https:\/\/)/);
  });
}

test('the query survives client-side navigation and keeps being carried', async ({ page }) => {
  await page.goto(`/?${adQuery}`);
  await startFramework(page);
  await waitForCarryOver(page, adQuery);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL(`/privacy-policy?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(routes.privacy));
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    'no full reload',
  ).toBe(1);
  await waitForCarryOver(page, adQuery);

  await page.getByRole('link', { name: 'Terms of Use' }).first().click();
  await page.waitForURL(`/terms-of-use?${adQuery}`);
  await waitForCarryOver(page, adQuery);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(`/?${adQuery}`);
  await waitForCarryOver(page, adQuery);
  await page.getByRole('link', { name: 'Start My VIP Trial Now' }).click();
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
});

test('a query with + and malformed escapes reaches the tracker byte for byte', async ({ page }) => {
  const raw = 'q=a+b&x=%E0%A4%A&y=%ZZ&name=J%C3%BCrgen&tilde=~';
  await page.goto(`/?${raw}`);
  await waitForCarryOver(page, raw);
  await page.getByRole('link', { name: 'Start My VIP Trial Now' }).click();
  await page.waitForURL((url) => url.href === `${trackingUrl}?${raw}`);
});
