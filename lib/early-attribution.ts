import { MAX_FORWARDED_QUERY_LENGTH } from './query';

/**
 * Carries the visitor's query before React runs: the framework only starts on the visitor's first
 * interaction (see scripts/html-transforms.mjs), and may never arrive on a stalled connection. Once
 * the document is parsed it writes the query into every link marked data-carry, so hrefs are right
 * for copying, long-press and crawlers too; a click that lands earlier is carried as it happens.
 * Links whose href already has a query are left alone, so it never fights the hydrated links. It
 * mirrors withQuery() for links without a query of their own; a property test checks that the two
 * always agree.
 *
 * Inline in every page's head; the post-build step adds its hash to the Content-Security-Policy.
 */
export const earlyAttributionScript = `(function(){var m=${MAX_FORWARDED_QUERY_LENGTH},d=document;function q(s){s=s.charAt(0)=="?"?s.slice(1):s;if(s.length<=m)return s;var c=s.lastIndexOf("&",m);return c>0?s.slice(0,c):""}function c(a){var h=a.getAttribute("href")||"",s=q(location.search),i=h.indexOf("#");if(h.indexOf("?")<0&&s)a.setAttribute("href",i<0?h+"?"+s:h.slice(0,i)+"?"+s+h.slice(i))}function k(e){var a=e.target&&e.target.closest&&e.target.closest("a[data-carry]");if(a)c(a)}function all(){d.querySelectorAll("a[data-carry]").forEach(c)}d.addEventListener("click",k,true);d.addEventListener("auxclick",k,true);if(d.readyState=="loading")d.addEventListener("DOMContentLoaded",all);else all()})()`;
