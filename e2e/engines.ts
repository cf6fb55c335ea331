#!/usr/bin/env node
// npm run test:engines [-- webkit]: the site's promises in Chromium, Firefox and WebKit, each
// Playwright's build where installed, else the system's (docs/testing.md, "The other browser
// engines"). Pages are served under the site's own CSP, with each violation reported here, and the
// server holds the framework so that every engine meets the same moments. Exits 1 on any loss; a
// missing engine is named with how to install it, and fails the run in CI. Needs `npm run build`.
import { adQueryFrom } from '../lib/node/ad-query.ts';
import { markdownTable } from '../lib/node/markdown.ts';
import { start, stop, until as poll } from '../lib/node/run.ts';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, firefox, webkit, type BrowserType } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { Builder, By, error as seleniumError, Key } from 'selenium-webdriver';
import { builtHost } from '../hosting/serve.ts';
import { armClick, landedAt } from './support/click-at-hydration.ts';
import { focusReport, settled, tabOrder } from './support/focus-on-screen.ts';
import { tabThrough } from './support/tab-through.ts';
import { pagePaths, routes } from '../lib/routes.ts';
import { chromiumFlags, systemChromium } from '../lib/node/chromium.ts';
import type { ChildProcess } from 'node:child_process';

const root = resolve(import.meta.dirname, '..', 'out');
const query = adQueryFrom('engines');
const internalLinks = 'a[data-carry]:not([data-cta])';
/**
 * out/ served as a host that keeps every promise serves it (hosting/serve.ts), its policy
 * with a report-uri to here, holding the framework until release(). Only the flight data is held:
 * nothing of the framework runs without it, and the one held request leaves the browser's other
 * connections to the host free for the next page.
 */
function gateServer() {
  const waiting: Array<() => void> = [];
  let open = true;
  const violations: string[] = [];
  const host = builtHost(root);
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
    const send = () => {
      const { status, headers, body } = host({ target: request.url ?? '/' });
      headers.set('cache-control', ['no-store']);
      headers.set('content-security-policy', [
        `${headers.get('content-security-policy')}; report-uri /__csp-report`,
      ]);
      response.writeHead(status, Object.fromEntries(headers)).end(body);
    };
    if (!open && path.startsWith('/_next/static/flight/')) waiting.push(send);
    else send();
  });
  return {
    listen: (port: number) =>
      new Promise((done) => server.listen(port, '127.0.0.1', () => done(port))),
    close: () => new Promise((done) => server.close(done)),
    /** Holds from now on; what the previous page left waiting is sent, freeing its connections. */
    hold() {
      for (const send of waiting.splice(0)) send();
      open = false;
    },
    release() {
      open = true;
      for (const send of waiting.splice(0)) send();
    },
    get held() {
      return waiting.length;
    },
    takeViolations: () => violations.splice(0),
  };
}

type Driver = {
  version: string;
  open(url: string): Promise<unknown>; // resolves at DOMContentLoaded
  // The function is serialised into the page, whatever its parameters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  run(fn: (...args: any[]) => unknown, ...args: unknown[]): Promise<any>;
  // A real pointer move, in two events as a hand makes them (a browser reports no movement in the
  // first of a document): the visitor's first interaction.
  move(): Promise<unknown>;
  click(selector: string, index?: number): Promise<unknown>; // a real click on the index-th match
  tab(times: number, backwards: boolean): Promise<unknown>; // real presses, as fast as they go
  settled(): Promise<unknown>; // once the page has stopped moving
  resize(width: number, height: number): Promise<unknown>;
  close(): Promise<unknown>;
};

