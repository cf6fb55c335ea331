import { routes } from '../lib/site';
import {
  adQuery,
  expect,
  holdFramework,
  legalTitle,
  pages,
  startFramework,
  test,
} from './fixtures';
import { armClick, landedAt } from './support/click-at-hydration.mjs';

/** Internal links: every carried link that is not a trial button. */
const internal = 'a[data-carry]:not([data-cta])';

for (const path of [...pages, '/missing-page']) {
  test(`every internal link on ${path} clicked the instant hydration commits keeps the query`, async ({
    page,
  }) => {
    await page.goto(`${path}?${adQuery}`);
    const targets = await page
      .locator(internal)
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(targets.length, 'internal links on the page').toBeGreaterThanOrEqual(2);

    for (const [index, target] of targets.entries()) {
      await page.unroute('**/_next/static/**/*.js');
      const framework = await holdFramework(page);
      await page.goto(`${path}?${adQuery}`);
      await page.evaluate(armClick, { selector: internal, index });
      // The not-found page starts the framework by itself after its first paint.
      if (path !== '/missing-page') await page.mouse.move(1, 1);
      await framework.requested();
      framework.release();

      let landed: string | null = null;
      await expect
        .poll(async () => (landed = await page.evaluate(landedAt)), {
          message: `link ${index} (to ${target}) was followed`,
          timeout: 15_000,
        })
        .not.toBeNull();
      const url = new URL(landed!);
      expect(url.pathname, `link ${index} led to its page`).toBe(target);
      expect(url.search, `link ${index} to ${target} kept the query`).toBe(`?${adQuery}`);
    }
  });
}

test('Back after a client-side visit to a legal page: the trial buttons still carry the query', async ({
  page,
}) => {
  await page.goto(`/?${adQuery}`);
  await startFramework(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL(`/privacy-policy?${adQuery}`);
  expect(
    await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    'a client-side navigation',
  ).toBe(1);

  await page.goBack();
  await page.waitForURL(`/?${adQuery}`);
  const cta = page.getByRole('link', { name: 'Start My VIP Trial Now' });
  await expect(cta).toHaveAttribute('href', new RegExp(`\\?${escape(adQuery)}$`));

  await page.goForward();
  await page.waitForURL(`/privacy-policy?${adQuery}`);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(`/?${adQuery}`);
  await cta.click();
  await page.waitForURL((url) => url.search === `?${adQuery}` && url.pathname === '/click');
});

test('Back after reloading the legal page: the trial buttons still carry the query', async ({
  page,
}) => {
  await page.goto(`/?${adQuery}`);
  await startFramework(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL(`/privacy-policy?${adQuery}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(routes.privacy));

  await page.goBack();
  await page.waitForURL(`/?${adQuery}`);
  const cta = page.getByRole('link', { name: 'Start My VIP Trial Now' });
  await expect(cta).toHaveAttribute('href', new RegExp(`\\?${escape(adQuery)}$`));
  await cta.click();
  await page.waitForURL((url) => url.search === `?${adQuery}` && url.pathname === '/click');
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
