import { MAX_FORWARDED_QUERY_LENGTH, forwardableQuery, rawQuery, withQuery } from './query.ts';

const tracker = 'https://vip.provider.example/click';
const encoded = 'gclid=Cj0K%2Fabc~x%20y+z&name=J%C3%BCrgen&e=a%3Db%26c&s=%7E!*()';

// query.property.test.ts carries whatever location.search can hold; these pin what it never
// generates (other hrefs, a query without "?" or with a fragment, the cap) and named edge cases.
it.each([
  ['nothing to carry', tracker, '', tracker],
  ['nothing to carry', tracker, '?', tracker],
  ['nothing to carry', '/privacy-policy', '?&?&', '/privacy-policy'],
  ['a query without "?"', tracker, 'utm_source=fb', `${tracker}?utm_source=fb`],
  ['an href with a query', `${tracker}?offer=vip`, '?a=1', `${tracker}?offer=vip&a=1`],
  ['an href ending in "?"', `${tracker}?`, '?a=1', `${tracker}?a=1`],
  ['an href with a fragment', '/terms-of-use#contact', '?a=1', '/terms-of-use?a=1#contact'],
  ['an href with a query and a fragment', '/?x=1#top', 'a=1', '/?x=1&a=1#top'],
  ['a visitor query with a fragment, which is dropped', '/', '?a=1#section', '/?a=1'],
  ['doubled keys and empty values', tracker, '?a=1&a=2&b=&c', `${tracker}?a=1&a=2&b=&c`],
  ['encoded characters, byte for byte', tracker, `?${encoded}`, `${tracker}?${encoded}`],
])('withQuery with %s: %s + %s', (_, href, search, expected) => {
  expect(withQuery(href, search)).toBe(expected);
});

it('keeps a query exactly at the cap and drops a single over-long parameter', () => {
  const atCap = `a=${'x'.repeat(MAX_FORWARDED_QUERY_LENGTH - 2)}`;
  expect(forwardableQuery(atCap)).toBe(atCap);
  expect(forwardableQuery(`${atCap}y`)).toBe('');
});

it('caps huge input at whole parameters, dropping the later of two as long first', () => {
  // 100 parameters of 100 characters, 10,099 in all: the first that fit go.
  const params = Array.from(
    { length: 100 },
    (_, i) => `k${String(i).padStart(2, '0')}=${'v'.repeat(96)}`,
  );
  const fit = Math.floor((MAX_FORWARDED_QUERY_LENGTH + 1) / 101);
  expect(forwardableQuery(`?${params.join('&')}`)).toBe(params.slice(0, fit).join('&'));
});

it('rawQuery uses the router query before the browser location is known', () => {
  expect(rawQuery('a=1', null)).toBe('a=1');
});
