// The visit, not only the load: what a visitor on a slow phone meets after the page has painted,
// when they scroll, tap and the framework starts. Used by bench/bench.ts; a benchmark, not a
// test. Lighthouse ends its audit before any of this happens.
//
// The phone: 375×740 touch screen, CPU 4× slower, slow 4G as Lighthouse's mobile preset throttles
// it (562.5 ms round trip, 1.47 Mbps down, 675 kbps up). The visitor reads for 3 s, drags the page
// up by three quarters of the screen (past half: the "Join Now" bar's threshold), then taps the
// text every 600 ms while the framework arrives and starts, until it has hydrated; then scrolls
// back above the threshold and past it again, to time the same reveal with the framework running.
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../e2e/support/chromium.ts';
import type { Browser, CDPSession } from '@playwright/test';

export const phone = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const cpuSlowdown = 4;

/** What the recorder notes in the page, as window.__visit. */
type VisitLog = {
  firstInput: number | null;
  hydrated: number | null;
  reveals: { crossing: number; at: number | null }[];
  tasks: { start: number; duration: number }[];
  events: { id: number; start: number; duration: number }[];
};

/** The page's window, with what the recorder and the measurements note in it. */
type Recorded = typeof window & { __visit: VisitLog; __sameDocument?: boolean };

