// In-page helpers shared by e2e/keyboard.spec.ts (Chromium, through Playwright) and
// e2e/engines.ts (Chromium, Firefox and WebKit). Each runs inside the page, so it must not
// reference anything outside its own body.

/**
 * Resolves once the page has stopped moving: the scroll position the same, and no finite animation
 * or transition running (the sticky bar sliding), for five frames in a row. Infinite decorative
 * animations do not count.
 */
export function settled(): Promise<void> {
  return new Promise((done) => {
    let last = '';
    let still = 0;
    const frame = () => {
      const moving = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      const now = `${scrollX},${scrollY}`;
      still = now === last && !moving ? still + 1 : 0;
      last = now;
      if (still >= 5) done();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * The focused element and where a person sees it: null when nothing on the page has focus (it is
 * in the browser's own interface), else a label, a key that tells elements apart (the same after a
 * reload), whether its box is wholly inside the window (for an element taller than the window,
 * whether its top is), and what covers it, if anything, at any of five points in each of its boxes.
 */
export function focusReport() {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) return null;
  const width = document.documentElement.clientWidth;
  const height = innerHeight;
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const rects = [...focused.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  const inside =
    rects.length > 0 &&
    rects.every(
      (r) =>
        r.left >= -0.5 &&
        r.right <= width + 0.5 &&
        r.top >= -0.5 &&
        (r.height > height ? r.top < height : r.bottom <= height + 0.5),
    );
  let coveredBy = null;
  for (const r of rects) {
    const [x0, x1, y0, y1] = [r.left, r.right, r.top, Math.min(r.bottom, height)];
    const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
    const points = [
      [cx, cy],
      [x0 + (x1 - x0) / 4, cy],
      [x1 - (x1 - x0) / 4, cy],
      [cx, y0 + (y1 - y0) / 4],
      [cx, y1 - (y1 - y0) / 4],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === focused || focused.contains(hit))) continue;
      coveredBy = hit ? describe(hit) : `nothing at ${Math.round(x)},${Math.round(y)}`;
      break;
    }
    if (coveredBy) break;
  }
  const box = focused.getBoundingClientRect();
  // Where the element sits under <body>, which stays the same when the page is loaded again: the
  // framework adds its scripts to <head>.
  const path = [];
  for (let el = focused; el.parentElement && el !== document.body; el = el.parentElement)
    path.unshift([...el.parentElement.children].indexOf(el));
  return {
    label: describe(focused),
    key: path.join('.'),
    inside,
    box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} in ${width}×${height}`,
    coveredBy,
  };
}

/**
 * The page's tab order as it stands, read from the document (this site sets no positive
 * tabindex): every element a Tab can reach, in document order, keyed as focusReport() keys them.
 */
export function tabOrder(): { key: string; label: string }[] {
  const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
  return [...document.querySelectorAll(focusable)].flatMap((el) => {
    const html = el as HTMLElement;
    if (html.tabIndex < 0 || html.closest('[inert]') || html.getClientRects().length === 0)
      return [];
    if (getComputedStyle(html).visibility !== 'visible') return [];
    const path = [];
    for (let at = el; at.parentElement && at !== document.body; at = at.parentElement)
      path.unshift([...at.parentElement.children].indexOf(at));
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return [{ key: path.join('.'), label: `<${el.tagName.toLowerCase()}> "${text}"` }];
  });
}
