import type { Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { exportedFile, routes } from '../lib/site';
import {
  expect,
  iconsDrawn,
  isHydrated,
  legalTitle,
  pages,
  scrollToFraction,
  startFramework,
  stickyBarSettled,
  test,
  waitForHydration,
  watchShifts,
} from './fixtures';

const afterNextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test('the home page loads in at most 12 requests and fetches no other page before a click', async ({
  page,
}) => {
  // Every fetch the page makes and every click, in the order the page itself saw them.
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { log: string[] }).log = log;
    const original = window.fetch;
    window.fetch = (input, init) => {
      log.push(`fetch ${input instanceof Request ? input.url : String(input)}`);
      return original(input, init);
    };
    document.addEventListener('click', () => log.push('click'), true);
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(12);

  await startFramework(page);
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await privacy.scrollIntoViewIfNeeded();
  await privacy.hover();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await privacy.click();
  await page.waitForURL(routes.privacy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(routes.privacy));
  const log = await page.evaluate(() => (window as unknown as { log: string[] }).log);
  const firstFetch = log.findIndex((entry) => /privacy-policy|terms-of-use/.test(entry));
  expect(log.indexOf('click'), 'the click happened').toBeGreaterThanOrEqual(0);
  expect(firstFetch, `fetched only after the click: ${log.join(', ')}`).toBeGreaterThan(
    log.indexOf('click'),
  );
});

test('the home page asks for nothing but itself before its largest paint, and draws every icon after', async ({
  page,
}) => {
  await page.goto('/');
  await iconsDrawn(page);
  const before = await page.evaluate(async () => {
    const paint = await new Promise<number>((done) =>
      new PerformanceObserver((list) => done(list.getEntries().at(-1)!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const asked = performance.getEntriesByType('resource').filter((r) => r.startTime < paint);
    return asked.map((r) => r.name);
  });
  expect(before, 'requests before the largest paint').toEqual([]);
});

// A slow connection delivers the HTML in pieces, and the browser paints what it has: here the page
// stops in the middle of the hero's drawing, inside the badge and before the card's title, until
// the first part is on screen.
for (const stop of ['AI-adjusted', 'Full-body burn'])
  test(
    `nothing above the fold moves while the page is still arriving, stopped before "${stop}"`,
    { tag: '@layout' },
    async ({ page }) => {
      const html = readFileSync(join('out', exportedFile(routes.home)));
      const cut = html.indexOf(stop);
      expect(cut).toBeGreaterThan(0);
      const { promise: rest, resolve: release } = Promise.withResolvers<void>();
      const server = createServer(async (request, response) => {
        const path = new URL(request.url!, 'http://x').pathname;
        if (path === '/') {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          response.write(html.subarray(0, cut));
          await rest;
          response.end(html.subarray(cut));
          return;
        }
        const file = join('out', path);
        if (!existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end();
        response.writeHead(200, { 'Content-Type': path.endsWith('.svg') ? 'image/svg+xml' : '' });
        response.end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const noShifts = await watchShifts(page);
        await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`, {
          waitUntil: 'commit',
        });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await afterNextFrames(page);
        release();
        await page.waitForLoadState('load');
        await afterNextFrames(page);
        await noShifts();
      } finally {
        release();
        server.close();
      }
    },
  );

test(
  'nothing shifts while showing the sticky bar, hydrating or scrolling on',
  { tag: '@layout' },
  async ({ page }) => {
    const noShifts = await watchShifts(page);
    await page.goto('/?utm_source=cls', { waitUntil: 'networkidle' });
    for (const fraction of [0.3, 0.6, 1.5, 0.2]) {
      // Hydrating once the bar has shown, before scrolling on.
      if (fraction === 1.5) await startFramework(page);
      await scrollToFraction(page, fraction);
      await stickyBarSettled(page);
    }
    await noShifts();
  },
);

test('animations and transitions stop when the visitor prefers reduced motion', async ({
  page,
}) => {
  const moving = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((el) => getComputedStyle(el))
        .filter(
          (style) =>
            style.animationName !== 'none' ||
            (style.transitionProperty !== 'none' && parseFloat(style.transitionDuration) > 0),
        )
        .map(
          (style) =>
            `${style.animationName} ${style.transitionProperty} ${style.transitionDuration}`,
        ),
    );
  await page.goto('/');
  expect((await moving()).length, 'the page animates by default').toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await moving()).toEqual([]);
});

for (const path of pages) {
  test(`${path} runs no framework script until the visitor interacts, then hydrates`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts, 'scripts fetched while loading').toEqual([]);
    expect(await isHydrated(page)).toBe(false);

    await page.mouse.wheel(0, 200);
    await waitForHydration(page);
    expect(scripts[0], 'the default Trusted Types policy runs first').toMatch(
      /^\/_next\/static\/trusted-types\/\w+\.js$/,
    );
    expect(scripts[1], 'then the flight data').toMatch(/^\/_next\/static\/flight\/\w+\.js$/);
    expect(scripts.length).toBeGreaterThan(3);
  });
}
