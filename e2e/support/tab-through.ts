// The keyboard walk shared by e2e/keyboard.spec.ts (Chromium, through Playwright) and
// e2e/engines.ts (Chromium, Firefox and WebKit): however fast focus moves, once the page stops
// moving the focused element is on screen and nothing covers it.
import type { focusReport, tabOrder } from './focus-on-screen.ts';

/** What a test runner gives the walk. */
export type Keyboard = {
  /** presses Tab (or Shift+Tab, walking backwards) `times` times, as fast as the runner sends keys */
  tab(times: number): Promise<unknown>;
  settled(): Promise<unknown>; // resolves once the page has stopped moving (settled())
  report(): Promise<ReturnType<typeof focusReport>>; // where the focused element is, or null
  // For a headless browser whose page stops matching :focus once focus has passed through its
  // (absent) toolbar: each stop is reached from the top of a fresh page, and the tab order comes
  // from the document (tabOrder(), in the walk's direction).
  fresh?: {
    reload(): Promise<unknown>;
    order(): Promise<ReturnType<typeof tabOrder>>;
  };
};

/**
 * Stops at every element of the tab order in turn, each time at the end of a burst of presses that
 * come faster than any scroll animation. Without `fresh`, the walk goes on from stop to stop in
 * bursts of at least five presses, going round the page when the next stop is nearer, so it passes
 * the page's ends, where focus jumps furthest, again and again.
 *
 * @returns how many elements the tab order has, and one line for each stop where the focused
 *   element was off screen or covered, and for each element the walk never stopped at
 */
export async function tabThrough(
  keyboard: Keyboard,
): Promise<{ stops: number; problems: string[] }> {
  const keyOf = async () => (await keyboard.report())?.key ?? 'outside';
  // The tab order, "outside" being the browser's own interface after the page's last element:
  // from the document, or one press at a time until focus is back where it started.
  const order: string[] = [];
  const labels: Map<string, string> = new Map();
  if (keyboard.fresh)
    for (const { key, label } of await keyboard.fresh.order()) {
      order.push(key);
      labels.set(key, label);
    }
  else
    for (let press = 0; press < 400; press += 1) {
      await keyboard.tab(1);
      // Once the page is still, the sticky bar has followed the scroll: its button is in the order.
      await keyboard.settled();
      const focus = await keyboard.report();
      const key = focus?.key ?? 'outside';
      if (order.length > 0 && key === order[0]) break;
      order.push(key);
      if (focus) labels.set(focus.key, focus.label);
    }
  const targets = order.filter((key) => key !== 'outside');

  const problems: Set<string> = new Set();
  // Focus leaves the page only past its last element: anywhere else the page dropped it.
  order.forEach((key, i) => {
    if (key === 'outside' && i < order.length - 1 && i > 0)
      problems.add(`focus left the page after ${labels.get(order[i - 1])}`);
  });
  const reached: Set<string> = new Set();
  // For each element a burst aimed at but did not end on: where it ended.
  const endedElsewhere: Map<string, string> = new Map();
  let at = 'outside';
  // Presses Tab as often as the order puts `target` ahead (at least `least` times, else once round
  // more), then, if the order changed on the way, on until `target` has focus; judges the stop.
  const burst = async (target: string, least: number) => {
    const ahead = (order.indexOf(target) - order.indexOf(at) + order.length) % order.length;
    let presses = ahead >= least ? ahead : ahead + order.length;
    // Past the page's last element the browser takes focus and gives it back on its own schedule:
    // a burst that once ran on through that hand-over, in CI, never ended on the logo after it. So
    // a burst that crosses the end waits there, where nothing scrolls, then goes on as fast.
    const end = order.indexOf('outside');
    for (let from = order.indexOf(at); end >= 0; from = end) {
      const toEnd = (end - from + order.length) % order.length || order.length;
      if (toEnd >= presses) break;
      await keyboard.tab(toEnd);
      await keyboard.settled();
      presses -= toEnd;
    }
    await keyboard.tab(presses);
    // One press at a time, each once the page is still: the sticky bar's button becomes focusable
    // only once the page has seen the scroll.
    for (let press = 0; press < 2 * order.length && (await keyOf()) !== target; press += 1) {
      await keyboard.settled();
      await keyboard.tab(1);
    }
    await keyboard.settled();
    const focus = await keyboard.report();
    at = focus?.key ?? 'outside';
    if (at !== target) endedElsewhere.set(target, focus?.label ?? 'the browser');
    if (!focus) return;
    reached.add(focus.key);
    if (!focus.inside) problems.add(`${focus.label} is not wholly in the window (${focus.box})`);
    else if (focus.coveredBy) problems.add(`${focus.label} is covered by ${focus.coveredBy}`);
  };

  if (keyboard.fresh)
    for (const target of targets) {
      await keyboard.fresh.reload();
      at = 'outside';
      await burst(target, 1);
    }
  else {
    const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
    let stride = 5;
    while (gcd(stride, targets.length) !== 1) stride += 1;
    // The enumeration ended where it started, on the first element.
    at = order[0];
    for (let step = 1; step <= targets.length; step += 1)
      await burst(targets[(step * stride) % targets.length], 5);
  }
  for (const key of targets)
    if (!reached.has(key))
      problems.add(
        `never stopped at ${labels.get(key)}` +
          (endedElsewhere.has(key)
            ? ` (the presses aimed at it ended on ${endedElsewhere.get(key)})`
            : ''),
      );
  return { stops: targets.length, problems: [...problems] };
}
