// The visit, not only the load: what a visitor on a slow phone meets after the page has painted,
// when they scroll, tap and the framework starts, which Lighthouse does not see (the steps and the
// phone: docs/performance.md#the-visit). Used by bench/bench.ts.
import { chromium } from '@playwright/test';
import { chromiumFlags, systemChromium } from '../lib/node/chromium.ts';
import type { CDPSession, Page } from '@playwright/test';

export const chromePath = process.env.CHROME_PATH ?? systemChromium;
const [width, height] = [375, 740];
const phone = { viewport: { width, height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Lighthouse's mobile preset: 562.5 ms round trip, 1.47 Mbps down, 675 kbps up.
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

// What the recorder notes in the page, as window.__visit.
type VisitLog = {
  firstInput: number | null;
  hydrated: number | null;
  reveals: { crossing: number; at: number | null }[];
  tasks: { start: number; duration: number }[];
  events: number[]; // the durations of the events of interactions
};
type Recorded = typeof window & { __visit: VisitLog; __sameDocument?: boolean };

// Runs in the page before any of its own scripts, so its listeners see every event first.
function recorder() {
  const log: VisitLog = { firstInput: null, reveals: [], hydrated: null, tasks: [], events: [] };
  Object.assign(window, { __visit: log });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) log.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (e.interactionId) log.events.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // The visitor's taps aim at text; one that lands on a link anyway (the page moved between aiming
  // and tapping) must not navigate away mid-visit. The site's links honour a cancelled click.
  const cancelLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
  };
  addEventListener('click', cancelLink, { capture: true });
  const first = { capture: true, passive: true };
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'wheel', 'mousedown'])
    addEventListener(type, () => (log.firstInput ??= performance.now()), first);
  // A crossing is the first scroll event past half the window height
  // (docs/requirements.md#sticky-join-now-bar, site.stickyBarRevealFraction) after being above it;
  // its reveal is the first frame after it in which the bar has begun to slide into view.
  let below = false;
  const crossing = () => {
    const past = scrollY > innerHeight / 2;
    if (past === below) return;
    below = past;
    if (!past) return;
    const reveal: VisitLog['reveals'][number] = { crossing: performance.now(), at: null };
    log.reveals.push(reveal);
    const frame = () => {
      const panel = document.querySelector('[data-sticky-bar] [data-state]');
      if (
        panel &&
        panel.getBoundingClientRect().top < innerHeight - 0.5 &&
        getComputedStyle(panel).visibility === 'visible'
      )
        reveal.at = performance.now();
      else if (below) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  addEventListener('scroll', crossing, first);
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-hydrated')) log.hydrated ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

// A finger dragged down the screen's middle from `from` to `to` (pixels), in 12 steps of 25 ms.
async function drag(cdp: CDPSession, from: number, to: number) {
  const x = width / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let i = 1; i <= 12; i += 1) {
    const y = from + ((to - from) * i) / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

// A tap at the screen's middle on body text, never on a link or button: at the first of
// `fractions` of its height where none is, else at the first.
async function tapText(page: Page, fractions: number[]) {
  const y = await page.evaluate(
    ({ x, ys }) => ys.find((y) => !document.elementFromPoint(x, y)?.closest('a, button')) ?? ys[0],
    { x: width / 2, ys: fractions.map((f) => f * height) },
  );
  await page.touchscreen.tap(width / 2, y);
}

const isHydrated = () => (window as Recorded).__visit.hydrated !== null;
async function visit(page: Page, cdp: CDPSession, url: string) {
  await page.addInitScript(recorder);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await drag(cdp, height * 0.85, height * 0.1);
  // Taps on body text: interactions that do nothing, so each one measures only the delay the main
  // thread puts between the finger and the next frame.
  for (let tap = 0; tap < 12; tap += 1) {
    await page.waitForTimeout(600);
    await tapText(page, [0.3, 0.25, 0.35, 0.2, 0.4, 0.15, 0.45]);
    if (await page.evaluate(isHydrated)) break;
  }
  await page.waitForFunction(isHydrated, null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  // Back up past the threshold and down again: the same reveal, with the framework running.
  await drag(cdp, height * 0.1, height * 0.95);
  await page.waitForTimeout(1500);
  await drag(cdp, height * 0.85, height * 0.1);
  await page.waitForTimeout(1500);
  const log: VisitLog = await page.evaluate(() => (window as Recorded).__visit);
  const firstInput = log.firstInput ?? NaN;
  const after = log.tasks.filter((t) => t.start + t.duration > firstInput);
  const revealAfter = (reveal: VisitLog['reveals'][number] | undefined) =>
    reveal?.at ? reveal.at - reveal.crossing : NaN;
  return {
    reveal: revealAfter(log.reveals[0]),
    revealHydrated: revealAfter(log.reveals[1]),
    longestTask: Math.max(0, ...after.map((t) => t.duration)),
    blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    // An interaction lasts as long as its longest event: the slowest, as the longest of all.
    slowestInteraction: Math.max(0, ...log.events),
    hydrated: (log.hydrated ?? NaN) - firstInput,
  };
}

// One browser; for each item, a fresh context (cold cache) on the phone at 4× CPU, where `work` runs.
async function onPhone<T, R>(
  items: T[],
  work: (page: Page, cdp: CDPSession, item: T) => Promise<R>,
) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const results: R[] = [];
  try {
    for (const item of items) {
      // Closed here on success, and with the browser on a failure.
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      results.push(await work(page, cdp, item));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** Each figure's median over the runs, of those that measured it (not NaN). */
export const medians = <T extends Record<string, number>>(runs: T[]) =>
  Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  ) as T;

// Medians of `runs` visits to `url`.
export async function measureVisit(url: string, runs: number) {
  return medians(await onPhone(new Array<string>(runs).fill(url), visit));
}

// The tap sweep: per delay, a fresh load, the first interaction (scrolling the link into view if
// `scroll`, else a tap on text), which starts the framework, and `delay` ms later a tap on `link`
// (to the pathname `target`). At 4× CPU on a fast network the framework hydrates within 0–900 ms
// (on slow 4G it would come after every tap), so the taps land before, during and after it. Reports
// whether the landing page kept `url`'s query, and whether the browser (a new document) or the
// client side followed the tap.
export async function tapSweep(
  url: string,
  delays: number[],
  { link, target, scroll }: { link: string; target: string; scroll: boolean },
) {
  return onPhone(delays, async (page, cdp, delay) => {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => ((window as Recorded).__sameDocument = true));
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
    if (!scroll) await tapText(page, [0.5, 0.6, 0.4, 0.7, 0.3]);
    await new Promise((resolve) => setTimeout(resolve, delay));
    await page.touchscreen.tap(box.x, box.y);
    await page.waitForURL((u) => u.pathname === target, { timeout: 60_000 });
    await page.waitForLoadState('domcontentloaded');
    return {
      delay,
      kept: new URL(page.url()).search === new URL(url).search,
      clientSide: await page.evaluate(() => (window as Recorded).__sameDocument === true),
    };
  });
}
