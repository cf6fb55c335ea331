import type { Page } from '@playwright/test';
import { routes } from '../lib/routes.ts';
import { adQuery, expect, legalTitle, startFramework, test, trackingUrl } from './fixtures';

// What the build assumes of Next that only a browser can check (build-steps/next-assumptions.ts),
// and the error screen a router error leads to. Every test fails on any violation of the page's
// own Content-Security-Policy, which enforces Trusted Types (./fixtures).

// The browser's refusal of an address write (WebKit's past 100 in 30 seconds): the router then
// renders the site's error screen, whose code Turbopack loads only then.
const refusal = 'Attempt to use history.pushState() more than 100 times per 30 seconds';
test.use({ expectedConsole: new RegExp(refusal.replace(/[()]/g, '\\$&')) });

type Recorder = typeof window & {
  accepted?: { url: string[]; html: string[] };
  refuseNextWrite?: boolean;
};

/** From now on, the browser refuses the router's next address write once the page asks it to. */
const refuseWrites = (page: Page) =>
  page.addInitScript((message) => {
    const push = History.prototype.pushState;
    History.prototype.pushState = function (...args: Parameters<History['pushState']>) {
      const refuse = (window as Recorder).refuseNextWrite;
      (window as Recorder).refuseNextWrite = false;
      if (refuse) throw new DOMException(message, 'SecurityError');
      return push.apply(this, args);
    };
  }, refusal);

/** Opens a legal page, starts the framework, and goes home client-side. */
async function visitHome(page: Page) {
  await page.goto(`${routes.privacy}?${adQuery}`);
  await startFramework(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(`/?${adQuery}`);
  await expect(page.getByRole('link', { name: 'Start My VIP Trial Now' }).first()).toBeVisible();
}

/** Makes the router's next write fail, on a click to the privacy policy: the error screen shows. */
async function failNavigation(page: Page) {
  await page.evaluate(() => ((window as Recorder).refuseNextWrite = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
}

test('Turbopack loads a chunk and React renders a <script> only through the default policy, which accepts them (Next assumption: scriptsThroughDefaultPolicy)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const page = window as Recorder;
    // What the default policy is asked, and accepts, from here on.
    page.accepted = { url: [], html: [] };
    const factory = window.trustedTypes;
    if (!factory) return;
    const create = factory.createPolicy.bind(factory);
    factory.createPolicy = ((name, rules) => {
      if (name !== 'default') return create(name, rules);
      const record =
        (kind: 'url' | 'html', rule?: (input: string) => unknown) => (input: string) => {
          const result = rule?.call(rules, input);
          if (result != null) page.accepted![kind].push(input);
          return result;
        };
      return create(name, {
        ...rules,
        createScriptURL: record('url', rules?.createScriptURL),
        createHTML: record('html', rules?.createHTML),
      } as typeof rules);
    }) as typeof factory.createPolicy;
  });
  await refuseWrites(page);

  // React renders the home page's JSON-LD <script> on a client-side visit.
  await visitHome(page);
  const afterVisit = await page.evaluate(() => (window as Recorder).accepted!);
  expect(afterVisit.html, "React's <script>, accepted as markup that cannot run").toContain(
    '<script></script>',
  );

  // Turbopack loads the error screen's chunk, by a plain string, the first time it is needed.
  await failNavigation(page);
  const loaded = await page.evaluate(() => (window as Recorder).accepted!.url);
  expect(loaded, "the error screen's chunk, accepted as a script URL").not.toEqual([]);
  for (const url of loaded) expect(url).toMatch(/\/_next\/static\/chunks\/[^/]+\.js$/);
});

test("an in-app navigation loads the page's whole data, <route>.txt, and nothing from a folder named after a page (Next assumption: segmentPrefetchData)", async ({
  page,
}) => {
  const loads: { path: string; type: string; status: number }[] = [];
  page.on('response', (response) =>
    loads.push({
      path: new URL(response.url()).pathname,
      type: response.request().resourceType(),
      status: response.status(),
    }),
  );
  await visitHome(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await page.waitForURL(`${routes.terms}?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(routes.terms));

  expect(loads.filter((load) => load.type === 'document').map((load) => load.path)).toEqual([
    routes.privacy,
  ]);
  expect(loads.filter((load) => load.path.endsWith('.txt'))).toEqual([
    { path: '/index.txt', type: 'fetch', status: 200 },
    { path: `${routes.terms}.txt`, type: 'fetch', status: 200 },
  ]);
});

test('an error the router meets shows the site error screen, whose Try again keeps the query', async ({
  page,
}) => {
  await refuseWrites(page);
  await page.goto(`/?${adQuery}`);
  await startFramework(page);
  await failNavigation(page);
  // Styled by the site's own stylesheet (the fixture fails on any CSP violation): a real button.
  const again = page.getByRole('button', { name: 'Try again' });
  await expect(again).not.toHaveCSS('border-radius', '0px');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
    'href',
    `/?${adQuery}`,
  );

  // Try again loads the page again at its address, query and all: no form, which the
  // Content-Security-Policy refuses.
  await page.evaluate(() => ((window as unknown as { erred: boolean }).erred = true));
  await again.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { erred?: boolean }).erred))
    .toBeUndefined();
  expect(new URL(page.url()).search).toBe(`?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('15 minutes a day');
  await expect(page.getByRole('link', { name: 'Start My VIP Trial Now' })).toHaveAttribute(
    'href',
    `${trackingUrl}?${adQuery}`,
  );
});
