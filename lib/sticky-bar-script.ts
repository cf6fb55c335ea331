import { site } from './site';

/**
 * Shows the phone-only "Join Now" bar once the page has scrolled past a fraction of the window
 * height, and hides it again above that. It is the bar's only owner: the markup ships hidden and
 * inert (data-state="hidden"), CSS draws each state, and React never re-renders the bar, so the
 * reveal never waits for the framework (which starts at the first interaction) and hydration can
 * never fight it. The bar is looked up on each event because client-side navigation replaces it.
 *
 * Inline in every page; the post-build step adds its hash to the Content-Security-Policy.
 */
export const stickyBarScript = `(function(){var f=${site.stickyBarRevealFraction},p=null,o={passive:true};function u(){if(!p||!p.isConnected)p=document.querySelector("[data-sticky-bar] [data-state]");var s=scrollY>innerHeight*f?"shown":"hidden";if(p&&p.getAttribute("data-state")!=s){p.setAttribute("data-state",s);p.toggleAttribute("inert",s=="hidden")}}addEventListener("scroll",u,o);addEventListener("resize",u,o);if(document.readyState=="loading")document.addEventListener("DOMContentLoaded",u);else u()})()`;
