import { readFileSync } from 'node:fs';
import { legalPages, legalSource, type LegalPath } from '../lib/legal';
import { readFrontMatter } from '../lib/node/mdx/front-matter.ts';
import { adQuery, expect, test, waitForCarryOver } from './fixtures';

// What must hold for any legal text an editor writes. The words, the sections and the dates are
// theirs (content/*.mdx): these tests read them from the file instead of repeating them.
const documents = (Object.keys(legalPages) as LegalPath[]).map((path) => ({
  path,
  ...legalPages[path],
  ...readFrontMatter(readFileSync(legalSource(path), 'utf8')),
}));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const doc of documents) {
  test.describe(doc.path, () => {
    test('shows the title, description and date of its file, the date in its style', async ({
      page,
    }) => {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        doc.description,
      );
      const date = page.locator('article header time');
      await expect(date).toHaveAttribute('datetime', doc.date);
      await expect(date.locator('..')).toHaveText(`${doc.dateLabel} ${doc.formatDate(doc.date)}`);
    });

    test('numbers its sections in order, and every one is in the contents, which lands on it', async ({
      page,
    }) => {
      await page.goto(doc.path);
      const headings = page.locator('main h2');
      const titles = await headings.allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      titles.forEach((title, i) =>
        expect(title.startsWith(`${i + 1}. `), `"${title}" is numbered ${i + 1}`).toBe(true),
      );
      const ids = await headings.evaluateAll((hs) => hs.map((h) => h.id));
      expect(new Set(ids).size, 'one address per section').toBe(ids.length);

      const entries = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(entries).toHaveText(titles);
      const targets = await entries.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(targets).toEqual(ids.map((id) => `#${id}`));
      for (const i of new Set([0, Math.floor(titles.length / 2), titles.length - 1])) {
        await entries.nth(i).click();
        await expect(page).toHaveURL(new RegExp(`#${escape(ids[i])}$`));
        await expect(headings.nth(i)).toBeInViewport();
      }
    });

    test('a reference to a section names its current number and title, and lands on it', async ({
      page,
    }) => {
      await page.goto(doc.path);
      const sections = new Map<string, string>(
        await page
          .locator('main h2')
          .evaluateAll((hs) => hs.map((h) => [`#${h.id}`, h.textContent ?? ''] as const)),
      );
      const references = page.locator('article > div :is(p, li) a[href^="#"]');
      for (const reference of await references.all()) {
        const target = (await reference.getAttribute('href')) ?? '';
        const text = (await reference.textContent()) ?? '';
        expect(text.trim(), `the link to ${target} has words`).not.toBe('');
        // A link the editor worded themselves ("[our cookies](#cookies)") keeps its words.
        if (!/^section\b/i.test(text)) continue;
        const heading = sections.get(target);
        expect(heading, `${target} is a section of the page`).toBeDefined();
        const [, number, title] = /^(\d+)\. (.*)$/.exec(heading!)!;
        await expect(reference).toHaveText(`section ${number} (${title})`);
      }
      if ((await references.count()) > 0) {
        await references.first().click();
        const target = await references.first().getAttribute('href');
        await expect(page.locator(`main h2${target}`)).toBeInViewport();
      }
    });

    test('is real text, not a placeholder', async ({ page }) => {
      await page.goto(doc.path);
      await expect(page.locator('article')).not.toContainText(
        /lorem|ipsum|TODO|TBD|\[placeholder\]|undefined/i,
      );
    });

    test('"Back to Home" and the links inside the text carry the query', async ({ page }) => {
      await page.goto(`${doc.path}?${adQuery}`);
      await waitForCarryOver(page, adQuery);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
        'href',
        `/?${adQuery}`,
      );
      for (const link of await page.locator('article > div a[href^="/"]').all())
        await expect(link).toHaveAttribute('href', new RegExp(`\\?${escape(adQuery)}(#|$)`));
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL(`/?${adQuery}`);
    });

    test('mailto links write to the support address, external links are marked', async ({
      page,
    }) => {
      await page.goto(doc.path);
      for (const link of await page.locator('article a[href^="mailto:"]').all()) {
        const href = await link.getAttribute('href');
        await expect(link).toHaveText(href!.replace('mailto:', ''));
      }
      for (const link of await page.locator('article a[href^="http"]').all()) {
        await expect(link).toHaveAttribute('rel', /external/);
        await expect(link).toContainText('(external site)');
      }
    });

    test('prints without the navigation or the contents', async ({ page }) => {
      await page.goto(doc.path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.locator('main h2').first()).toBeVisible();
    });
  });
}
