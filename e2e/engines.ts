#!/usr/bin/env node
// npm run test:engines [-- webkit]: the site's promises in the three browser engines, each in
// Playwright's own build where `npx playwright install` put it (a Mac's nearest to Safari is its
// WebKit), else the system's: Debian's Chromium, Firefox ESR through puppeteer-core's WebDriver BiDi,
// WebKitGTK through WebKitWebDriver. Every page is served under the site's own CSP, Trusted Types
// enforced, with each violation reported here. The server holds the framework itself, so every
// engine meets the same moments: a click on each internal link as hydration commits and while the
// framework loads (the query must arrive); Back after a client-side visit (the trial buttons keep the
// query, a legal page's contents entry comes back). Then fast Tab presses on a phone-sized window
// (focus on screen and uncovered at every stop), the "Join Now" bar on arriving below the fold, and
// whether Trusted Types were enforced. Exits 1 on any loss; an engine not installed is named with
// how to install it, and fails the run in CI. Needs `npm run build` first.
import { markdownTable } from '../lib/node/markdown.ts';
import { start, stop, until as poll } from '../lib/node/run.ts';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, firefox, webkit, type BrowserType } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { Builder, By, error as seleniumError, Key } from 'selenium-webdriver';
import handler from 'serve-handler';
import { armClick, landedAt } from './support/click-at-hydration.ts';
import { focusReport, settled, tabOrder } from './support/focus-on-screen.ts';
import { tabThrough } from './support/tab-through.ts';
import { pagePaths, routes } from '../lib/routes.ts';
import { chromiumFlags, systemChromium } from './support/chromium.ts';
import type { ChildProcess } from 'node:child_process';

const root = resolve(import.meta.dirname, '..', 'out');
const query = 'utm_source=engines&utm_medium=paid%20social&gclid=Cj0KCQ%2Fa~b&dup=1&dup=2&empty=';
const internalLinks = 'a[data-carry]:not([data-cta])';
/**
 * The Content-Security-Policy header the site ships (out/_headers, as Netlify and Cloudflare read it).
 */
function shippedPolicy() {
  const line = readFileSync(join(root, '_headers'), 'utf8')
    .split('\n')
    .find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error('out/_headers has no Content-Security-Policy: run npm run build');
  return line.trim().slice('Content-Security-Policy:'.length).trim();
}

/**
 * out/ served as a static host serves it (clean URLs, 404.html with status 404, the site's own
 * Content-Security-Policy header, Trusted Types enforced), holding the framework until release().
 * Only the flight data is held: the loader runs it first and its scripts run in order, so nothing
 * of the framework runs without it, and the one held request leaves the browser's other
 * connections to the host free for the next page. The policy also asks every engine to report
 * each violation here (report-uri), from the page's first byte.
 */
function gateServer() {
  const waiting: Array<() => void> = [];
  let open = true;
  let held = 0;
  const violations: string[] = [];
  const policy = `${shippedPolicy()}; report-uri /__csp-report`;
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (request.method === 'POST' && path === '/__csp-report') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const report = JSON.parse(body || '{}')['csp-report'] ?? {};
        violations.push(
          `${report['violated-directive'] ?? report['effective-directive']} ${report['blocked-uri'] ?? ''} on ${report['document-uri']}`,
        );
        response.writeHead(204).end();
      });
      return;
    }
    const send = () =>
      handler(request, response, {
        public: root,
        cleanUrls: true,
        headers: [
          { source: '**', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
          {
            source: '**/*.html',
            headers: [{ key: 'Content-Security-Policy', value: policy }],
          },
        ],
      });
    if (!open && path.startsWith('/_next/static/flight/')) {
      held += 1;
      waiting.push(send);
    } else send();
  });
  return {
    listen: (port: number) =>
      new Promise((done) => server.listen(port, '127.0.0.1', () => done(port))),
    close: () => new Promise((done) => server.close(done)),
    /** Holds from now on; what the previous page left waiting is sent, freeing its connections. */
    hold() {
      for (const send of waiting.splice(0)) send();
      open = false;
      held = 0;
    },
    release() {
      open = true;
      for (const send of waiting.splice(0)) send();
    },
    get held() {
      return held;
    },
    /** The violations reported so far, emptied: each engine's own. */
    takeViolations: () => violations.splice(0),
  };
}

