import { testimonials } from '../content/landing';
import { site } from '../lib/site';
import { expect, startFramework, test, trackingUrl } from './fixtures';
import { focusReport, settled } from './support/focus-on-screen.ts';

test('the landing page shows every claim docs/requirements.md#landing-page makes, in its order', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: /15 minutes a day/ });
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('15 minutes a day');
  await expect(hero).toContainText('4.9/5 from 10,000+ members');
  await expect(hero.getByText('Special Offer • Cancel Anytime', { exact: true })).toBeVisible();
  await expect(hero).toContainText('7-day VIP trial');
  await expect(hero.getByText('Instant access • Cancel anytime • No commitment')).toBeVisible();

  const how = page.getByRole('region', { name: 'How It Works' });
  await expect(how.getByRole('listitem')).toHaveCount(3);
  await expect(how.getByRole('heading', { level: 3 })).toHaveText([
    /sign up for the VIP trial/i,
    /personalized AI workout plan/i,
    /training on any device/i,
  ]);

  const why = page.getByRole('region', { name: `Why choose ${site.name}` });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    /anywhere/i,
    /fast results/i,
    /expert guidance/i,
    /proven success/i,
    /always accessible/i,
  ]);

  const quotes = page.getByRole('figure');
  await expect(quotes).toHaveCount(testimonials.items.length);
  expect(testimonials.items).toHaveLength(3);
  for (const [i, item] of testimonials.items.entries()) {
    const quote = quotes.nth(i);
    await expect(quote.locator('blockquote')).toContainText(item.text);
    await expect(quote.locator('figcaption')).toContainText(item.name);
    await expect(quote.getByText('Verified Member')).toBeVisible();
    await expect(quote.locator('figcaption [aria-hidden="true"]').first()).toHaveText(
      item.name.charAt(0),
    );
  }

  const finalCta = page.getByRole('region', { name: /minutes away/ });
  await expect(finalCta.getByRole('link', { name: 'Start My VIP Trial Today' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© 2025 ${site.name}`);
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('main section[aria-labelledby], footer')].map((el) =>
      el.tagName === 'FOOTER'
        ? 'footer'
        : document.getElementById(el.getAttribute('aria-labelledby')!)!.textContent,
    ),
  );
  expect(order).toEqual([
    expect.stringContaining('15 minutes a day'),
    'How It Works',
    `Why choose ${site.name}`,
    'What our members say',
    expect.stringContaining('minutes away'),
    'footer',
  ]);

  // Without a query, every trial button goes to the bare tracking URL, in the same tab.
  const ctas = page.locator('a[data-cta]');
  await expect(ctas).toHaveCount(4);
  for (const cta of await ctas.all()) {
    await expect(cta).toHaveAttribute('href', trackingUrl);
    await expect(cta).not.toHaveAttribute('target', /./);
  }
});

test.describe('"See How It Works"', () => {
  /** Every scroll position the page passes through after the click, until the scroll ends. */
  async function scrollPositionsAfterClick(page: import('@playwright/test').Page) {
    // Started first, so that the framework's start never lands inside the scroll being measured.
    await startFramework(page);
    const link = page.getByRole('link', { name: 'See How It Works' });
    // Brought into view first, so that the click itself scrolls nothing before the jump.
    await link.scrollIntoViewIfNeeded();
    const start = await page.evaluate(() => Math.round(window.scrollY));
    await page.evaluate(() => {
      const w = window as unknown as { seen: number[] };
      w.seen = [];
      addEventListener('scroll', () => w.seen.push(Math.round(window.scrollY)), { passive: true });
    });
    await link.click();
    // Waits for the state the jump must reach, not for the first scrollend: Chrome restarts a
    // fragment scroll when layout changes under it, and ends the first animation early.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Math.abs(document.getElementById('how-it-works')!.getBoundingClientRect().top),
          ),
        { message: 'How It Works is at the top of the window' },
      )
      .toBeLessThan(2);
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    return seen.filter((y) => y > start + 2 && y < seen.at(-1)! - 2);
  }

  test('scrolls smoothly to How It Works', async ({ page }) => {
    await page.goto('/');
    // An instant jump passes through no position between; an animation through at least one,
    // however few frames a loaded machine draws of it.
    const between = new Set(await scrollPositionsAfterClick(page));
    expect(between.size, 'intermediate scroll positions').toBeGreaterThan(0);
    await expect(page).toHaveURL(/#how-it-works$/);
  });

  test('moves focus there: a Tab while it still scrolls lands on its trial button, on screen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Start Your 7-Day VIP Trial' })).toBeFocused();
    await page.evaluate(settled);
    expect(await page.evaluate(focusReport)).toMatchObject({ inside: true, coveredBy: null });
  });

  test('jumps without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await scrollPositionsAfterClick(page)).toEqual([]);
  });
});
