// In-page helpers shared by e2e/click-at-hydration.spec.ts (Chromium, through Playwright) and
// e2e/engines.ts (Chromium, Firefox and WebKit, through CDP, BiDi and WebDriver). Each runs
// inside the page, so it must not reference anything outside its own body.

/**
 * Arms landedAt() for the next click: from the click on, it counts history writes, so that a click
 * followed client-side, even to the page it is on, is told from one not followed yet. With a
 * selector, it also clicks the index-th match the first moment React has committed its hydration:
 * synchronously inside the app's own write of <html data-hydrated> (a layout effect), before any
 * effect of that commit has run; run it before the framework does. Else the caller clicks next.
 */
export function armClick({ selector, index = 0 }: { selector?: string; index?: number } = {}) {
  const page = window as Window & { armed?: boolean; writes?: number };
  page.armed = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const write = history[method];
    history[method] = function (...args) {
      write.apply(this, args);
      if (page.writes !== undefined) page.writes += 1;
    };
  }
  if (selector === undefined) {
    page.writes = 0;
    return;
  }
  const set = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name: string, value: string) {
    set.call(this, name, value);
    if (name !== 'data-hydrated' || this !== document.documentElement) return;
    Element.prototype.setAttribute = set;
    page.writes = 0;
    (document.querySelectorAll(selector)[index] as HTMLElement).click();
  };
}

/**
 * Where the armed click led: null while it has not been followed (same document, no history write
 * since the click), else the address shown, a new document's or a client-side navigation's.
 */
export function landedAt(): string | null {
  const page = window as Window & { armed?: boolean; writes?: number };
  if (page.armed && !(page.writes && page.writes > 0)) return null;
  return location.href;
}