type Driver = {
  version: string;
  /** loads a page, resolving at DOMContentLoaded */
  open(url: string): Promise<unknown>;
  /** runs fn in the page */
  // The function is serialised into the page, whatever its parameters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  run(fn: (...args: any[]) => unknown, ...args: unknown[]): Promise<any>;
  /**
   * a real pointer move, in two events as a hand makes them (a browser reports no movement in the
   * first of a document): the visitor's first interaction
   */
  move(): Promise<unknown>;
  /** a real click on the index-th match */
  click(selector: string, index?: number): Promise<unknown>;
  /** real Tab presses (Shift+Tab backwards), as fast as the driver sends them */
  tab(times: number, backwards: boolean): Promise<unknown>;
  /** resolves once the page has stopped moving */
  settled(): Promise<unknown>;
  /** sets the page's size */
  resize(width: number, height: number): Promise<unknown>;
  close(): Promise<unknown>;
};

/** What Playwright's and puppeteer's pages share, which the two drivers below drive alike. */
type Page = {
  goto(url: string, options: { waitUntil: 'domcontentloaded' }): Promise<unknown>;
  evaluate: Driver['run'];
  mouse: { move(x: number, y: number): Promise<unknown> };
  keyboard: { down(key: string): Promise<unknown>; up(key: string): Promise<unknown> };
};
function pageDriver(
  page: Page,
  own: Pick<Driver, 'version' | 'click' | 'resize' | 'close'>,
): Driver {
  let moves = 0;
  return {
    ...own,
    open: (url) => page.goto(url, { waitUntil: 'domcontentloaded' }),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    async move() {
      const x = 3 + 2 * (++moves % 25);
      await page.mouse.move(x, 3);
      await page.mouse.move(x + 1, 3);
    },
    async tab(times, backwards) {
      if (backwards) await page.keyboard.down('Shift');
      for (let i = 0; i < times; i += 1) {
        await page.keyboard.down('Tab');
        await page.keyboard.up('Tab');
      }
      if (backwards) await page.keyboard.up('Shift');
    },
    settled: () => page.evaluate(settled),
  };
}

/** Playwright's own build of an engine, or Chromium at `executablePath`. */
async function playwrightDriver(type: BrowserType, executablePath?: string) {
  const browser = await type.launch({ executablePath, args: executablePath ? chromiumFlags : [] });
  const page = await browser.newPage();
  return pageDriver(page, {
    version: `${type.name()} ${browser.version()}`,
    click: (selector, index = 0) => page.locator(selector).nth(index).click(),
    resize: (width, height) => page.setViewportSize({ width, height }),
    close: () => browser.close(),
  });
}

/** Debian's Firefox ESR through the WebDriver BiDi it serves itself. */
async function firefoxDriver(executablePath: string) {
  const instance = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  const page = await instance.newPage();
  return pageDriver(page as unknown as Page, {
    version: await instance.version(),
    click: async (selector, index = 0) => (await page.$$(selector))[index].click(),
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => instance.close(),
  });
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, on an X display. */
async function webkitDriver(): Promise<Driver> {
  const children: ChildProcess[] = [];
  let display = process.env.DISPLAY;
  if (!display) {
    display = ':87';
    // A screen no wider than a phone's window: on a wider one, with no window manager, resizing
    // the window to a phone's takes the focus from its page, which then matches :focus nowhere.
    children.push(start('Xvfb', [display, '-screen', '0', '480x800x24', '-nolisten', 'tcp']));
  }
  const port = 4447;
  children.push(
    start('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: display } }),
  );
  const server = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${server}/status`).then(
        async (response) => (await response.json()).value.ready,
        () => false,
      ),
    10_000,
  );
  const driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // 'eager' would match the other engines, but WebKitWebDriver then never runs a script.
      pageLoadStrategy: 'normal',
      timeouts: { pageLoad: 5_000 },
      'webkitgtk:browserOptions': {
        binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    })
    .build();
  let moves = 0;
  return {
    version: `WebKitGTK ${(await driver.getCapabilities()).get('browserVersion')}`,
    // A held framework the page starts by itself (the not-found page) holds its load event, which
    // WebDriver waits for: past the time-out the document is there and scripts run.
    open: (url) =>
      driver.get(url).catch((error) => {
        if (!(error instanceof seleniumError.TimeoutError)) throw error;
      }),
    run: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
    // A move to where the pointer already is fires no event.
    move() {
      const x = 3 + 2 * (++moves % 25);
      return driver
        .actions()
        .move({ x, y: 3 })
        .move({ x: x + 1, y: 3 })
        .perform();
    },
    async click(selector, index = 0) {
      const element = (await driver.findElements(By.css(selector)))[index];
      // In the middle of the window: at its bottom edge the phone's sticky bar may cover it.
      await driver.executeScript(
        'arguments[0].scrollIntoView({ behavior: "instant", block: "center" })',
        element,
      );
      await element.click();
    },
    tab(times, backwards) {
      const keys = driver.actions();
      if (backwards) keys.keyDown(Key.SHIFT);
      for (let i = 0; i < times; i += 1) keys.keyDown(Key.TAB).keyUp(Key.TAB);
      if (backwards) keys.keyUp(Key.SHIFT);
      return keys.perform();
    },
    settled: () =>
      driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1]; (${settled})().then(() => done(true));`,
      ),
    // The window holds the browser's own toolbar: the page gets what is left of it.
    resize: (width, height) => driver.manage().window().setRect({ x: 0, y: 0, width, height }),
    async close() {
      await driver.quit().catch(() => {});
      for (const child of children) stop(child);
    },
  };
}

