import type { Page } from '@playwright/test';
import { site } from '../lib/site';
import {
  adQuery,
  expect,
  holdFramework,
  scrollToFraction,
  stickyBarSettled as settled,
  test,
  trackingUrl,
  waitForCarryOver,
  watchShifts,
} from './fixtures';

const bar = (page: Page) => page.locator('[data-sticky-bar]');
const joinNow = (page: Page) => page.getByRole('link', { name: 'Join Now' });

type BarLog = { writes: string[]; transitions: number };

/** Records what happens to the bar from now on: attribute writes and transitions. */
async function watchBar(page: Page) {
  await page.evaluate(() => {
    const log: BarLog = { writes: [], transitions: 0 };
    (window as unknown as { barLog: BarLog }).barLog = log;
    const target = document.querySelector('[data-sticky-bar] [data-state]')!;
    new MutationObserver((records) =>
      records.forEach((r) => log.writes.push(r.attributeName!)),
    ).observe(target, { attributes: true });
    target.addEventListener('transitionrun', () => (log.transitions += 1));
  });
  return () => page.evaluate(() => (window as unknown as { barLog: BarLog }).barLog);
}

test.describe('sticky "Join Now" bar on a phone', () => {
  test('is hidden, unfocusable and unannounced until half a window height is scrolled', async ({
    page,
  }) => {
    await page.goto(`/?${adQuery}`);
    await waitForCarryOver(page, adQuery);

    for (const fraction of [0, 0.4]) {
      await scrollToFraction(page, fraction);
      await expect(bar(page).getByText('Join Now')).toBeHidden();
      await expect(joinNow(page)).toHaveCount(0);
    }
    await page.keyboard.press('Tab');
    await expect(bar(page).locator(':focus')).toHaveCount(0);

    await scrollToFraction(page, site.stickyBarRevealFraction + 0.05);
    await expect(joinNow(page)).toBeVisible();
    await expect(joinNow(page)).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);
    await expect(joinNow(page)).toBeInViewport();

    await scrollToFraction(page, 0);
    await expect(joinNow(page)).toHaveCount(0);
  });

  test('appears on scroll while the framework has not arrived, and "Join Now" reaches the tracker', async ({
    page,
  }) => {
    const framework = await holdFramework(page);
    await page.goto(`/?${adQuery}`);
    await scrollToFraction(page, 1);
    await framework.requested();
    await expect(joinNow(page)).toBeVisible();
    await expect(joinNow(page)).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);
    await joinNow(page).click();
    await page.waitForURL(`${trackingUrl}?${adQuery}`);
  });

  test('hydration keeps the shown bar as it is: no flicker, no second animation, no shift', async ({
    page,
  }) => {
    const noShifts = await watchShifts(page);
    const framework = await holdFramework(page);
    await page.goto(`/?${adQuery}`);
    await scrollToFraction(page, 1);
    await expect(joinNow(page)).toBeVisible();
    await settled(page);

    const log = await watchBar(page);
    await framework.hydrate();
    expect(await log()).toEqual({ writes: [], transitions: 0 });
    await expect(joinNow(page)).toBeInViewport();
    await noShifts();

    // The same bar keeps following the scroll once the framework runs.
    await scrollToFraction(page, 0);
    await expect(joinNow(page)).toHaveCount(0);
    await scrollToFraction(page, 1);
    await expect(joinNow(page)).toBeVisible();
  });

  test('is there when the page opens below half a window height: a link to a section, a reload', async ({
    page,
  }) => {
    await page.goto(`/?${adQuery}#start`);
    await expect(joinNow(page)).toBeInViewport();
    await expect(joinNow(page)).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);

    await page.goto(`/?${adQuery}`);
    await scrollToFraction(page, 2);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(joinNow(page)).toBeInViewport();
  });

  test('never covers the footer content', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await expect(joinNow(page)).toBeVisible();
    await settled(page);
    const copyright = (await page
      .getByRole('contentinfo')
      .getByText(/© 2025/)
      .boundingBox())!;
    expect(copyright.y + copyright.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y);
  });
});

test('the sticky bar never shows at 768 px and wider', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  for (const fraction of [0, 0.6, 2, 5]) {
    await scrollToFraction(page, fraction);
    await expect(bar(page)).toBeHidden();
    await expect(joinNow(page)).toHaveCount(0);
  }
});