/** What Playwright's and puppeteer's pages share, which the two drivers below drive alike. */
type Page = {
  goto(url: string, options: { waitUntil: 'domcontentloaded' }): Promise<unknown>;
  evaluate: Driver['run'];
  mouse: { move(x: number, y: number): Promise<unknown> };
  keyboard: Record<'down' | 'up' | 'press', (key: string) => Promise<unknown>>;
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
      for (let i = 0; i < times; i += 1) await page.keyboard.press('Tab');
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

/** Waits until the armed click (armClick) has led to `pathname`, and returns that address's search. */
const landedOn = (driver: Driver, pathname: string) =>
  until(async () => {
    const href = await driver.run(landedAt);
    if (!href || new URL(href).pathname !== pathname) return undefined;
    return new URL(href).search || '(none)';
  }, 15_000);

/** Opens a page with the framework let through, moves, and waits for it to hydrate. */
async function openHydrated(driver: Driver, url: string) {
  gate.release();
  await driver.open(url);
  await driver.move();
  await until(
    () => driver.run(() => document.documentElement.hasAttribute('data-hydrated')),
    15_000,
  );
}

/** One row of a table, the engine's cell aside; a row not `ok` fails the run. */
type Row = { ok: boolean; cells: (string | number)[] };
/** Marks a document: still marked after a visit, the visit was client-side. */
type Marked = typeof window & { visit?: number };

/**
 * A click on each internal link as hydration commits and while the framework loads, and Back after
 * a visit: the query must arrive.
 */
async function* clicks(driver: Driver): AsyncGenerator<Row> {
  const row = (check: string, page: string, link: string, search: string) => {
    const ok = search === `?${query}`;
    return { ok, cells: [check, page, link, ok ? 'kept' : `LOST: ${search}`] };
  };
  for (const path of [...pagePaths, '/missing-page']) {
    const url = `${origin}${path}?${query}`;
    gate.release();
    await driver.open(url);
    const targets: string[] = await driver.run(
      (s: string) => [...document.querySelectorAll<HTMLAnchorElement>(s)].map((a) => a.pathname),
      internalLinks,
    );
    for (const [index, target] of targets.entries()) {
      gate.hold();
      await driver.open(url);
      await driver.run(armClick, { selector: internalLinks, index });
      if (path !== '/missing-page') await driver.move();
      await until(async () => gate.held > 0, 10_000);
      gate.release();
      yield row('click as hydration commits', path, target, await landedOn(driver, target));

      gate.hold();
      await driver.open(url);
      await driver.run(armClick);
      await driver.click(internalLinks, index);
      yield row('click while the framework loads', path, target, await landedOn(driver, target));
    }
  }

  await openHydrated(driver, `${origin}/?${query}`);
  await driver.run(() => ((window as Marked).visit = 1));
  await driver.run(armClick);
  await driver.click(`footer a[href^="${routes.privacy}"]`);
  await landedOn(driver, routes.privacy);
  const clientSide = await driver.run(() => (window as Marked).visit === 1);
  await driver.run(() => history.back());
  await until(async () => new URL(await driver.run(() => location.href)).pathname === '/', 15_000);
  const cta = new URL(
    await until(
      () => driver.run(() => document.querySelector('a[data-cta]')?.getAttribute('href')),
      10_000,
    ),
  );
  yield row(
    `Back after a ${clientSide ? 'client-side' : 'full'} visit: hero trial button`,
    routes.home,
    cta.pathname,
    cta.search || '(none)',
  );

  // A same-page link makes an entry of the browser's own: Back to it must show its page again.
  await openHydrated(driver, `${origin}${routes.privacy}?${query}`);
  const entry = 'nav a[href^="#"]';
  const hash = () => driver.run(() => location.hash);
  const section = await driver.run((s: string) => {
    (window as Marked).visit = 2;
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
  const oneDocument = await driver.run(() => (window as Marked).visit === 2);
  yield row(
    `Back to a contents entry after a ${oneDocument ? 'client-side' : 'full'} visit`,
    routes.privacy,
    section,
    shown ? search || '(none)' : '(the page did not come back)',
  );
}

/**
 * Fast Tab presses through every page on a phone-sized window, both ways: focus on screen and
 * uncovered at every stop. `fromTheTop` walks to each stop from a fresh page (see tabThrough), for
 * the headless browsers whose page stops matching :focus once focus has left it for their absent
 * toolbar.
 */
async function* keyboard(driver: Driver, fromTheTop: boolean): AsyncGenerator<Row> {
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
      const focus = problems.length ? `LOST: ${problems.join('; ')}` : 'on screen, uncovered';
      yield { ok: !problems.length, cells: [path, direction, stops, focus] };
    }
}

/**
 * Whether the phone's "Join Now" bar is there when the home page opens below half a window height:
 * at a link to a section, and after a reload there. The bar's script reads the scroll position
 * only on `scroll`, so this holds only if the engine fires it for the scrolls it makes itself.
 */
async function* stickyBar(driver: Driver): AsyncGenerator<Row> {
  const row = async (arrival: string) => {
    const shown = await until(
      () =>
        driver.run(() => {
          const panel = document.querySelector('[data-sticky-bar] [data-state]');
          return scrollY > innerHeight / 2 && panel?.getAttribute('data-state') === 'shown';
        }),
      5_000,
    ).catch(() => false);
    return { ok: shown, cells: [arrival, shown ? 'shown' : 'MISSING'] };
  };
  await driver.open(`${origin}/?${query}#start`);
  yield await row('a link to #start');
  await driver.run(() => location.reload());
  yield await row('a reload there');
}

/**
 * The violations reported in the engine's visits, and whether it enforces the site's Trusted Types,
 * asked of the hydrated home page: markup written as a string must throw, and be reported.
 */
async function* trustedTypes(driver: Driver): AsyncGenerator<Row> {
  await openHydrated(driver, `${origin}/`);
  const visits = await quietReports();
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
    await until(async () => (await quietReports()).length > 0, 10_000).catch(() => {
      throw new Error(`${driver.version} refused markup but reported no violation`);
    });
  yield {
    ok: !visits.length,
    cells: [enforcement, visits.length, [...new Set(visits)].join('; ')],
  };
}

/** The violations reported so far, once none has arrived for a second (reports may trail a page). */
async function quietReports() {
  const reports: string[] = [];
  for (let quiet = 0; quiet < 10;) {
    await new Promise((done) => setTimeout(done, 100));
    const arrived = gate.takeViolations();
    reports.push(...arrived);
    quiet = arrived.length ? 0 : quiet + 1;
  }
  return reports;
}

// Playwright's own build where `npx playwright install` put it, else Debian's.
const ownBuild = (type: BrowserType) =>
  existsSync(type.executablePath()) && (() => playwrightDriver(type));
const engines = [
  {
    name: 'Chromium',
    start:
      ownBuild(chromium) || (systemChromium && (() => playwrightDriver(chromium, systemChromium))),
  },
  {
    name: 'Firefox',
    start:
      ownBuild(firefox) ||
      (existsSync('/usr/bin/firefox-esr') && (() => firefoxDriver('/usr/bin/firefox-esr'))),
    tabsFromTheTop: true,
  },
  {
    name: 'WebKit',
    start: ownBuild(webkit) || (existsSync('/usr/bin/WebKitWebDriver') && webkitDriver),
    tabsFromTheTop: true,
  },
];
const howToInstall =
  "`npx playwright install chromium firefox webkit` installs Playwright's; on Debian, `apt-get install chromium firefox-esr webkit2gtk-driver xvfb` the system's";

if (!existsSync(join(root, 'index.html'))) throw new Error('out/ is missing: run npm run build');
const gate = gateServer();
const origin = `http://127.0.0.1:${await gate.listen(4196)}`;
const checks = [clicks, keyboard, stickyBar, trustedTypes];
const rows = checks.map((): string[] => []);
let lost = 0;
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
      for (const [index, check] of checks.entries())
        for await (const { ok, cells } of check(driver, Boolean(engine.tabsFromTheTop))) {
          if (!ok) lost += 1;
          rows[index].push([driver.version, ...cells].join(' | '));
        }
    } finally {
      await driver.close();
    }
  }
} finally {
  gate.release();
  await gate.close();
}
const [clickRows, focusRows, barRows, securityRows] = rows;
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