/** Polls until check() gives a truthy value; navigation may make a check throw for a moment. */
const until = <T>(check: () => Promise<T>, timeout: number) => poll(check, { timeout, every: 50 });

/**
 * Waits until the armed click (armClick) has led somewhere that shows `pathname`, and returns that
 * address's search.
 */
const landedOn = (driver: Driver, pathname: string) =>
  until(async () => {
    const href = await driver.run(landedAt);
    if (!href || new URL(href).pathname !== pathname) return undefined;
    return new URL(href).search || '(none)';
  }, 15_000);

async function* runChecks(
  driver: Driver,
  gate: ReturnType<typeof gateServer>,
  origin: string,
): AsyncGenerator<{ check: string; page: string; link: string; search: string }> {
  for (const path of [...pagePaths, '/missing-page']) {
    const url = `${origin}${path}?${query}`;
    gate.release();
    await driver.open(url);
    const targets: string[] = await driver.run(
      (selector: string) =>
        [...document.querySelectorAll(selector)].map(
          (a) => new URL((a as HTMLAnchorElement).href).pathname,
        ),
      internalLinks,
    );
    for (const [index, target] of targets.entries()) {
      gate.hold();
      await driver.open(url);
      await driver.run(armClick, { selector: internalLinks, index });
      if (path !== '/missing-page') await driver.move();
      await until(async () => gate.held > 0, 10_000);
      gate.release();
      const search = await landedOn(driver, target);
      yield { check: 'click as hydration commits', page: path, link: target, search };

      gate.hold();
      await driver.open(url);
      await driver.run(armClick);
      await driver.click(internalLinks, index);
      yield {
        check: 'click while the framework loads',
        page: path,
        link: target,
        search: await landedOn(driver, target),
      };
    }
  }

  gate.release();
  await driver.open(`${origin}/?${query}`);
  await driver.run(() => {
    (window as typeof window & { visit?: number }).visit = 1;
  });
  await driver.move();
  await until(
    () => driver.run(() => document.documentElement.hasAttribute('data-hydrated')),
    15_000,
  );
  await driver.run(armClick);
  await driver.click(`footer a[href^="${routes.privacy}"]`);
  await landedOn(driver, routes.privacy);
  const clientSide = await driver.run(
    () => (window as typeof window & { visit?: number }).visit === 1,
  );
  await driver.run(() => history.back());
  await until(async () => new URL(await driver.run(() => location.href)).pathname === '/', 15_000);
  const cta = await until(
    () => driver.run(() => document.querySelector('a[data-cta]')?.getAttribute('href')),
    10_000,
  );
  yield {
    check: `Back after a ${clientSide ? 'client-side' : 'full'} visit: hero trial button`,
    page: routes.home,
    link: new URL(cta).pathname,
    search: new URL(cta).search || '(none)',
  };

  // A same-page link makes an entry of the browser's own: Back to it must show its page again.
  await driver.open(`${origin}${routes.privacy}?${query}`);
  await driver.move();
  await until(
    () => driver.run(() => document.documentElement.hasAttribute('data-hydrated')),
    15_000,
  );
  const entry = 'nav a[href^="#"]';
  const hash = async () => (await driver.run(() => location.hash)) as string;
  const section = await driver.run((s: string) => {
    (window as typeof window & { visit?: number }).visit = 2;
    return document.querySelectorAll(s)[1].getAttribute('href');
  }, entry);
  await driver.click(entry, 1);
  await until(async () => (await hash()) === section, 10_000);
  await driver.run(armClick);
  await driver.click(`article ${internalLinks}`);
  await landedOn(driver, routes.home);
  await driver.run(() => history.back());
  await until(async () => (await hash()) === section, 15_000);
  const shown = await until(
    () =>
      driver.run(() => document.querySelector('nav[aria-labelledby="contents-title"]') !== null),
    10_000,
  ).catch(() => false);
  const search = await driver.run(() => location.search);
  const oneDocument = await driver.run(
    () => (window as typeof window & { visit?: number }).visit === 2,
  );
  yield {
    check: `Back to a contents entry after a ${oneDocument ? 'client-side' : 'full'} visit`,
    page: routes.privacy,
    link: section,
    search: shown ? search || '(none)' : '(the page did not come back)',
  };
}

