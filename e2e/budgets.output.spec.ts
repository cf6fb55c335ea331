import { expect, test } from '@playwright/test';
import { exportedFile, pagePaths } from '../lib/site';
import { pageBytes } from '../bench/page-bytes.mjs';

/**
 * Byte budgets, gzip -9 of what out/ serves. Set from the measured build with some headroom:
 * growing past them is a decision to make on purpose, not by accident.
 *
 * The first-screen budget decides when a slow phone paints: what it shows before scrolling must
 * arrive in the first round trip. TCP's first window holds about 14.6 KB, response headers
 * included, so the HTML up to the end of the first screen (bench/page-bytes.mjs, firstScreenEnd:
 * head and inlined CSS, header, title and date, and the content's opening) must fit 14,000 bytes.
 * What follows (the rest of a long legal text) may take more round trips: the browser paints as the
 * document arrives, and nothing after the first screen blocks it. `npm run bench` shows it: a
 * Privacy Policy of twice today's length paints its first screen as soon as today's.
 */
const budget = {
  firstScreen: 14_000,
  js: 142 * 1024,
  jsFiles: 8,
  css: 7 * 1024,
  // The trial buttons are server-rendered links, described in the flight data rather than by a
  // client component: the data grew by 27 bytes as the JS shrank by 46 (both load at the first
  // interaction).
  payload: 10.5 * 1024,
  fonts: 0,
};

test("every page's first screen arrives in the first round trip of a slow connection", () => {
  for (const file of [...pagePaths.map(exportedFile), '404.html']) {
    expect(
      pageBytes('out', file).firstScreen,
      `${file}, HTML up to the first screen's end`,
    ).toBeLessThanOrEqual(budget.firstScreen);
  }
});

test('the home page stays within its byte budget', () => {
  const bytes = pageBytes('out', exportedFile('/'));
  expect(bytes.js, 'JS').toBeLessThanOrEqual(budget.js);
  expect(bytes.jsFiles.length, 'JS files').toBeLessThanOrEqual(budget.jsFiles);
  expect(bytes.css, 'CSS').toBeLessThanOrEqual(budget.css);
  expect(bytes.payload, 'flight data').toBeLessThanOrEqual(budget.payload);
  expect(bytes.payloadFiles, 'one flight data file').toHaveLength(1);
  expect(bytes.fonts, 'webfonts').toBe(budget.fonts);
});

test('no page has a render-blocking stylesheet: CSS is inlined', () => {
  for (const file of [...pagePaths.map(exportedFile), '404.html']) {
    const bytes = pageBytes('out', file);
    expect(bytes.cssFiles, file).toEqual([]);
    expect(bytes.inlineCss, file).toBeGreaterThan(1000);
  }
});
