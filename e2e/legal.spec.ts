import { legalPages, type LegalPath } from '../lib/legal';
import { expect, legalDetails, test } from './fixtures';

// What must hold for any legal text an editor writes. The words, the sections and the dates are
// theirs (content/*.mdx): these tests read them from the file instead of repeating them.
const documents = (Object.keys(legalPages) as LegalPath[]).map((path) => ({
  path,
  ...legalPages[path],
  ...legalDetails(path),
}));

for (const doc of documents) {
  test.describe(doc.path, () => {
    test('shows the title, description and date of its file, the date in its style, in real text with honest links, and prints without the navigation or the contents', async ({
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
      await expect(page.locator('article')).not.toContainText(
        /lorem|ipsum|TODO|TBD|\[placeholder\]|undefined/i,
      );
      // A mailto link shows the address it writes to; a link to another site says so.
      for (const link of await page.locator('article a[href^="mailto:"]').all())
        await expect(link).toHaveText((await link.getAttribute('href'))!.replace('mailto:', ''));
      for (const link of await page.locator('article a[href^="http"]').all()) {
        await expect(link).toHaveAttribute('rel', /external/);
        await expect(link).toContainText('(external site)');
      }
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.locator('main h2').first()).toBeVisible();
    });

    test('numbers its sections in order, every one in the contents, which lands on it; a reference to one names its current number and title, and lands on it', async ({
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
        await expect(page).toHaveURL((url) => url.hash === `#${ids[i]}`);
        await expect(headings.nth(i)).toBeInViewport();
      }

      const references = page.locator('article > div :is(p, li) a[href^="#"]');
      for (const reference of await references.all()) {
        const target = (await reference.getAttribute('href')) ?? '';
        const text = (await reference.textContent()) ?? '';
        expect(text.trim(), `the link to ${target} has words`).not.toBe('');
        // A link the editor worded themselves ("[our cookies](#cookies)") keeps its words.
        if (!/^section\b/i.test(text)) continue;
        const section = ids.indexOf(target.slice(1));
        expect(section, `${target} is a section of the page`).toBeGreaterThan(-1);
        const [, number, title] = /^(\d+)\. (.*)$/.exec(titles[section])!;
        await expect(reference).toHaveText(`section ${number} (${title})`);
      }
      if ((await references.count()) > 0) {
        await references.first().click();
        const target = await references.first().getAttribute('href');
        await expect(page.locator(`main h2${target}`)).toBeInViewport();
      }
    });
  });
}
