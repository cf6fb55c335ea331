import { expect, isHydrated, pages, test } from './fixtures';

test('the home page loads in at most 12 requests and prefetches no other page', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(12);

  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await page.getByRole('link', { name: 'Privacy Policy' }).hover();
  await page.waitForTimeout(1000);
  expect(requests.filter((path) => /privacy-policy|terms-of-use/.test(path))).toEqual([]);
});

test('nothing shifts while loading, hydrating or showing the sticky bar', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/?utm_source=cls', { waitUntil: 'networkidle' });
  for (const fraction of [0.3, 0.6, 1.5, 0.2]) {
    await page.evaluate(
      (f) => window.scrollTo({ top: window.innerHeight * f, behavior: 'instant' }),
      fraction,
    );
    await page.waitForTimeout(400);
  }
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
});

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
    await page.waitForTimeout(1000);
    expect(scripts, 'scripts fetched while loading').toEqual([]);
    expect(await isHydrated(page)).toBe(false);

    await page.mouse.wheel(0, 200);
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    expect(scripts[0], 'the flight data runs first').toMatch(/^\/_next\/static\/flight\/\w+\.js$/);
    expect(scripts.length).toBeGreaterThan(3);
  });
}
