import { readFileSync } from 'node:fs';
import { exportedFile, routes } from '../lib/site';
import { readElements } from '../build-steps/page.ts';
import {
  adQuery,
  expect,
  holdFramework,
  legalTitle,
  moveMouse,
  pages,
  startFramework,
  test,
  trackingUrl,
} from './fixtures';
import { armClick, landedAt } from './support/click-at-hydration.ts';

/** Internal links: every carried link that is not a trial button. */
const internal = 'a[data-carry]:not([data-cta])';

/** Where each internal link of a page leads, in document order, as the exported HTML has them. */
function internalTargets(path: string): string[] {
  const file = `out/${pages.includes(path) ? exportedFile(path) : '404.html'}`;
  return readElements(readFileSync(file, 'utf8'))
    .filter((e) => e.tag === 'a' && e.attrs.has('data-carry') && !e.attrs.has('data-cta'))
    .map((e) => new URL(e.attrs.get('href')!, 'https://site.test').pathname);
}

for (const path of [...pages, '/missing-page']) {
  const targets = internalTargets(path);
  test(`${path} has internal links to click`, () => {
    expect(targets.length).toBeGreaterThanOrEqual(2);
  });

  for (const [index, target] of targets.entries()) {
    test(`${path}: internal link ${index + 1} (to ${target}), clicked the instant hydration commits, keeps the query`, async ({
      page,
    }) => {
      const framework = await holdFramework(page);
      await page.goto(`${path}?${adQuery}`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(armClick, { selector: internal, index });
      if (path !== '/missing-page') await moveMouse(page);
      await framework.requested();
      framework.release();

      // A click may load a new document (leaving the not-found page does): an
      // evaluation under way as it replaces the page cannot finish, and means not there yet.
      const whereLanded = () =>
        page.evaluate(landedAt).catch((error: Error) => {
          if (error.message.includes('Execution context was destroyed')) return null;
          throw error;
        });
      let landed: string | null = null;
      await expect
        .poll(async () => (landed = await whereLanded()), {
          message: `link ${index + 1} (to ${target}) was followed`,
          timeout: 15_000,
        })
        .not.toBeNull();
      const url = new URL(landed!);
      expect(url.pathname, 'the link led to its page').toBe(target);
      expect(url.search, 'the link kept the query').toBe(`?${adQuery}`);
    });
  }
}

test('Back after reloading the legal page, before the framework starts, shows the home page, whose trial buttons carry the query (Next assumption: routerReplaysTraversal)', async ({
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
  await expect(cta).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);
  await cta.click();
  await page.waitForURL(`${trackingUrl}?${adQuery}`);
});
