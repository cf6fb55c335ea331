import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, pages, showStickyBar, test } from './fixtures';

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const path of [...pages, '/missing-page']) {
  test(`${path} has no axe violations`, { tag: '@layout' }, async ({ page }) => {
    // axe reads every node of a long page: on a loaded 2-core machine that outlasts the default.
    test.slow();
    await page.goto(path);
    expect(await axe(page)).toEqual([]);
  });
}

test('the landing page has no axe violations with the sticky bar shown', async ({ page }) => {
  await page.goto('/');
  // Once the bar has finished sliding in: axe judges contrast on what it sees.
  await showStickyBar(page);
  expect(await axe(page)).toEqual([]);
});
