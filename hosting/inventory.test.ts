/** @jest-environment node */
import { site } from '../lib/site.ts';
import { namesIn, unanswered, type Inventory } from './inventory.ts';

// The post-build fails on what a page names that no visitor can have; everything else passes.
const page = (body: string): Inventory => {
  const html = `<html><head><link rel="stylesheet" href="/a.css"/></head><body>${body}</body></html>`;
  return {
    build: 'b',
    headers: {},
    files: {
      'index.html': { sha256: '', size: 0, type: 'text/html', names: namesIn(html, 'text/html') },
      'a.css': { sha256: '', size: 0, type: 'text/css', names: [['url()', '/gone.svg']] },
    },
  };
};

test.each([
  [
    '<a href="/terms-of-use">x</a><a href="https://example.org/">x</a><a href="mailto:a@b.c">x</a>',
    [],
  ],
  [`<a data-cta href="${site.trackingUrl}">x</a>`, []],
  [
    '<script src="https://cdn.example/x.js"></script>',
    ['index.html loads https://cdn.example/x.js from another origin'],
  ],
  ['<a href="/missing">x</a>', ['index.html names /missing, which the build did not make']],
  [
    '<a data-cta href="https://tracker.example/click">x</a>',
    ['index.html has a trial link to https://tracker.example/click'],
  ],
])('%s', (body, expected) => {
  expect(unanswered(page(body))).toEqual([
    ...expected,
    'a.css names /gone.svg, which the build did not make',
  ]);
});