/**
 * Tabs through every page on a phone-sized window, forwards and backwards. `fromTheTop` walks to
 * each stop from a fresh page (see tabThrough), for the headless browsers whose page stops matching
 * :focus once focus has left it for their absent toolbar.
 */
async function* runKeyboardChecks(
  driver: Driver,
  gate: ReturnType<typeof gateServer>,
  origin: string,
  fromTheTop: boolean,
): AsyncGenerator<{ page: string; direction: string; stops: number; problems: string[] }> {
  gate.release();
  await driver.resize(375, 740);
  for (const path of [...pagePaths, '/missing-page'])
    for (const direction of ['forwards', 'backwards']) {
      const open = () => driver.open(`${origin}${path}`);
      await open();
      const { stops, problems } = await tabThrough({
        tab: (times) => driver.tab(times, direction === 'backwards'),
        settled: () => driver.settled(),
        report: () => driver.run(focusReport),
        fresh: fromTheTop
          ? {
              reload: open,
              order: async () => {
                const order = await driver.run(tabOrder);
                return direction === 'backwards' ? order.reverse() : order;
              },
            }
          : undefined,
      });
      yield { page: path, direction, stops, problems };
    }
}

/**
 * Whether the phone's "Join Now" bar is there when the home page opens below half a window height:
 * at a link to a section, and after a reload there. The bar's script reads the scroll position
 * only on `scroll`, so this holds only if the engine fires it for the scrolls it makes itself.
 */
async function* runStickyBarArrivals(
  driver: Driver,
  origin: string,
): AsyncGenerator<{ arrival: string; shown: boolean }> {
  const barShown = () =>
    driver.run(() => {
      const panel = document.querySelector('[data-sticky-bar] [data-state]');
      return scrollY > innerHeight / 2 && panel?.getAttribute('data-state') === 'shown';
    });
  const shownWithin = (ms: number) =>
    until(barShown, ms).then(
      () => true,
      () => false,
    );
  await driver.open(`${origin}/?${query}#start`);
  yield { arrival: 'a link to #start', shown: await shownWithin(5_000) };
  await driver.run(() => location.reload());
  yield { arrival: 'a reload there', shown: await shownWithin(5_000) };
}

/**
 * Whether the engine enforces the site's Trusted Types, asked of the hydrated home page: markup
 * written as a string must throw. The refusal it provokes is reported like any violation; this
 * waits for that report and returns it apart from the visit's own.
 */
async function trustedTypes(driver: Driver, gate: ReturnType<typeof gateServer>, origin: string) {
  gate.release();
  await driver.open(`${origin}/`);
  await driver.move();
  await until(
    () => driver.run(() => document.documentElement.hasAttribute('data-hydrated')),
    15_000,
  );
  const visit = await quietReports(gate);
  const enforcement: string = await driver.run(() => {
    if (!('trustedTypes' in window)) return 'not supported';
    try {
      document.createElement('div').innerHTML = '<b>markup</b>';
      return 'not enforced';
    } catch {
      return 'enforced';
    }
  });
  if (enforcement === 'enforced')
    await until(async () => (await quietReports(gate)).length > 0, 10_000).catch(() => {
      throw new Error(`${driver.version} refused markup but reported no violation`);
    });
  return { enforcement, violations: visit };
}

/**
 * The violations reported so far, once no report has arrived for a second (reports are sent
 * after the fact, and may trail the page that made them).
 */
async function quietReports(gate: ReturnType<typeof gateServer>) {
  const reports: string[] = [];
  for (let quiet = 0; quiet < 10;) {
    await new Promise((done) => setTimeout(done, 100));
    const arrived = gate.takeViolations();
    reports.push(...arrived);
    quiet = arrived.length ? 0 : quiet + 1;
  }
  return reports;
}

