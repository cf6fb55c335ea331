import type { Page } from '@playwright/test';
import { expect, pages, showStickyBar, test } from './fixtures';

/** The browser's own text size setting at 200% (Chromium's default font sizes), not page zoom. */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * What a reader would find broken: a sideways scroll, text that leaves the window, text cut off by
 * a box that clips what overflows it, and lines of two texts drawn over each other. The phone's
 * fixed bar, which floats over the page by design, is left out of the overlap check.
 */
function layoutProblems(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const reported = new Set<Node>();
  const sideways = document.documentElement.scrollWidth - width;
  if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);
  const quote = (text: string) => `"${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

  const lines: { rect: DOMRect; node: Text }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement!;
    if (!node.textContent!.trim() || parent.closest('script, style, template, .sr-only')) continue;
    if (getComputedStyle(parent).visibility !== 'visible') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0 || rect.height === 0) continue;
      const outside = rect.left < -0.5 || rect.right > width + 0.5;
      // One line per text: its first box that leaves the window.
      if (outside && !reported.has(node) && reported.add(node))
        problems.push(
          `${quote(node.textContent!)} leaves the window (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width} px)`,
        );
      for (let box = parent.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (![style.overflowX, style.overflowY].some((o) => o === 'hidden' || o === 'clip'))
          continue;
        const edge = box.getBoundingClientRect();
        if (
          rect.left < edge.left - 0.5 ||
          rect.right > edge.right + 0.5 ||
          rect.top < edge.top - 0.5 ||
          rect.bottom > edge.bottom + 0.5
        )
          problems.push(
            `${quote(node.textContent!)} is clipped by its <${box.tagName.toLowerCase()}>`,
          );
      }
      if (!parent.closest('[data-sticky-bar]')) lines.push({ rect, node });
    }
  }

  for (let i = 0; i < lines.length; i += 1)
    for (let j = i + 1; j < lines.length; j += 1) {
      const [a, b] = [lines[i], lines[j]];
      if (a.node === b.node) continue;
      const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      // Lines set tighter than their glyph boxes (a heading's leading) touch by a few pixels; text
      // drawn over text shares at least half a line.
      if (across > 2 && down > Math.min(a.rect.height, b.rect.height) / 2)
        problems.push(`${quote(a.node.textContent!)} overlaps ${quote(b.node.textContent!)}`);
    }
  return problems;
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const path of [...pages, '/missing-page']) {
    test(`${path} as it is and with WCAG text spacing: nothing leaves the window, is clipped or overlaps`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await page.evaluate(layoutProblems), 'as it is').toEqual([]);
      // WCAG 1.4.12's text spacing, as its bookmarklets apply it, in a stylesheet the page adopts.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
        );
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
      expect(await page.evaluate(layoutProblems), 'with text spacing').toEqual([]);
    });

    test(`${path} at 200% text size: nothing leaves the window, is clipped or overlaps`, async ({
      page,
    }) => {
      await doubleTextSize(page);
      await page.goto(path);
      expect(await page.evaluate(layoutProblems)).toEqual([]);
    });
  }

  test('at 200% text size the "Join Now" bar leaves most of the window free', async ({ page }) => {
    await doubleTextSize(page);
    await page.goto('/');
    await expect(await showStickyBar(page)).toBeInViewport({ ratio: 1 });
    const bar = await page.locator('[data-sticky-bar] [data-state]').boundingBox();
    expect(bar!.height, 'the bar, of a 568 px window').toBeLessThan(568 / 2);
  });
});
