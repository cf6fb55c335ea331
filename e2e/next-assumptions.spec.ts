import { routes } from '../lib/routes.ts';
import { adQuery, expect, startFramework, test } from './fixtures';

// What the build assumes of Next that only a browser can check (build-steps/next-assumptions.ts);
// the build checks the others itself. The page enforces Trusted Types through its own
// Content-Security-Policy, and every test fails on any violation (./fixtures).

// The browser's refusal of an address write (WebKit's past 100 in 30 seconds): the router then
// renders the site's error screen, whose code Turbopack loads only then.
const refusal = 'Attempt to use history.pushState() more than 100 times per 30 seconds';
test.use({ expectedConsole: new RegExp(refusal.replace(/[()]/g, '\\$&')) });

type Recorder = typeof window & {
  accepted?: { url: string[]; html: string[] };
  refuseNextWrite?: boolean;
};

test('Turbopack loads a chunk and React renders a <script> only through the default policy, which accepts them (Next assumption: scriptsThroughDefaultPolicy)', async ({
  page,
}) => {
  await page.addInitScript((message) => {
    const page = window as Recorder;
    // What the default policy is asked, and accepts, from here on.
    page.accepted = { url: [], html: [] };
    const factory = window.trustedTypes;
    if (factory) {
      const create = factory.createPolicy.bind(factory);
      factory.createPolicy = ((name, rules) => {
        if (name !== 'default') return create(name, rules);
        return create(name, {
          ...rules,
          createScriptURL: (url: string) => {
            const result = rules?.createScriptURL?.(url);
            if (result != null) page.accepted!.url.push(url);
            return result;
          },
          createHTML: (html: string) => {
            const result = rules?.createHTML?.(html);
            if (result != null) page.accepted!.html.push(html);
            return result;
          },
        } as typeof rules);
      }) as typeof factory.createPolicy;
    }
    const push = History.prototype.pushState;
    History.prototype.pushState = function (...args: Parameters<History['pushState']>) {
      if (page.refuseNextWrite) {
        page.refuseNextWrite = false;
        throw new DOMException(message, 'SecurityError');
      }
      return push.apply(this, args);
    };
  }, refusal);

  // React renders the home page's JSON-LD <script> on a client-side visit.
  await page.goto(`${routes.privacy}?${adQuery}`);
  await startFramework(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(`/?${adQuery}`);
  await expect(page.getByRole('link', { name: 'Start My VIP Trial Now' })).toBeVisible();
  const afterVisit = await page.evaluate(() => (window as Recorder).accepted!);
  expect(afterVisit.html, "React's <script>, accepted as markup that cannot run").toContain(
    '<script></script>',
  );

  // Turbopack loads the error screen's chunk, by a plain string, the first time it is needed.
  await page.evaluate(() => ((window as Recorder).refuseNextWrite = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  const loaded = await page.evaluate(() => (window as Recorder).accepted!.url);
  expect(loaded, "the error screen's chunk, accepted as a script URL").not.toEqual([]);
  for (const url of loaded) expect(url).toMatch(/\/_next\/static\/chunks\/[^/]+\.js$/);
});

test("an in-app navigation loads the page's whole data, <route>.txt, and nothing from a folder named after a page (Next assumption: segmentPrefetchData)", async ({
  page,
}) => {
  const loads: { path: string; type: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    loads.push({
      path: pathname,
      type: response.request().resourceType(),
      status: response.status(),
    });
  });
  await page.goto(`${routes.privacy}?${adQuery}`);
  await startFramework(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(`/?${adQuery}`);
  await expect(page.getByRole('link', { name: 'Start My VIP Trial Now' }).first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
  await page.waitForURL(`${routes.terms}?${adQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');

  expect(loads.filter((load) => load.type === 'document').map((load) => load.path)).toEqual([
    routes.privacy,
  ]);
  const pageData = loads.filter((load) => load.path.endsWith('.txt'));
  expect(pageData).toEqual([
    { path: '/index.txt', type: 'fetch', status: 200 },
    { path: `${routes.terms}.txt`, type: 'fetch', status: 200 },
  ]);
});