/** Runs in the page before any of its own scripts, so its listeners see every event first. */
function recorder() {
  const log: VisitLog = { firstInput: null, reveals: [], hydrated: null, tasks: [], events: [] };
  Object.assign(window, { __visit: log });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) log.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (e.interactionId)
        log.events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
  }).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  // The visitor's taps aim at text; one that lands on a link anyway (the page moved between aiming
  // and tapping) must not navigate away mid-visit. The site's links honour a cancelled click.
  addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    },
    { capture: true },
  );
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'wheel', 'mousedown']) {
    addEventListener(type, () => (log.firstInput ??= performance.now()), {
      capture: true,
      passive: true,
    });
  }
  // A crossing is the first scroll event past half the window height
  // (docs/requirements.md#sticky-join-now-bar, site.stickyBarRevealFraction) after being above it;
  // its reveal is the first frame after it in which the bar has begun to slide into view.
  let below = false;
  addEventListener(
    'scroll',
    () => {
      const past = scrollY > innerHeight / 2;
      if (past === below) return;
      below = past;
      if (!past) return;
      const reveal: VisitLog['reveals'][number] = { crossing: performance.now(), at: null };
      log.reveals.push(reveal);
      const frame = () => {
        const panel = document.querySelector('[data-sticky-bar] [data-state]');
        const box = panel?.getBoundingClientRect();
        if (
          panel &&
          box &&
          box.top < innerHeight - 0.5 &&
          getComputedStyle(panel).visibility === 'visible'
        )
          reveal.at = performance.now();
        else if (below) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true, passive: true },
  );
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-hydrated')) log.hydrated ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

async function drag(
  cdp: CDPSession,
  {
    x,
    from,
    to,
    steps = 12,
    stepMs = 25,
  }: { x: number; from: number; to: number; steps?: number; stepMs?: number },
) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let i = 1; i <= steps; i += 1) {
    const y = from + ((to - from) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function visitOnce(browser: Browser, url: string) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.addInitScript(recorder);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const { width, height } = phone.viewport;
    await drag(cdp, { x: width / 2, from: height * 0.85, to: height * 0.1 });
    // Taps on body text, never on a link: interactions that do nothing, so each one measures only
    // the delay the main thread puts between the finger and the next frame.
    for (let tap = 0; tap < 12; tap += 1) {
      await page.waitForTimeout(600);
      const y = await page.evaluate(
        ({ x, h }) =>
          [0.3, 0.25, 0.35, 0.2, 0.4, 0.15, 0.45]
            .map((f) => f * h)
            .find((y) => !document.elementFromPoint(x, y)?.closest('a, button')) ?? 0.3 * h,
        { x: width / 2, h: height },
      );
      await page.touchscreen.tap(width / 2, y);
      if (await page.evaluate(() => (window as Recorded).__visit.hydrated !== null)) break;
    }
    await page.waitForFunction(() => (window as Recorded).__visit.hydrated !== null, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1500);
    // Back up past the threshold and down again: the same reveal, with the framework running.
    await drag(cdp, { x: width / 2, from: height * 0.1, to: height * 0.95 });
    await page.waitForTimeout(1500);
    await drag(cdp, { x: width / 2, from: height * 0.85, to: height * 0.1 });
    await page.waitForTimeout(1500);
    const log: VisitLog = await page.evaluate(() => (window as Recorded).__visit);
    const firstInput = log.firstInput ?? NaN;
    const after = log.tasks.filter((t) => t.start + t.duration > firstInput);
    const interactions = new Map();
    for (const e of log.events)
      interactions.set(e.id, Math.max(interactions.get(e.id) ?? 0, e.duration));
    const revealAfter = (reveal: VisitLog['reveals'][number] | undefined) =>
      reveal?.at ? reveal.at - reveal.crossing : NaN;
    return {
      reveal: revealAfter(log.reveals[0]),
      revealHydrated: revealAfter(log.reveals[1]),
      longestTask: Math.max(0, ...after.map((t) => t.duration)),
      blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      slowestInteraction: Math.max(0, ...interactions.values()),
      hydrated: (log.hydrated ?? NaN) - firstInput,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** Medians of `runs` visits to `url`, each in a fresh browser context (cold cache). */
export async function measureVisit(
  url: string,
  { runs, executablePath }: { runs: number; executablePath?: string },
): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  try {
    const results: Record<string, number>[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await visitOnce(browser, url));
    return Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    );
  } finally {
    await browser.close();
  }
}

/**
 * The tap sweep: on a fresh load, the visitor's first interaction starts the framework, and one
 * tap on an internal link follows `delay` ms later, for each delay. At 4× CPU on a fast network
 * the framework arrives and hydrates inside 0–900 ms (on slow 4G it arrives later, and every such
 * tap would land before it), so the taps land before, during and after hydration. Reports, per
 * delay, whether the landing page kept the query and whether the tap was followed by the browser
 * (a new document) or client-side.
 *
 * On the home page the first interaction scrolls the footer into view (its links are the internal
 * ones); elsewhere it is a tap on body text, and the link is the one at the top of the page.
 *
 * @param url the page, with the query to keep
 *
 *   link: a CSS selector for the internal link; target: the pathname it leads to
 */
export async function tapSweep(
  url: string,
  {
    executablePath,
    delays,
    link,
    target,
    scroll,
  }: { executablePath?: string; delays: number[]; link: string; target: string; scroll: boolean },
) {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  const search = new URL(url).search;
  const rows = [];
  try {
    for (const delay of delays) {
      const context = await browser.newContext(phone);
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        await page.goto(url, { waitUntil: 'load' });
        await page.evaluate(() => {
          (window as Recorded).__sameDocument = true;
        });
        const { width, height } = phone.viewport;
        // The link's box once it is in view; scrolling it there is the first interaction (scrollend).
        const box = await page.evaluate(
          ([selector, scrollFirst]) => {
            const a = document.querySelector(selector as string) as Element;
            if (scrollFirst) a.scrollIntoView({ block: 'center', behavior: 'instant' });
            const r = a.getBoundingClientRect();
            return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
          },
          [link, scroll] as [string, boolean],
        );
        if (!scroll) {
          const y = await page.evaluate(
            ({ x, h }) =>
              [0.5, 0.6, 0.4, 0.7, 0.3]
                .map((f) => f * h)
                .find((y) => !document.elementFromPoint(x, y)?.closest('a, button')) ?? 0.5 * h,
            { x: width / 2, h: height },
          );
          await page.touchscreen.tap(width / 2, y);
        }
        const first = Date.now();
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, first + delay - Date.now())),
        );
        await page.touchscreen.tap(box.x, box.y);
        await page.waitForURL((u) => u.pathname === target, { timeout: 60_000 });
        await page.waitForLoadState('domcontentloaded');
        rows.push({
          delay,
          kept: new URL(page.url()).search === search,
          clientSide: await page.evaluate(() => (window as Recorded).__sameDocument === true),
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
