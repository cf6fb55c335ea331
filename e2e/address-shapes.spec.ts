import fc from 'fast-check';
import { forwardableQuery } from '../lib/query';
import { expect, test, trackingUrl } from './fixtures';
import { acrossFrameworkStart } from './support/framework-start';

// Addresses of every shape ad templates, people and attackers make, each visited in a fresh browser
// context across the framework's start: the page stays (no error screen, no uncaught error), the
// trial buttons carry every parameter that fits, unchanged, at every instant, and an internal link
// keeps them. ADDRESS_RUNS and ADDRESS_SEED make a larger or another run:
//   ADDRESS_RUNS=300 npx playwright test e2e/address-shapes.spec.ts
const runs = Number(process.env.ADDRESS_RUNS ?? 12);
const seed = Number(process.env.ADDRESS_SEED ?? 20261125);

const start = fc.constantFrom('/', '//', '///');
const path = fc.constantFrom(
  '',
  'privacy-policy',
  'terms-of-use',
  'missing-page',
  '%2F%2Fevil.example',
  '%2Fprivacy-policy',
  '.%2Fterms-of-use',
);
/** A stray "?" or "&" before the first parameter, or between two. */
const stray = fc.constantFrom('', '', '?', '&', '?&', '&&', '??');
const key = fc.constantFrom(
  'utm_source',
  'utm_content',
  'fbclid',
  'dup',
  'dup',
  'q',
  'ü',
  '%2F',
  '..',
);
const value = fc.oneof(
  fc.constantFrom('', 'a', '%2F%2Fevil.example', '%2E%2E%2F', '../x', '/x//y', 'a%20b', '+', '%ZZ'),
  fc.constantFrom('ü', '€', '😀', 'mañana'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map(encodeURIComponent),
);
const param = fc.tuple(key, value, stray).map(([k, v, s]) => `${k}=${v}&${s}`);
/** At most one long parameter, where the visitor put it: too long to forward, or just short enough. */
const long = fc.option(fc.constantFrom(1_000, 4_000, 4_090, 4_100, 6_000), { nil: undefined });
const address = fc
  .tuple(start, path, stray, fc.array(param, { maxLength: 4 }), long, fc.nat(4))
  .map(([slashes, page, first, params, length, at]) => {
    const all = [...params];
    if (length !== undefined) all.splice(at, 0, `utm_term=${'x'.repeat(length)}&`);
    // Ad platforms append their click ids last.
    return `${slashes}${page}?${first}${all.join('')}gclid=Cj0KCQ%2Fa~b`;
  });

test(`${runs} address shapes keep the page and the query across the framework's start (seed ${seed})`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(runs * 15_000);
  await fc.assert(
    fc.asyncProperty(address, async (shape) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text()))
          problems.push(message.text());
      });
      try {
        const { before, changes, after } = await acrossFrameworkStart(page, `${baseURL}${shape}`);
        expect(problems).toEqual([]);
        expect(after.heading).toMatch(/\S/);
        expect(after.heading).not.toMatch(/Unexpected Application Error|couldn.t load/);
        expect(after).toEqual(before);
        expect(changes).toEqual([]);

        const search = new URL(page.url()).search;
        const forwarded = forwardableQuery(search);
        for (const href of after.trial)
          expect(href).toBe(forwarded ? `${trackingUrl}?${forwarded}` : trackingUrl);
        const given = search.replace(/^[?&]+/, '').split('&');
        for (const kept of forwarded.split('&').filter(Boolean)) expect(given).toContain(kept);
        expect(forwarded).toContain('gclid=Cj0KCQ%2Fa~b');
        // An internal link keeps them, client-side too.
        const internal = after.internal.find((href) => /^\/(\?|$)|^\/privacy-policy/.test(href));
        expect(internal).toBeDefined();
        expect(internal).toMatch(
          new RegExp(`\\?${forwarded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(#|$)`),
        );
      } finally {
        await context.close();
      }
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
});
