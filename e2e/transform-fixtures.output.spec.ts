import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { framework } from '../lib/framework.mjs';
import { readElements } from '../scripts/html-transforms.mjs';

/**
 * The post-build transforms are unit-tested on pages captured from `next build`
 * (scripts/fixtures/next-output/). Those tests only mean something while the captures are what this
 * app exports today: the same Next version, and the same inline scripts of our own and of Next's.
 * The transforms move the flight data out and add the loader's list; every other inline script of
 * the built page must be in the capture, byte for byte.
 */
const untouched = (html: string) =>
  readElements(html)
    .filter(
      (e) =>
        e.tag === 'script' &&
        !e.attrs.has('src') &&
        e.attrs.get('id') !== framework.dataId &&
        !e.text.includes('self.__next_f'),
    )
    .map((e) => e.text);

for (const page of ['index.html', '404.html']) {
  test(`the transform fixtures hold the inline scripts ${page} ships today`, () => {
    const captured = untouched(readFileSync(`scripts/fixtures/next-output/${page}`, 'utf8'));
    const built = untouched(readFileSync(`out/${page}`, 'utf8'));
    expect(built.length).toBeGreaterThanOrEqual(2);
    expect(
      captured,
      'scripts/fixtures/next-output/ is stale: run npm run fixtures:next, then npm test',
    ).toEqual(built);
  });
}
