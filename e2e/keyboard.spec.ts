import type { Page } from '@playwright/test';
import { expect, pages, test } from './fixtures';
import { focusReport, settled } from './support/focus-on-screen.ts';
import { tabThrough } from './support/tab-through.ts';

/** A keyboard as tabThrough() drives it: Tab pressed, or Shift+Tab held down, as fast as it goes. */
function keyboard(page: Page, direction: 'forwards' | 'backwards') {
  return {
    async tab(times: number) {
      if (direction === 'forwards') {
        for (let i = 0; i < times; i += 1) await page.keyboard.press('Tab');
        return;
      }
      // Held keys: every keydown after the first is the key's own repeat.
      await page.keyboard.down('Shift');
      for (let i = 0; i < times; i += 1) await page.keyboard.down('Tab');
      await page.keyboard.up('Tab');
      await page.keyboard.up('Shift');
    },
    settled: () => page.evaluate(settled),
    report: () => page.evaluate(focusReport),
  };
}

// Hundreds of key presses a test: a trace of each would take longer than the presses.
test.use({ trace: 'off' });

for (const path of [...pages, '/missing-page']) {
  for (const direction of ['forwards', 'backwards'] as const) {
    test(`${path}: tabbing ${direction} faster than a scroll animates, every element ends on screen and uncovered`, async ({
      page,
    }) => {
      await page.goto(path);
      const { stops, problems } = await tabThrough(keyboard(page, direction));
      expect(stops, 'elements in the tab order').toBeGreaterThanOrEqual(3);
      expect(problems).toEqual([]);
    });
  }

  test(`${path}: "Skip to content" takes focus to the content, and the next Tab stays on screen`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.evaluate(settled);
    expect(await page.evaluate(focusReport)).toMatchObject({ inside: true, coveredBy: null });
    await page.keyboard.press('Tab');
    await page.evaluate(settled);
    expect(await page.evaluate(focusReport)).toMatchObject({ inside: true, coveredBy: null });
    expect(
      await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    ).toBe(true);
  });
}
