/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { addressScript } from './address-script.ts';

const origin = 'https://www.example.test';

/** A page reached at `address`, its canonical link naming `canonical` (none: not-found). */
function arrive(address: string, canonical: string | null) {
  const link = canonical === null ? '' : `<link rel="canonical" href="${origin}${canonical}">`;
  const { window } = new JSDOM(`<!doctype html><head>${link}</head><body></body>`, {
    url: `${origin}${address}`,
    runScripts: 'outside-only',
  });
  window.history.replaceState({ router: 'state' }, '');
  const reloads: string[] = [];
  // The page's own location, but for a reload, which only records where it would go.
  const { href, pathname, search, hash } = window.location;
  const location = { href, pathname, search, hash, replace: (url: string) => reloads.push(url) };
  new window.Function('location', addressScript)(location);
  const state = window.history.state;
  return { address: window.location.href.slice(origin.length), reloads, state };
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
  expect(arrive('//privacy-policy?gclid=abc#x', null).reloads).toEqual([
    '/privacy-policy?gclid=abc#x',
  ]);
  expect(arrive('//evil.example?gclid=abc', null).reloads).toEqual(['/evil.example?gclid=abc']);
});

it('leaves every other address as it is', () => {
  for (const address of ['/?gclid=abc', '/privacy-policy', '/%2F%2Fx?y', '/a//b?c']) {
    expect(arrive(address, null)).toEqual({ address, reloads: [], state: { router: 'state' } });
  }
});
