import { adQuery, expect, startFramework, test, trackingUrl } from './fixtures';

// The error the browser gives a page that writes its address too often (WebKit refuses a
// pushState past 100 in 30 seconds), which React reports once it is caught.
const refusal = 'Attempt to use history.pushState() more than 100 times per 30 seconds';
test.use({ expectedConsole: new RegExp(refusal.replace(/[()]/g, '\\$&')) });

test('an error the router meets shows the site error screen, whose Try again keeps the query', async ({
  page,
}) => {
  // The browser refuses the router's next address write, as WebKit does past its rate limit.
  await page.addInitScript((message) => {
    const push = History.prototype.pushState;
    History.prototype.pushState = function (...args: Parameters<History['pushState']>) {
      const refuse = (window as unknown as { refuseNextWrite?: boolean }).refuseNextWrite;
      (window as unknown as { refuseNextWrite?: boolean }).refuseNextWrite = false;
      if (refuse) throw new DOMException(message, 'SecurityError');
      return push.apply(this, args);
    };
  }, refusal);
  await page.goto(`/?${adQuery}`);
  await startFramework(page);
  await page.evaluate(
    () => ((window as unknown as { refuseNextWrite: boolean }).refuseNextWrite = true),
  );

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  // Styled by the site's own stylesheet (the fixture fails on any CSP violation): a real button.
  await expect(page.getByRole('button', { name: 'Try again' })).not.toHaveCSS(
    'border-radius',
    '0px',
  );
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
    'href',
    `/?${adQuery}`,
  );

  // Try again loads the page again at its address, query and all: no form, which the
  // Content-Security-Policy refuses.
  await page.evaluate(() => ((window as unknown as { erred: boolean }).erred = true));
  await page.getByRole('button', { name: 'Try again' }).click();
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
