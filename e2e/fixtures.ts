import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { legalSource, type LegalPath } from '../lib/legal';
import { readFrontMatter } from '../lib/node/mdx/front-matter.ts';
import { pagePaths, site } from '../lib/site';

export { expect };

export const trackingUrl = site.trackingUrl;

/** A realistic ad-click query: encoded bytes, a tilde, duplicate keys, an empty value. */
export const adQuery =
  'utm_source=facebook&utm_medium=paid%20social&utm_campaign=vip_trial&gclid=Cj0KCQ%2Fa~b-c_d.e&dup=1&dup=2&empty=';

export const pages = pagePaths;

/** A legal page's title, as the details block of its file gives it: the editors' words. */
export const legalTitle = (path: LegalPath) =>
  readFrontMatter(readFileSync(legalSource(path), 'utf8')).title;

/** The browser's own report of the 404 document's status; expected on the not-found page only. */
const notFoundResource = /Failed to load resource: the server responded with a status of 404/;

type Fixtures = {
  problems: string[];
  /** Console messages a test provokes on purpose (e.g. by blocking scripts). */
  expectedConsole: RegExp | null;
};

/**
 * Every test fails on a console error or warning, an uncaught page error or a CSP violation,
 * and no request ever leaves for the tracker: it answers with a stub page.
 */
export const test = base.extend<Fixtures>({
  expectedConsole: [null, { option: true }],
  problems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (notFoundResource.test(message.text()) && is404(page)) return;
        if (expectedConsole?.test(message.text())) return;
        problems.push(`console.${message.type()}: ${message.text()}`);
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

function is404(page: Page): boolean {
  const path = new URL(page.url()).pathname;
  return !(pages as string[]).includes(path);
}

/** Waits until every query-carrying link carries the query (the exported HTML has it in none). */
export async function waitForCarryOver(page: Page, query: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (q) =>
            [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"], a[data-cta]')].every(
              (a) => a.getAttribute('href')!.includes(`?${q}`),
            ),
          query,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The app marks <html data-hydrated> as React commits its hydration of the page. */
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', '', {
    timeout: 15_000,
  });

/**
 * The visitor moves the mouse, as a hand does: in more than one event. A browser reports no
 * movement in the first of a document, and the framework loader takes a mousemove that moved nothing
 * for the browser's own (lib/framework-loader-script.ts).
 */
export async function moveMouse(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * Starts the framework as a visitor does, with a first interaction (the post-build loader waits for
 * one), and waits until the app reports itself hydrated.
 */
export async function startFramework(page: Page) {
  await moveMouse(page);
  await hydrated(page);
}

/** Waits until the app reports itself hydrated, without starting anything. */
export const waitForHydration = hydrated;

/** Whether the app has hydrated, without starting or waiting for anything. */
export const isHydrated = (page: Page) =>
  page.locator('html').evaluate((html) => html.hasAttribute('data-hydrated'));

/**
 * Holds every framework script request until release(), so that an action can be put in place
 * before hydration, deterministically, instead of racing the network.
 */
export async function holdFramework(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/**/*.js', async (route) => {
    held += 1;
    await gate;
    await route.continue().catch(() => {});
  });
  return {
    /** Waits until the page has asked for the framework: the visitor's action has started it. */
    requested: () => expect.poll(() => held).toBeGreaterThan(0),
    release,
  };
}
