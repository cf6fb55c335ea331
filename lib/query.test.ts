import { MAX_FORWARDED_QUERY_LENGTH, forwardableQuery, rawQuery, withQuery } from './query.ts';

const tracker = 'https://vip.provider.example/click';

describe('withQuery', () => {
  it('returns the href untouched when there is no query', () => {
    expect(withQuery(tracker, '')).toBe(tracker);
    expect(withQuery(tracker, '?')).toBe(tracker);
    expect(withQuery('/privacy-policy', '')).toBe('/privacy-policy');
  });

  it('appends the query with ? or &', () => {
    expect(withQuery(tracker, '?utm_source=fb')).toBe(`${tracker}?utm_source=fb`);
    expect(withQuery(tracker, 'utm_source=fb')).toBe(`${tracker}?utm_source=fb`);
    expect(withQuery(`${tracker}?offer=vip`, '?utm_source=fb')).toBe(
      `${tracker}?offer=vip&utm_source=fb`,
    );
    expect(withQuery(`${tracker}?`, '?a=1')).toBe(`${tracker}?a=1`);
  });

  it('keeps a fragment of the href after the query', () => {
    expect(withQuery('/terms-of-use#contact', '?a=1')).toBe('/terms-of-use?a=1#contact');
    expect(withQuery('/?x=1#top', 'a=1')).toBe('/?x=1&a=1#top');
  });

  it('drops a fragment that came with the visitor query', () => {
    expect(withQuery('/', '?a=1#section')).toBe('/?a=1');
  });

  it('keeps duplicate keys, order and empty values', () => {
    expect(withQuery(tracker, '?a=1&a=2&b=&c')).toBe(`${tracker}?a=1&a=2&b=&c`);
  });

  it('forwards encoded values byte for byte', () => {
    const raw = 'gclid=Cj0K%2Fabc~x%20y+z&name=J%C3%BCrgen&e=a%3Db%26c&s=%7E!*()';
    expect(withQuery(tracker, `?${raw}`)).toBe(`${tracker}?${raw}`);
  });

  it('forwards malformed percent-encoding unchanged instead of throwing', () => {
    const raw = 'a=%E0%A4%A&b=%ZZ&c=%&d=%%41';
    expect(() => withQuery(tracker, `?${raw}`)).not.toThrow();
    expect(withQuery(tracker, `?${raw}`)).toBe(`${tracker}?${raw}`);
  });

  it('never lets the query change the scheme, host or path', () => {
    for (const raw of ['//evil.example', 'javascript:alert(1)', '@evil.example', '/../../etc']) {
      const url = new URL(withQuery(tracker, `?${raw}`));
      expect(`${url.origin}${url.pathname}`).toBe(tracker);
      const internal = new URL(withQuery('/privacy-policy', `?${raw}`), 'https://site.example');
      expect(internal.origin).toBe('https://site.example');
      expect(internal.pathname).toBe('/privacy-policy');
    }
  });

  it('caps very long input at whole parameters, in order', () => {
    const param = `k=${'v'.repeat(98)}`; // 100 characters
    const query = Array.from({ length: 100 }, () => param).join('&'); // 10,099 characters
    const forwarded = forwardableQuery(`?${query}`);
    expect(forwarded.length).toBeLessThanOrEqual(MAX_FORWARDED_QUERY_LENGTH);
    expect(query.startsWith(forwarded)).toBe(true);
    expect(forwarded.split('&').every((p) => p === param)).toBe(true);
    expect(forwarded.length).toBeGreaterThan(MAX_FORWARDED_QUERY_LENGTH - 101);
  });

  it('keeps a query exactly at the cap and drops a single over-long parameter', () => {
    const atCap = `a=${'x'.repeat(MAX_FORWARDED_QUERY_LENGTH - 2)}`;
    expect(forwardableQuery(atCap)).toBe(atCap);
    expect(forwardableQuery(`${atCap}y`)).toBe('');
  });
});

describe('what a query carries', () => {
  it('drops a stray "?" or "&" before the first parameter, and empty parameters', () => {
    expect(withQuery(tracker, '??gclid=abc')).toBe(`${tracker}?gclid=abc`);
    expect(withQuery(tracker, '?&gclid=abc&&utm_source=fb&')).toBe(
      `${tracker}?gclid=abc&utm_source=fb`,
    );
    expect(withQuery('/privacy-policy', '?&?&')).toBe('/privacy-policy');
    expect(forwardableQuery('???a=1&&&b=')).toBe('a=1&b=');
  });

  it('drops only a parameter too long to forward, and every one that fits still goes', () => {
    const long = `utm_content=${'x'.repeat(4100)}`;
    expect(forwardableQuery(`?${long}&gclid=abc`)).toBe('gclid=abc');
    expect(forwardableQuery(`?a=1&${long}&gclid=abc`)).toBe('a=1&gclid=abc');
  });

  it('past the cap drops the longest parameters first, so a long one never costs a click id', () => {
    const near = `utm_term=${'y'.repeat(4080)}`;
    expect(forwardableQuery(`?${near}&b=1&gclid=Cj0KCQ`)).toBe('b=1&gclid=Cj0KCQ');
    const half = (key: string) => `${key}=${'z'.repeat(2040)}`;
    expect(forwardableQuery(`?${half('a')}&${half('b')}&${half('c')}&gclid=x`)).toBe(
      `${half('a')}&${half('b')}&gclid=x`,
    );
  });
});

describe('rawQuery', () => {
  it('prefers the original bytes of location.search when they match the router', () => {
    const raw = 'a=%20x&b=~';
    const router = new URLSearchParams(raw).toString();
    expect(router).not.toBe(raw);
    expect(rawQuery(router, `?${raw}`)).toBe(raw);
  });

  it('keeps a raw query that itself starts with "?"', () => {
    expect(rawQuery(new URLSearchParams('??=').toString(), '??=')).toBe('?=');
  });

  it('falls back to the router query while location lags behind a navigation', () => {
    expect(rawQuery('a=2', '?a=1')).toBe('a=2');
  });

  it('uses the router query before the browser location is known', () => {
    expect(rawQuery('a=1', null)).toBe('a=1');
  });
});
