import { routes } from '../lib/site';
import { expect, legalTitle, test, trackingUrl } from './fixtures';
import { attachHostLog } from './support/browser';
import { acrossFrameworkStart } from './support/framework-start';

test.afterEach(attachHostLog);
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

const long = `utm_content=${'x'.repeat(4100)}`;
const home = /15 minutes a day/;
const privacy = new RegExp(legalTitle(routes.privacy));
const terms = new RegExp(legalTitle(routes.terms));

/**
 * Addresses as ad templates, people and attackers make them, on each host's own runtime: where each
 * must land, and the query its links must carry. Each is read before the framework starts, while it
 * starts and after, under the host's Content-Security-Policy; the fixture fails on any error or
 * violation.
 */
const addresses: [address: string, lands: string, heading: RegExp, carries: string][] = [
  // `{lpurl}/?…` on a final URL that ends in "/", or a base URL and a path joined by hand.
  ['//?gclid=abc&utm_source=fb', '/', home, 'gclid=abc&utm_source=fb'],
  ['///?gclid=abc', '/', home, 'gclid=abc'],
  [`/${routes.privacy}?gclid=abc`, routes.privacy, privacy, 'gclid=abc'],
  [`/${routes.terms}?gclid=abc`, routes.terms, terms, 'gclid=abc'],
  // What could read as another host lands on the not-found page of this one.
  ['//evil.example?gclid=abc', '/evil.example', /Oops! Page not found/, 'gclid=abc'],
  ['/%2F%2Fevil.example?gclid=abc', '/%2F%2Fevil.example', /Oops! Page not found/, 'gclid=abc'],
  // A stray "?" or "&", and empty parameters, are no parameters of their own.
  ['/??gclid=abc', '/', home, 'gclid=abc'],
  ['/?&&gclid=abc&&utm_source=fb&', '/', home, 'gclid=abc&utm_source=fb'],
  // One parameter too long to forward is dropped by itself.
  [`/?${long}&gclid=abc`, '/', home, 'gclid=abc'],
  [`/?a=1&${long}&gclid=abc`, '/', home, 'a=1&gclid=abc'],
];

for (const [address, lands, heading, carries] of addresses) {
  test(`${address.slice(0, 48)} keeps the page and every parameter, before, while and after the framework starts`, async ({
    page,
    baseURL,
  }) => {
    const { before, changes, after } = await acrossFrameworkStart(page, `${baseURL}${address}`);
    for (const instant of [before, after]) {
      expect(instant.address.split('?')[0]).toBe(lands);
      expect(instant.heading).toMatch(heading);
      for (const href of instant.trial) expect(href).toBe(`${trackingUrl}?${carries}`);
      for (const href of instant.internal) expect(href).toMatch(new RegExp(`\\?${carries}(#|$)`));
    }
    expect(after).toEqual(before);
    expect(changes, 'hrefs that changed while the framework started').toEqual([]);
    if (lands === '/') expect(after.trial.length).toBeGreaterThanOrEqual(4);

    // Client-side, the query goes on with the visitor.
    const link = page
      .getByRole('link', { name: /Privacy Policy|Return to Home|Back to Home/ })
      .first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
