import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { legalSource, type LegalPath } from '../lib/legal';
import { adQueryFrom } from '../lib/node/ad-query.ts';
import { readFrontMatter } from '../lib/node/mdx/front-matter.ts';
import { pagePaths, site } from '../lib/site';

export { expect };

export const trackingUrl = site.trackingUrl;

export const adQuery = adQueryFrom('browser-tests');

export const pages = pagePaths;

/** A legal page's title, description and date, as its file gives them: the editors' words. */
export const legalDetails = (path: LegalPath) =>
  readFrontMatter(readFileSync(legalSource(path), 'utf8'));
export const legalTitle = (path: LegalPath) => legalDetails(path).title;

/** The browser's own report of the 404 document's status; expected on the not-found page only. */
const notFoundResource = /Failed to load resource: the server responded with a status of 404/;

/**
 * Every test fails on a console error or warning, an uncaught page error or a CSP violation,
 * and no request ever leaves for the tracker: it answers with a stub page.
 */
export const test = base.extend<{ problems: string[]; expectedConsole: RegExp | null }>({
  // Console messages a test provokes on purpose (e.g. by blocking scripts).
  expectedConsole: [null, { option: true }],
  problems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        const on404 = !(pages as string[]).includes(new URL(page.url()).pathname);
        if ((notFoundResource.test(text) && on404) || expectedConsole?.test(text)) return;
        problems.push(`console.${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.route(`${new URL(trackingUrl).origin}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Trial provider</title><h1>Trial provider</h1>',
        }),
      );
      await use(problems);
      expect(problems, 'console errors, warnings, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until every query-carrying link carries the query (the exported HTML has it in none). */
export const waitForCarryOver = (page: Page, query: string) =>
  expect
    .poll(
      () =>
        page
          .locator('a[href^="/"], a[data-cta]')
          .evaluateAll(
            (as, q) => as.every((a) => a.getAttribute('href')!.includes(`?${q}`)),
            query,
          ),
      { timeout: 15_000 },
    )
    .toBe(true);

/** Waits until the app marks <html data-hydrated>, as React commits its hydration of the page. */
export const waitForHydration = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });

/** Whether the app has hydrated, without starting or waiting for anything. */
export const isHydrated = (page: Page) =>
  page.locator('html').evaluate((html) => html.hasAttribute('data-hydrated'));

// Moves the mouse in two events, as a hand does: a browser reports no movement in a document's
// first, and the loader ignores a mousemove that moved nothing (lib/framework-loader-script.ts).
export async function moveMouse(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/** Starts the framework with a first interaction, as a visitor does, and waits for hydration. */
export async function startFramework(page: Page) {
  await moveMouse(page);
  await waitForHydration(page);
}

/**
 * Holds every framework script request until release(), so that an action can be put in place
 * before hydration deterministically, instead of racing the network. A held script inserted before
 * the load event holds that event too: open the not-found page, which starts the framework by
 * itself at its first paint, at "domcontentloaded".
 */
export async function holdFramework(page: Page) {
  const { promise: gate, resolve: release } = Promise.withResolvers<void>();
  let held = 0;
  await page.route('**/_next/static/**/*.js', async (route) => {
    held += 1;
    await gate;
    await route.continue().catch(() => {});
  });
  // The page has asked for the framework: the visitor's action has started it.
  const requested = () => expect.poll(() => held).toBeGreaterThan(0);
  return {
    requested,
    release,
    /** Once the page has asked for the framework, lets it in and waits until it has hydrated. */
    async hydrate() {
      await requested();
      release();
      await waitForHydration(page);
    },
  };
}

/** Scrolls to a fraction of the window height and returns once the page has seen the scroll. */
export async function scrollToFraction(page: Page, fraction: number) {
  await page.evaluate(async (f) => {
    const top = Math.round(window.innerHeight * f);
    if (Math.round(window.scrollY) === top) return;
    await new Promise((resolve) => {
      window.addEventListener('scroll', resolve, { once: true });
      window.scrollTo({ top, behavior: 'instant' });
    });
  }, fraction);
}

/** Waits until the phone's sticky bar has finished sliding: measures judge what they see. */
export const stickyBarSettled = (page: Page) =>
  expect
    .poll(() =>
      page.locator('[data-sticky-bar] [data-state]').evaluate((el) => el.getAnimations().length),
    )
    .toBe(0);

/** Records layout shifts from the page's start; returns a check that nothing has shifted yet. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const log = { shift: 0, moved: [] as string[] };
    (window as unknown as { shifts: typeof log }).shifts = log;
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const name = (node?: Node) =>
      node instanceof Element
        ? `<${node.localName}${node.className ? ` class="${String(node.className).slice(0, 40)}"` : ''}>`
        : (node?.nodeName ?? 'a removed node');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        log.shift += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources)
          log.moved.push(`${name(node)} ${box(previousRect)} → ${box(currentRect)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const { shift, moved } = await page.evaluate(
      () => (window as unknown as { shifts: { shift: number; moved: string[] } }).shifts,
    );
    expect(shift, moved.join('; ')).toBe(0);
  };
}

/** Scrolls the phone's "Join Now" bar into view; returns its link once the bar has stopped. */
export async function showStickyBar(page: Page) {
  await scrollToFraction(page, 3);
  const joinNow = page.getByRole('link', { name: 'Join Now' });
  await expect(joinNow).toBeInViewport();
  await stickyBarSettled(page);
  return joinNow;
}

/**
 * Waits until every icon the page draws from its icons' stylesheet is drawn, and shows one as a
 * person sees it: a shape in its own colour, neither empty nor a filled square.
 */
export async function iconsDrawn(page: Page) {
  const icons = page.locator('svg[data-icon]');
  const undrawn = (all: Element[]) =>
    all.filter((i) => !getComputedStyle(i).maskImage.includes('url(')).length;
  await expect.poll(() => icons.evaluateAll(undrawn)).toBe(0);
  const icon = icons.first();
  if (!(await icon.count())) return;
  await icon.scrollIntoViewIfNeeded();
  // Changed through the CSSOM, which the Content-Security-Policy allows, unlike a style attribute.
  const look = async (property = 'color', value = '') => {
    await icon.evaluate((el, [p, v]) => el.style.setProperty(p, v), [property, value]);
    const shot = await page.screenshot({ clip: (await icon.boundingBox())! });
    await icon.evaluate((el, p) => el.style.removeProperty(p), property);
    return shot;
  };
  await expect
    .poll(async () => (await look()).equals(await look('visibility', 'hidden')))
    .toBe(false);
  expect((await look()).equals(await look('mask', 'none')), 'the icon is a shape').toBe(false);
  // Each is its own shape: one of each name, drawn alike on one ground, never looks like another.
  const names = await icons.evaluateAll((all) => [...new Set(all.map((i) => i.dataset.icon!))]);
  const shapes = new Set<string>();
  for (const name of names) {
    await page.evaluate((name) => {
      const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      icon.dataset.icon = name;
      icon.id = 'drawn-icon';
      // Through the CSSOM, which the policy allows, where a style attribute is refused.
      icon.style.cssText =
        'position:fixed;top:0;left:0;width:48px;height:48px;color:#000;z-index:99';
      document.body.append(icon);
    }, name);
    const icon = page.locator('#drawn-icon');
    await expect
      .poll(async () => (await icon.screenshot()).equals(await icon.screenshot()))
      .toBe(true);
    shapes.add(`${(await icon.screenshot()).toString('base64')}`);
    await icon.evaluate((el) => el.remove());
    expect(shapes.size, `${name} looks like another icon`).toBe(names.indexOf(name) + 1);
  }
}
