// No redirect leads off the site: not for a path a browser, or a careless rule, reads as another host
// (//evil.example and its kin), nor for a request that names another host itself, which a Location
// built from the request would send visitors, or a cache in front, to.
import { cleanUrlRedirects } from '../../lib/routes.ts';
import type { Request } from '../http.ts';
import { type Check } from '../check.ts';
import { isRedirect, namesAnotherHost } from './location.ts';

/** Ways to make a path that a browser, or a careless redirect, reads as another host. */
export const openRedirectForms = (host: string) =>
  String.raw`// /// //// /\ /\/ /\\ //\ /%2f%2f /%2F%2F /%2f/ /%5c /%5C%5C /%5c/ /%252f%252f /. /.. /@ /a@
    /%40 /https: /https:// /http:%2f%2f /%09/ //%09 /%2e/`
    .split(/\s+/)
    .map((start) => `${start}${host}`)
    .concat(`/${host}@`);

/**
 * Requests that name another host themselves, for / and each variant a host may redirect: a foreign
 * Host header, X-Forwarded-Host and Forwarded (which proxies and CDNs pass on, and some servers
 * build a Location from), and absolute-form request lines.
 */
export const foreignHostRequests = (host = 'evil.example'): Request[] =>
  ['/', ...cleanUrlRedirects.map(([from]) => from)].flatMap((path): Request[] => [
    { target: `${path}?utm_source=x`, host },
    { target: `${path}?utm_source=x`, headers: { 'X-Forwarded-Host': host } },
    { target: path, headers: { Forwarded: `host=${host};proto=https` } },
    { target: `http://${host}${path}?utm_source=x` },
    { target: `https://${host}${path}` },
  ]);

export const noOpenRedirect: Check = {
  title: 'no open redirect',
  promise:
    'no redirect leaves the site: //evil.example and its kin, a foreign Host, X-Forwarded-Host or Forwarded',
  cases: () =>
    ['evil.example', '127.0.0.2']
      .flatMap(openRedirectForms)
      .flatMap((form) => ['', '/', '.html', '/index'].map((end) => ({ target: `${form}${end}` })))
      .concat(foreignHostRequests()),
  assert: (answer, _, site) =>
    isRedirect(answer)
      ? (answer.headers.get('location') ?? [])
          .filter((location) => namesAnotherHost(site, location))
          .map((location) => `→ ${location}`)
      : [],
  whenKept: (count) =>
    `${count} requests, //evil.example's forms and foreign hosts named: none leaves the site`,
};
