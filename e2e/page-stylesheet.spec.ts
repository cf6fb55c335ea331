import type { Page } from '@playwright/test';
import { frameworkData } from '../build/transforms/framework-scripts.mjs';
import { expect, pages, test } from './fixtures';

/**
 * Each page inlines only the rules of the site's stylesheet its own markup can use
 * (build/transforms/page-stylesheet.mjs); the framework loader adds the whole stylesheet when the
 * framework starts. So a page must look exactly the same with its own rules as with all of them: in
 * every media a visitor can bring (a phone and a desktop, a contrast theme, more contrast, reduced
 * motion, print) and in every state a script sets before the framework (the sticky bar shown).
 */

/**
 * Reads the computed style of every element and its ::before, ::after and ::marker: every property
 * that draws something (custom properties only feed them, and the page's own rules leave out those
 * it never reads). The first call keeps what it read in the page; the next returns every property
 * that has changed since, named by element.
 */
function drawnChanges(): string[] {
  // Each at its end (a transition) or its start (the hero card's float), so both reads see the
  // same frame.
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
    else {
      animation.pause();
      animation.currentTime = 0;
    }
  }
  // What <head> holds draws nothing (and the whole stylesheet's <link> joins it).
  const elements = [
    document.documentElement,
    document.body,
    ...document.body.querySelectorAll('*'),
  ];
  const now = elements.flatMap((element, index) =>
    [null, '::before', '::after', '::marker'].map((pseudo) => {
      const computed = getComputedStyle(element, pseudo);
      const style = new Map<string, string>();
      for (const property of computed)
        if (!property.startsWith('--')) style.set(property, computed.getPropertyValue(property));
      return { box: `${index} <${element.tagName.toLowerCase()}>${pseudo ?? ''}`, style };
    }),
  );
  const page = window as unknown as { drawnFirst?: typeof now };
  const first = page.drawnFirst;
  if (!first) {
    page.drawnFirst = now;
    return [];
  }
  return first.flatMap(({ box, style }, i) =>
    [...new Set([...style.keys(), ...now[i].style.keys()])]
      .filter((property) => style.get(property) !== now[i].style.get(property))
      .map(
        (property) => `${box} ${property}: ${style.get(property)} → ${now[i].style.get(property)}`,
      ),
  );
}

/** Adds the whole stylesheet, as the loader does, and waits until it applies. */
async function addWholeStylesheet(page: Page, href: string) {
  await page.evaluate(
    (url) =>
      new Promise((applied, failed) => {
        const sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.href = url;
        sheet.onload = applied;
        sheet.onerror = failed;
        document.head.append(sheet);
      }),
    href,
  );
}

const variants = [
  { name: 'on a phone', setup: async () => {} },
  {
    name: 'in a contrast theme',
    setup: (page: Page) => page.emulateMedia({ forcedColors: 'active' }),
  },
  { name: 'with more contrast', setup: (page: Page) => page.emulateMedia({ contrast: 'more' }) },
  {
    name: 'with reduced motion',
    setup: (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' }),
  },
  { name: 'in print', setup: (page: Page) => page.emulateMedia({ media: 'print' }) },
  {
    name: 'with the sticky bar shown',
    setup: (page: Page) =>
      page.evaluate(() => {
        const panel = document.querySelector('[data-sticky-bar] [data-state]');
        panel?.setAttribute('data-state', 'shown');
        panel?.removeAttribute('inert');
      }),
  },
  {
    name: 'on a desktop',
    setup: (page: Page) => page.setViewportSize({ width: 1280, height: 800 }),
  },
];

for (const path of [...pages, '/missing-page']) {
  for (const variant of variants) {
    test(`${path} looks the same ${variant.name} with its own rules as with the whole stylesheet`, async ({
      page,
    }) => {
      // The not-found page starts the framework, and with it the whole stylesheet, at its first
      // paint: the stylesheet waits until the page's own rules are read, the framework (which would
      // add elements of its own) until the end.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.css', async (route) => {
        await held;
        await route.continue();
      });
      await page.route('**/_next/static/**/*.js', () => new Promise(() => {}));
      const response = await page.goto(path);
      const { stylesheet } = frameworkData(await response!.text())!;
      await variant.setup(page);
      await page.evaluate(drawnChanges);
      release();
      await addWholeStylesheet(page, stylesheet);
      expect(await page.evaluate(drawnChanges)).toEqual([]);
    });
  }
}
