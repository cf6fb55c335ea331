import { inlineScript } from './inline-script.ts';
import { isPlainClick } from './plain-click.ts';

/**
 * The site's own part in scrolling; every scroll the browser makes by itself is instant.
 *
 * "See How It Works" (a link marked data-smooth-scroll) travels smoothly to its section, the one
 * scroll on the site that animates, and it animates itself: a page-wide `scroll-behavior: smooth`
 * would also animate the browser's own scrolling to each focused element, and under a held Tab key
 * those animations overlap and an older one can win, leaving focus off screen. An instant scroll
 * (the next Tab, a contents entry) stops this animation where it is. The link does what the
 * browser's own jump does, smoothly: the address gets the fragment in a new history entry (keeping
 * the query and the router's state), and focus moves to the section (it has tabindex="-1"), so the
 * next Tab starts there. A modified click, a visitor who prefers reduced motion, and a page without
 * JavaScript get the browser's own, instant jump.
 *
 * And an element the keyboard focuses comes wholly into view, focus ring and all, above the phone's
 * sticky bar (the page's scroll padding). Chromium scrolls it there itself; Firefox leaves one
 * that was partly showing where it was (the logo under a page scrolled by a few pixels), and WebKit
 * reveals a link's text but not its padding.
 *
 * Self-contained (see inlineScript): it reads only the page and its parameter.
 */
function manageScrolling(plainClick: typeof isPlainClick) {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element ? event.target.closest('a[data-smooth-scroll]') : null;
    if (!(link instanceof HTMLAnchorElement) || !plainClick(event)) return;
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!target || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    event.preventDefault();
    history.pushState(history.state, '', link.hash);
    target.focus({ preventScroll: true });
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  document.addEventListener('focusin', (event) => {
    const focused = event.target;
    // Only what Tab reaches: a section focused by the link above must not stop its animation.
    if (!(focused instanceof HTMLElement) || focused.tabIndex < 0) return;
    if (!focused.matches(':focus-visible')) return;
    // After the browser's own scroll: WebKit makes it in the frame after this event, once layout
    // is done, so this waits for the frame after that.
    const reveal = () => {
      if (document.activeElement === focused)
        focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    requestAnimationFrame(() => requestAnimationFrame(reveal));
  });
}

/** Inline in every page; the post-build step adds its hash to the Content-Security-Policy. */
export const scrollScript = inlineScript(manageScrolling, isPlainClick);
