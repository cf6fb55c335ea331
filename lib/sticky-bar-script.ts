import { inlineScript } from './inline-script.ts';
import { site } from './site.ts';

/**
 * Shows the phone-only "Join Now" bar once the page has scrolled past `fraction` of the window
 * height, and hides it again above that. It is the bar's only owner: the markup ships hidden and
 * inert (data-state="hidden"), CSS draws each state, and React never re-renders the bar, so the
 * reveal never waits for the framework (which starts at the first interaction) and hydration can
 * never fight it. The bar is looked up on each event because client-side navigation replaces it,
 * and its attributes are written only when its state changes.
 *
 * Self-contained (see inlineScript): it reads only its parameter and the page.
 */
function revealStickyBar(fraction: number) {
  let panel: Element | null = null;
  // The bar's height, for the page's scroll padding (app/globals.css): what the browser scrolls to
  // (a focused element, a fragment) stays above the bar, whatever the text size or spacing. It is
  // written only when the bar outgrows the padding the stylesheet already reserves: any style
  // change on <html> restyles the whole page (about 50 ms on a slow phone), which the page's load
  // should not pay when nothing would change.
  const heights = new ResizeObserver(([entry]) => {
    const root = document.documentElement;
    const height = Math.ceil(entry.borderBoxSize[0].blockSize);
    if (height > parseFloat(getComputedStyle(root).scrollPaddingBottom))
      root.style.setProperty('--sticky-bar-height', `${height}px`);
  });
  const watch = () => {
    if (panel && panel.isConnected) return;
    panel = document.querySelector('[data-sticky-bar] [data-state]');
    if (panel) heights.observe(panel);
  };
  const update = () => {
    watch();
    const state = scrollY > innerHeight * fraction ? 'shown' : 'hidden';
    if (!panel || panel.getAttribute('data-state') === state) return;
    panel.setAttribute('data-state', state);
    panel.toggleAttribute('inert', state === 'hidden');
  };
  addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update, { passive: true });
  // The end of parsing only starts watching the bar's height. Reading the scroll position there
  // would lay the whole page out at once, in the same task as the last of the parsing (about 40 ms
  // on a slow phone); the next frame lays it out anyway. Nothing is lost: the page starts at its
  // top, where the markup's hidden state is right, and any scroll the browser makes while it loads
  // (to a #fragment, or back to where a reload was) fires `scroll`.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch);
  else update();
}

/** Inline in every page; the post-build step adds its hash to the Content-Security-Policy. */
export const stickyBarScript = inlineScript(revealStickyBar, site.stickyBarRevealFraction);
