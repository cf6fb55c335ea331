import { MAX_FORWARDED_QUERY_LENGTH } from './query';

/**
 * Carries the visitor's query on a click that happens before React has hydrated the links (slow
 * network, or framework JS blocked). It only touches links marked data-carry whose href has no
 * query yet, so once hydrated links carry the query it does nothing. It mirrors withQuery() for
 * links without a query of their own; a property test checks that the two always agree.
 *
 * Inline in every page's head; the post-build step adds its hash to the Content-Security-Policy.
 */
export const earlyAttributionScript = `(function(){var m=${MAX_FORWARDED_QUERY_LENGTH};function q(s){s=s.charAt(0)=="?"?s.slice(1):s;if(s.length<=m)return s;var c=s.lastIndexOf("&",m);return c>0?s.slice(0,c):""}function carry(e){var a=e.target&&e.target.closest?e.target.closest("a[data-carry]"):null;if(!a)return;var h=a.getAttribute("href")||"";if(h.indexOf("?")>=0)return;var s=q(location.search);if(!s)return;var i=h.indexOf("#");a.setAttribute("href",i<0?h+"?"+s:h.slice(0,i)+"?"+s+h.slice(i))}document.addEventListener("click",carry,true);document.addEventListener("auxclick",carry,true)})()`;
