import { guardHistory, keepFragment, onThisSite, routingErrors } from './history-guard.ts';

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
  guardHistory();
  history.replaceState({ kept: true }, '', '/privacy-policy?utm_source=a%20b#security');
  expect(location.hash).toBe('#retention');
  expect(history.state).toEqual({ kept: true });
  history.replaceState(null, '', '/terms-of-use#acceptance');
  expect(location.pathname + location.hash).toBe('/terms-of-use#acceptance');
});

it('keeps every address the router writes on this site, whatever slashes it starts with', () => {
  for (const [written, kept] of [
    ['//?gclid=abc', '/?gclid=abc'],
    ['///privacy-policy?a=1#x', '/privacy-policy?a=1#x'],
    ['/terms-of-use', '/terms-of-use'],
    ['https://site.test//x', 'https://site.test//x'],
  ])
    expect(onThisSite(written)).toBe(kept);
});

it('lets the router write a doubled-slash address without leaving the site or throwing', () => {
  history.replaceState(null, '', '/?gclid=abc');
  guardHistory();
  expect(() => history.replaceState(null, '', '//?gclid=abc')).not.toThrow();
  expect(location.pathname + location.search).toBe('/?gclid=abc');
  expect(() => history.pushState({ n: 1 }, '', '//privacy-policy?gclid=abc')).not.toThrow();
  expect(location.pathname + location.search).toBe('/privacy-policy?gclid=abc');
  expect(history.state).toEqual({ n: 1 });
});

it('reports a write the browser refuses to the app instead of throwing it at the router', () => {
  const refused = new DOMException('The operation is insecure.', 'SecurityError');
  const native = History.prototype.replaceState;
  const seen: unknown[] = [];
  const stop = routingErrors.subscribe(() => seen.push(routingErrors.current));
  history.replaceState = () => {
    throw refused;
  };
  try {
    guardHistory();
    expect(() => history.replaceState(null, '', '/?gclid=abc')).not.toThrow();
    expect(seen).toEqual([refused]);
  } finally {
    stop();
    history.replaceState = native;
  }
});
