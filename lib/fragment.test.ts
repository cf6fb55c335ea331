import { guardFragment, keepFragment } from './fragment';

const page = 'https://site.test/privacy-policy?utm_source=a%20b&gclid=x~y';

it('keeps the fragment the visitor moved to when a write would put back an earlier one', () => {
  expect(
    keepFragment('/privacy-policy?utm_source=a%20b&gclid=x~y#security', `${page}#retention`),
  ).toBe(`${page}#retention`);
  expect(keepFragment('/privacy-policy?utm_source=a%20b&gclid=x~y', `${page}#main`)).toBe(
    `${page}#main`,
  );
});

it('keeps no fragment when the visitor went Back to the entry without one', () => {
  expect(keepFragment(`${page}#security`, page)).toBe(page);
});

it('leaves every other write as it is', () => {
  for (const next of [
    `${page}#retention`,
    '/terms-of-use#acceptance',
    '/privacy-policy?utm_source=b#retention',
    'https://other.test/privacy-policy?utm_source=a%20b&gclid=x~y#x',
  ])
    expect(keepFragment(next, `${page}#retention`)).toBe(next);
});

it('guards replaceState in the page once installed', () => {
  history.replaceState(null, '', '/privacy-policy?utm_source=a%20b#retention');
  guardFragment();
  history.replaceState({ kept: true }, '', '/privacy-policy?utm_source=a%20b#security');
  expect(location.hash).toBe('#retention');
  expect(history.state).toEqual({ kept: true });
  history.replaceState(null, '', '/terms-of-use#acceptance');
  expect(location.pathname + location.hash).toBe('/terms-of-use#acceptance');
});
