import type { Page } from '@playwright/test';
import { frameworkData } from '../build-steps/transforms/framework-scripts.ts';
import { iconStylesheetUrl } from '../lib/icons';
import { expect, pages, test } from './fixtures';

// Each page inlines only the rules of the site's stylesheet its own markup can use
// (build-steps/transforms/page-stylesheet.ts); the framework loader adds the whole stylesheet when
// the framework starts. So a page must look exactly the same with its own rules as with all of
// them: in every medium a visitor can bring and every state a script sets before the framework.

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
  // A ::before or ::after with no content, or the ::marker of what is not a list item, draws
  // nothing: its content, or the element's display, is all that can change that.
  const drawn = (element: Element, pseudo: string | null, computed: CSSStyleDeclaration) =>
    pseudo === null ||
    (pseudo === '::marker'
      ? getComputedStyle(element).display.includes('list-item')
      : !['none', 'normal'].includes(computed.content));
  const now = elements.flatMap((element, index) =>
    [null, '::before', '::after', '::marker'].map((pseudo) => {
      const computed = getComputedStyle(element, pseudo);
      const style = new Map<string, string>();
      if (drawn(element, pseudo, computed)) {
        for (const property of computed)
          if (!property.startsWith('--')) style.set(property, computed.getPropertyValue(property));
      } else style.set('content', computed.content);
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

/** Turns the whole stylesheet off or on, leaving the page's own rules and the icons'. */
const switchWholeStylesheet = (page: Page, on: boolean) =>
  page.evaluate((enabled) => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[href^="/_next/"]'))
      link.disabled = !enabled;
    // Off: the next read is the page's own rules, the one to compare with.
    if (!enabled) delete (window as unknown as { drawnFirst?: unknown }).drawnFirst;
  }, on);

/** Each medium or state, and how to leave it for the next (the last is never left). */
const variants: { name: string; enter: (page: Page) => Promise<() => Promise<unknown>> }[] = [
  { name: 'on a phone', enter: async () => async () => {} },
  ...(
    [
      ['in a contrast theme', { forcedColors: 'active' }, { forcedColors: null }],
      ['with more contrast', { contrast: 'more' }, { contrast: null }],
      ['with reduced motion', { reducedMotion: 'reduce' }, { reducedMotion: null }],
      ['in print', { media: 'print' }, { media: null }],
    ] as const
  ).map(([name, media, back]) => ({
    name,
    enter: async (page: Page) => {
      await page.emulateMedia(media);
      return () => page.emulateMedia(back);
    },
  })),
  {
    name: 'on a desktop',
    enter: async (page: Page) => {
      const phone = page.viewportSize()!;
      await page.setViewportSize({ width: 1280, height: 800 });
      return () => page.setViewportSize(phone);
    },
  },
  {
    name: 'with the sticky bar shown',
    enter: async (page: Page) => {
      await page.locator('[data-sticky-bar] [data-state]').evaluateAll((panels) =>
        panels.forEach((panel) => {
          panel.setAttribute('data-state', 'shown');
          panel.removeAttribute('inert');
        }),
      );
      return async () => {};
    },
  },
];

for (const path of [...pages, '/missing-page']) {
  test(`${path} looks the same with its own rules as with the whole stylesheet, in every medium and state`, async ({
    page,
  }) => {
    // The not-found page starts the framework, and with it the whole stylesheet, at its first
    // paint; the framework (which would add elements of its own) never starts here.
    await page.route('**/_next/static/**/*.js', () => new Promise(() => {}));
    const response = await page.goto(path);
    const { stylesheet } = frameworkData(await response!.text())!;
    // The whole stylesheet, added as the loader adds it (a <link> in <head>); the not-found page's
    // loader adds one too, at its first paint, and every page the icons' after its largest paint:
    // every one must have applied.
    await page.addStyleTag({ url: stylesheet });
    await page.waitForFunction((icons) => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
      return links.some((l) => l.href.endsWith(icons)) && links.every((l) => l.sheet);
    }, iconStylesheetUrl);
    for (const variant of variants) {
      await switchWholeStylesheet(page, false);
      const leave = await variant.enter(page);
      await page.evaluate(drawnChanges);
      await switchWholeStylesheet(page, true);
      expect.soft(await page.evaluate(drawnChanges), variant.name).toEqual([]);
      await leave();
    }
  });
}
