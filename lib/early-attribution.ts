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
export const earlyAttributionScript = `(function(){var m=${MAX_FORWARDED_QUERY_LENGTH};function q(s){s=s.charAt(0)=="?"?s.slice(1):s;if(s.length<=m)return s;var c=s.lastIndexOf("&",m);return c>0?s.slice(0,c):""}function carry(a){var h=a.getAttribute("href")||"";if(h.indexOf("?")>=0)return;var s=q(location.search);if(!s)return;var i=h.indexOf("#");a.setAttribute("href",i<0?h+"?"+s:h.slice(0,i)+"?"+s+h.slice(i))}function click(e){var a=e.target&&e.target.closest?e.target.closest("a[data-carry]"):null;if(a)carry(a)}function all(){var l=document.querySelectorAll("a[data-carry]");for(var i=0;i<l.length;i++)carry(l[i])}document.addEventListener("click",click,true);document.addEventListener("auxclick",click,true);if(document.readyState=="loading")document.addEventListener("DOMContentLoaded",all);else all()})()`;
