import { guardHistory, keepFragment, onThisSite, routingErrors } from './history-guard.ts';

const path = '/privacy-policy?utm_source=a%20b&gclid=x~y';
const page = `https://site.test${path}`;

it.each([
  [`${path}#security`, `${page}#retention`],
  [path, `${page}#main`],
  // Back to the entry without one.
  [`${page}#security`, page],
])('keeps the fragment the visitor moved to (or none): %s at %s', (next, current) => {
  expect(keepFragment(next, current)).toBe(current);
});

it.each([
  `${page}#retention`,
  '/terms-of-use#acceptance',
  '/privacy-policy?utm_source=b#security',
  `https://other.test${path}#x`,
])('leaves every other write as it is: %s', (next) => {
  expect(keepFragment(next, `${page}#retention`)).toBe(next);
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

it('guards the writes in the page once installed: the fragment kept, the site kept, the state written', () => {
  history.replaceState(null, '', '/privacy-policy?utm_source=a%20b#retention');
  guardHistory();
  history.replaceState({ kept: true }, '', '/privacy-policy?utm_source=a%20b#security');
  expect(location.hash).toBe('#retention');
  expect(history.state).toEqual({ kept: true });
  history.replaceState(null, '', '/terms-of-use#acceptance');
  expect(location.pathname + location.hash).toBe('/terms-of-use#acceptance');
  // A doubled slash, which the browser would read as another host, and refuse.
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
