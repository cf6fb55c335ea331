import type { Page } from '@playwright/test';
import { site } from '../lib/site';
import { adQuery, expect, test, trackingUrl, waitForCarryOver } from './fixtures';

const bar = (page: Page) => page.locator('[data-sticky-bar]');
const joinNow = (page: Page) => page.getByRole('link', { name: 'Join Now' });

async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate(
    (f) => window.scrollTo({ top: window.innerHeight * f, behavior: 'instant' }),
    fraction,
  );
  // The bar updates on the next animation frame after a scroll event.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe('sticky "Join Now" bar on a phone', () => {
  test.skip(({ viewport }) => viewport!.width >= 768, 'phone only');

  test('is hidden, unfocusable and unannounced until half a window height is scrolled', async ({
    page,
  }) => {
    await page.goto(`/?${adQuery}`);
    await waitForCarryOver(page, adQuery);

    await expect(bar(page).getByText('Join Now')).toBeHidden();
    await expect(joinNow(page)).toHaveCount(0);
    await scrollToFraction(page, 0.4);
    await expect(bar(page).getByText('Join Now')).toBeHidden();
    await expect(joinNow(page)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(bar(page).locator(':focus')).toHaveCount(0);

    await scrollToFraction(page, site.stickyBarRevealFraction + 0.05);
    await expect(joinNow(page)).toBeVisible();
    await expect(joinNow(page)).toHaveAttribute('href', `${trackingUrl}?${adQuery}`);
    await expect(joinNow(page)).toBeInViewport();

    await scrollToFraction(page, 0);
    await expect(joinNow(page)).toHaveCount(0);
  });

  test('"Join Now" navigates to the tracker with the query', async ({ page }) => {
    await page.goto(`/?${adQuery}`);
    await waitForCarryOver(page, adQuery);
    await scrollToFraction(page, 1);
    await joinNow(page).click();
    await page.waitForURL(`${trackingUrl}?${adQuery}`);
  });

  test('never covers the footer content', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await expect(joinNow(page)).toBeVisible();
    const barTop = (await bar(page).boundingBox())!.y;
    const copyright = page.getByRole('contentinfo').getByText(/© 2025/);
    const box = (await copyright.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  });

  test('never covers an element focused with the keyboard', async ({ page }) => {
    await page.goto('/');
    let checked = 0;
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(async () => {
        // Focus scrolls smoothly: measure once the page has stopped moving.
        let last = -1;
        let still = 0;
        while (still < 5) {
          await new Promise(requestAnimationFrame);
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
        }
        const focused = document.activeElement as HTMLElement | null;
        const panel = document.querySelector('[data-sticky-bar] [data-state]')!;
        if (!focused || focused === document.body || panel.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        const shown = panel.getAttribute('data-state') === 'shown';
        return {
          label: focused.textContent,
          bottom: box.bottom,
          barTop: panel.getBoundingClientRect().top,
          shown,
        };
      });
      if (!state?.shown) continue;
      checked += 1;
      expect(state.bottom, `"${state.label}" is above the bar`).toBeLessThanOrEqual(state.barTop);
    }
    expect(checked, 'focused elements checked while the bar was shown').toBeGreaterThan(3);
  });
});

test.describe('sticky bar on wider screens', () => {
  test('never shows at 768 px and wider', async ({ page, viewport }) => {
    if (viewport!.width < 768) await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/');
    for (const fraction of [0, 0.6, 2, 5]) {
      await scrollToFraction(page, fraction);
      await expect(bar(page)).toBeHidden();
      await expect(joinNow(page)).toHaveCount(0);
    }
  });
});
