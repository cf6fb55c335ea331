import { routes } from '../lib/site';
import {
  adQuery,
  expect,
  holdFramework,
  legalTitle,
  moveMouse,
  startFramework,
  test,
  waitForHydration,
} from './fixtures';

// Same-page links (a legal page's contents, "Skip to content") are followed by the browser, not
// the router, at every instant: the address names the section shown, and Back and Forward return
// to it, even while the framework starts and after a client-side visit.

type Choosing = { chosen: string; frames: number; mismatches: string[]; done: boolean };

for (const path of [routes.privacy, routes.terms]) {
  test(`${path}: contents entries chosen frame after frame while the framework starts stay in the address (Next assumption: instrumentationClientFirst)`, async ({
    page,
  }) => {
    const framework = await holdFramework(page);
    await page.goto(`${path}?${adQuery}`, { waitUntil: 'domcontentloaded' });
    await moveMouse(page);
    await framework.requested();
    // Every frame from before the framework runs until 30 frames after it has hydrated: check that
    // the address names the section the page shows, then choose the next entry.
    await page.evaluate(() => {
      const state: Choosing = { chosen: '', frames: 0, mismatches: [], done: false };
      (window as unknown as { choosing: Choosing }).choosing = state;
      const entries = [...document.querySelectorAll<HTMLAnchorElement>('nav a[href^="#"]')];
      let after = 30;
      const frame = () => {
        const shown = `#${document.querySelector(':target')?.id ?? ''}`;
        if (state.chosen && (location.hash !== state.chosen || shown !== state.chosen))
          state.mismatches.push(`chose ${state.chosen}, address ${location.hash}, shown ${shown}`);
        if (document.documentElement.hasAttribute('data-hydrated') && (after -= 1) < 0) {
          state.done = true;
          return;
        }
        const entry = entries[state.frames % entries.length];
        entry.click();
        state.chosen = entry.getAttribute('href')!;
        state.frames += 1;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    framework.release();
    await waitForHydration(page);
    const choosing = () =>
      page.evaluate(() => (window as unknown as { choosing: Choosing }).choosing);
    await expect.poll(async () => (await choosing()).done).toBe(true);
    const { chosen, frames, mismatches } = await choosing();
    expect(frames, 'entries chosen').toBeGreaterThan(30);
    expect(mismatches, 'frames where the address named another section').toEqual([]);
    await expect(page).toHaveURL((url) => url.hash === chosen && url.search === `?${adQuery}`);
  });

  test(`${path}: Back to a contents entry after a client-side visit shows the page again`, async ({
    page,
  }) => {
    await page.goto(`${path}?${adQuery}`);
    await startFramework(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const entry = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').nth(1);
    const section = (await entry.getAttribute('href'))!;
    await entry.click();
    await expect(page).toHaveURL(`${path}?${adQuery}${section}`);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`/?${adQuery}`);
    await expect(page.getByRole('link', { name: 'Start My VIP Trial Now' }).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(`${path}?${adQuery}${section}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalTitle(path));
    await expect(page.locator(`:target`)).toHaveAttribute('id', section.slice(1));

    await page.goForward();
    await page.waitForURL(`/?${adQuery}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(legalTitle(path));
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      'one document throughout: the router, not a reload, showed each page',
    ).toBe(1);
  });
}
