/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { addressScript } from './address-script.ts';

const origin = 'https://www.example.test';

/**
 * A page reached at `address` (after the origin), whose canonical link names `canonical` (none on
 * the not-found page), with the address script run in it as the page runs it.
 */
function arrive(address: string, canonical: string | null) {
  const link = canonical === null ? '' : `<link rel="canonical" href="${origin}${canonical}">`;
  const dom = new JSDOM(`<!doctype html><head>${link}</head><body></body>`, {
    url: `${origin}${address}`,
    runScripts: 'outside-only',
  });
  const { window } = dom;
  window.history.replaceState({ router: 'state' }, '');
  const reloads: string[] = [];
  // The page's own location, but for a reload, which only records where it would go.
  const { href, pathname, search, hash } = window.location;
  const location = { href, pathname, search, hash, replace: (url: string) => reloads.push(url) };
  new window.Function('location', addressScript)(location);
  const after = window.location;
  return {
    address: after.pathname + after.search + after.hash,
    reloads,
    state: window.history.state,
  };
}

it('corrects a doubled or tripled leading slash in place where the right page was served', () => {
  expect(arrive('//?gclid=abc&utm_source=fb', '')).toEqual({
    address: '/?gclid=abc&utm_source=fb',
    reloads: [],
    state: { router: 'state' },
  });
  expect(arrive('///privacy-policy?gclid=a%20b#contact', '/privacy-policy').address).toBe(
    '/privacy-policy?gclid=a%20b#contact',
  );
});

it('loads the page again at the corrected address where the host served another one', () => {
  expect(arrive('//privacy-policy?gclid=abc#x', null)).toMatchObject({
    reloads: ['/privacy-policy?gclid=abc#x'],
  });
  expect(arrive('//evil.example?gclid=abc', null).reloads).toEqual(['/evil.example?gclid=abc']);
});

it('leaves every other address as it is', () => {
  for (const address of ['/?gclid=abc', '/privacy-policy', '/%2F%2Fx?y', '/a//b?c']) {
    expect(arrive(address, null)).toEqual({ address, reloads: [], state: { router: 'state' } });
  }
});
