import { expect, type Page } from '@playwright/test';
import { holdFramework, moveMouse } from '../fixtures';

/**
 * What a visitor can see and follow on the page at one instant: the address from its path on, the
 * main heading (null while there is none), and the trial buttons' and internal links' hrefs.
 */
function snapshot() {
  const hrefs = (selector: string) =>
    [...document.querySelectorAll(selector)].map((a) => a.getAttribute('href') ?? '');
  return {
    address: location.pathname + location.search + location.hash,
    heading: document.querySelector('h1')?.textContent ?? null,
    trial: hrefs('a[data-cta]'),
    internal: hrefs('a[data-carry]:not([data-cta])'),
  };
}

/** Records, from now on, every link whose href changes, with what it was and what it became. */
function recordHrefChanges() {
  const changes: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const link = record.target as Element;
      const now = link.getAttribute('href');
      if (link.localName === 'a' && now !== record.oldValue)
        changes.push(`${record.oldValue} → ${now}`);
    }
  }).observe(document.body, {
    attributes: true,
    attributeFilter: ['href'],
    attributeOldValue: true,
    subtree: true,
  });
  (window as unknown as { hrefChanges: string[] }).hrefChanges = changes;
}

/**
 * Opens `url` (a whole URL: an address such as `//?x` means another host to a relative resolver)
 * and reads the page at three instants: before the framework starts (it is held), every href change
 * while it starts, and once it has hydrated. The page may load itself again at a corrected address
 * first (lib/address-script.ts): the first instant is read once the document that stays is parsed.
 */
export async function acrossFrameworkStart(page: Page, url: string) {
  const framework = await holdFramework(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect
    .poll(
      () =>
        page
          .evaluate(() => document.readyState !== 'loading' && !location.pathname.startsWith('//'))
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
  const before = await page.evaluate(snapshot);
  await page.evaluate(recordHrefChanges);
  await moveMouse(page);
  await framework.hydrate();
  const changes = await page.evaluate(
    () => (window as unknown as { hrefChanges: string[] }).hrefChanges,
  );
  return { before, changes, after: await page.evaluate(snapshot) };
}