/** Playwright's own build of an engine, where `npx playwright install` put it. */
const installed = (type: BrowserType) => (existsSync(type.executablePath()) ? type : null);

/**
 * Each engine in Playwright's own build where it is installed, else the system's: Debian's
 * Chromium, Firefox ESR and WebKitGTK (WebKitWebDriver).
 */
const engines = [
  {
    name: 'Chromium',
    start: installed(chromium)
      ? () => playwrightDriver(chromium)
      : systemChromium && (() => playwrightDriver(chromium, systemChromium)),
  },
  {
    name: 'Firefox',
    start: installed(firefox)
      ? () => playwrightDriver(firefox)
      : existsSync('/usr/bin/firefox-esr') && (() => firefoxDriver('/usr/bin/firefox-esr')),
    tabsFromTheTop: true,
  },
  {
    name: 'WebKit',
    start: installed(webkit)
      ? () => playwrightDriver(webkit)
      : existsSync('/usr/bin/WebKitWebDriver') && webkitDriver,
    tabsFromTheTop: true,
  },
];
const howToInstall =
  "`npx playwright install chromium firefox webkit` installs Playwright's; on Debian, `apt-get install chromium firefox-esr webkit2gtk-driver xvfb` the system's";

if (!existsSync(join(root, 'index.html'))) throw new Error('out/ is missing: run npm run build');
const gate = gateServer();
const origin = `http://127.0.0.1:${await gate.listen(4196)}`;
let lost = 0;
const focusRows: string[] = [];
const barRows: string[] = [];
const securityRows: string[] = [];
const clickRows: string[] = [];
const missing: string[] = [];
try {
  const only = parseArgs({ allowPositionals: true }).positionals.map((name) => name.toLowerCase());
  for (const engine of engines) {
    if (only.length && !only.includes(engine.name.toLowerCase())) continue;
    if (!engine.start) {
      missing.push(engine.name);
      continue;
    }
    const driver = await engine.start();
    try {
      for await (const row of runChecks(driver, gate, origin)) {
        const kept = row.search === `?${query}`;
        if (!kept) lost += 1;
        clickRows.push(
          `${driver.version} | ${row.check} | ${row.page} | ${row.link} | ${kept ? 'kept' : `LOST: ${row.search}`}`,
        );
      }
      for await (const row of runKeyboardChecks(
        driver,
        gate,
        origin,
        Boolean(engine.tabsFromTheTop),
      )) {
        if (row.problems.length) lost += 1;
        focusRows.push(
          `${driver.version} | ${row.page} | ${row.direction} | ${row.stops} | ${row.problems.length ? `LOST: ${row.problems.join('; ')}` : 'on screen, uncovered'}`,
        );
      }
      for await (const row of runStickyBarArrivals(driver, origin)) {
        if (!row.shown) lost += 1;
        barRows.push(`${driver.version} | ${row.arrival} | ${row.shown ? 'shown' : 'MISSING'}`);
      }
      const { enforcement, violations } = await trustedTypes(driver, gate, origin);
      if (violations.length) lost += 1;
      securityRows.push(
        `${driver.version} | ${enforcement} | ${violations.length} | ${[...new Set(violations)].join('; ')}`,
      );
    } finally {
      await driver.close();
    }
  }
} finally {
  gate.release();
  await gate.close();
}
console.log(`Query: ?${query}\n`);
console.log(markdownTable('Engine | Check | Page | Link to | Query on landing', clickRows));
console.log(
  '\nFocus after fast Tab presses, at every stop once the page stops moving (375×740):\n',
);
console.log(markdownTable('Engine | Page | Tab | Elements | Focused element', focusRows));
console.log(
  '\nThe "Join Now" bar when the home page opens below half a window height (375×740):\n',
);
console.log(markdownTable('Engine | Arrival | Bar', barRows));
console.log(
  "\nThe site's Content-Security-Policy, enforced in every page above; violations reported by the engine:\n",
);
console.log(markdownTable('Engine | Trusted Types | Violations | Reported', securityRows));
console.log(
  `\n${lost} clicks lost the query or their page, walks lost focus, bars were missing, or engines reported violations.`,
);
// An engine left out checks nothing: CI must run them all, and a laptop hears which and how.
if (missing.length)
  console.log(
    missing.length === engines.length
      ? `\nnpm run test:engines checked no engine: none is installed. ${howToInstall}.`
      : `\nnpm run test:engines left out ${missing.join(' and ')}, not installed. ${howToInstall}.`,
  );
process.exit(lost || (process.env.CI && missing.length) ? 1 : 0);
