import type { Page } from '@playwright/test';
import { MAX_FORWARDED_QUERY_LENGTH } from '../lib/query';
import { readElements } from '../build-steps/page.ts';
import { expect, pages, test, trackingUrl, waitForCarryOver, waitForHydration } from './fixtures';

// The worst of what the property tests generate, in one URL. Kept under the ~8 KB request-line
// limit of nginx and CDNs, yet past the forwarding cap.
const hostile = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'next=//evil.example',
  'redirect=javascript:alert(document.domain)',
  'x=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  `y=${encodeURIComponent('"\'><img src=x onerror=alert(1)>')}`,
  'bad=%E0%A4%A&worse=%ZZ&pct=%',
  'plus=a+b&tilde=~&dup=1&dup=2',
  `emoji=${encodeURIComponent('😀 Ünïcödé')}`,
  `long=${'a'.repeat(6000)}`,
].join('&');

/**
 * What should be forwarded: the query as the browser holds it (its URL parser percent-encodes a few
 * characters, such as '), cut before the 6,000-character parameter that takes it past the cap.
 */
async function forwardedQuery(page: Page) {
  const search = await page.evaluate(() => window.location.search.slice(1));
  return search.slice(0, search.lastIndexOf('&long='));
}

for (const path of [...pages, '/missing']) {
  test(`hostile query on ${path}: no dialog, no error, content intact, links safe`, async ({
    page,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const response = await page.goto(`${path}?${hostile}`);
    expect(response?.status()).toBe(path === '/missing' ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'polluted' in Object.prototype)).toBe(false);

    // Other sites' links are the editors' to add: each must stay exactly as the page ships it.
    // Read here, not in the page: there Trusted Types refuse to parse HTML from a string.
    const html = await (await page.request.get(path)).text();
    const shipped = readElements(html)
      .filter((e) => e.tag === 'a' && e.attrs.has('href'))
      .map((e) => e.attrs.get('href')!);

    const forwarded = await forwardedQuery(page);
    expect(forwarded.length).toBeLessThanOrEqual(MAX_FORWARDED_QUERY_LENGTH);
    await waitForCarryOver(page, forwarded);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.filter((h) => h.startsWith('/')).length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) {
      if (href.startsWith('#') || href.startsWith('mailto:')) continue;
      if (href.startsWith('/')) {
        expect(href.startsWith('//')).toBe(false);
        expect(new URL(href, page.url()).origin).toBe(new URL(page.url()).origin);
        expect(href.endsWith(`?${forwarded}`) || href.includes(`?${forwarded}#`)).toBe(true);
      } else if (href.startsWith(trackingUrl)) {
        expect(href).toBe(`${trackingUrl}?${forwarded}`);
      } else {
        expect(href).toMatch(/^https:\/\//);
        expect(shipped).toContain(href);
      }
    }
  });
}

test('a hostile query still reaches the tracker byte for byte', async ({ page }) => {
  await page.goto(`/?${hostile}`);
  const forwarded = await forwardedQuery(page);
  await waitForCarryOver(page, forwarded);
  await page.getByRole('link', { name: 'Start My VIP Trial Now' }).click();
  await page.waitForURL((url) => url.href === `${trackingUrl}?${forwarded}`);
});

// Under the site's own headers, as every host sends them: no DOM XSS sink is open.
test.describe('after hydration', () => {
  // The browser reports each refusal it is asked for here.
  test.use({
    expectedConsole: /TrustedHTML|TrustedScript|CSP violation: require-trusted-types-for/,
  });

  test('Trusted Types are enforced: no markup, script text, foreign or unknown script from a string', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    const attempts = await page.evaluate(() => {
      const refused = (attempt: () => void) => {
        try {
          attempt();
          return false;
        } catch (error) {
          return error instanceof TypeError;
        }
      };
      return {
        markup: refused(() => {
          document.createElement('div').innerHTML = '<img src=x onerror="alert(1)">';
        }),
        foreignScript: refused(() => {
          document.createElement('script').src = 'https://evil.example/x.js';
        }),
        unknownBuildFile: refused(() => {
          document.createElement('script').src = '/_next/static/chunks/not-this-build.js';
        }),
        scriptText: refused(() => {
          document.createElement('script').textContent = 'alert(1)';
        }),
      };
    });
    expect(attempts).toEqual({
      markup: true,
      foreignScript: true,
      unknownBuildFile: true,
      scriptText: true,
    });
  });
});
