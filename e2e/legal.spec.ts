import { routes } from '../lib/site';
import { adQuery, expect, test, waitForCarryOver } from './fixtures';

const privacySections = [
  /introduction/i,
  /data collected/i,
  /cookies/i,
  /legal bases/i,
  /use of data/i,
  /do not track/i,
  /advertising and analytics/i,
  /sharing.*no sale/i,
  /retention/i,
  /security/i,
  /GDPR and CCPA/i,
  /children under 13/i,
  /external links/i,
  /contact/i,
  /international transfers/i,
  /marketing emails/i,
];

const termsSections = [
  /purpose and affiliate links/i,
  /eligibility/i,
  /health disclaimer/i,
  /user responsibilities/i,
  /intellectual property/i,
  /third-party links/i,
  /no guarantee of results/i,
  /limitation of liability/i,
  /indemnification/i,
  /changes/i,
  /governing law/i,
  /contact/i,
];

const documents = [
  {
    path: routes.privacy,
    title: 'Privacy Policy',
    date: 'Last updated January 8, 2025',
    sections: privacySections,
  },
  {
    path: routes.terms,
    title: 'Terms of Use',
    date: 'Effective 30/6/2025',
    sections: termsSections,
  },
];

for (const doc of documents) {
  test.describe(doc.title, () => {
    test('has its title, date, description and numbered sections in order', async ({ page }) => {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText(doc.date)).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      const headings = page.locator('main h2');
      await expect(headings).toHaveText(doc.sections);
      const texts = await headings.allTextContents();
      texts.forEach((text, i) => expect(text.startsWith(`${i + 1}. `), text).toBe(true));
    });

    test('every contents link leads to a section heading', async ({ page }) => {
      await page.goto(doc.path);
      const toc = page.getByRole('navigation', { name: 'Contents' });
      const targets = await toc
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(targets).toHaveLength(doc.sections.length);
      for (const href of targets) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(`main h2${href}`)).toHaveCount(1);
      }
      await toc.getByRole('link').last().click();
      await expect(page.locator(`main h2${targets.at(-1)}`)).toBeInViewport();
    });

    test('reads as a complete document of at least 1,200 words', async ({ page }) => {
      await page.goto(doc.path);
      const text = await page.locator('article').innerText();
      expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(1200);
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|\[placeholder\]/i);
    });

    test('"Back to Home" and the links inside the text carry the query', async ({ page }) => {
      await page.goto(`${doc.path}?${adQuery}`);
      await waitForCarryOver(page, adQuery);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
        'href',
        `/?${adQuery}`,
      );
      const inText = page.locator('article > div a[href^="/"]');
      expect(await inText.count()).toBeGreaterThanOrEqual(1);
      for (const link of await inText.all())
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(`\\?${adQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        );
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL(`/?${adQuery}`);
    });

    test('mailto links write to the support address, external links are marked', async ({
      page,
    }) => {
      await page.goto(doc.path);
      const mail = page.locator('article a[href^="mailto:"]');
      expect(await mail.count()).toBeGreaterThanOrEqual(1);
      for (const link of await mail.all()) {
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

test('the privacy policy says that trial clicks pass the arrival parameters on', async ({
  page,
}) => {
  await page.goto(routes.privacy);
  await expect(page.locator('article')).toContainText(
    'When you click a trial button, the URL parameters you arrived with (for example utm tags and click ids) are passed on to the trial provider',
  );
  await expect(page.locator('article')).toContainText('does not currently honour Do Not Track');
  await expect(page.locator('article')).toContainText('We do not sell your personal data');
});

test('the terms disclose the commission and the 18+ rule', async ({ page }) => {
  await page.goto(routes.terms);
  await expect(page.locator('article')).toContainText('we may earn a commission');
  await expect(page.locator('article')).toContainText('at least 18 years old');
  await expect(page.locator('article')).toContainText('Consult a physician');
  await expect(page.locator('article')).toContainText('not medical advice');
});
