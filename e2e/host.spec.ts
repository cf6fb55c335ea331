import { contentSecurityPolicy } from '../hosting/headers.mjs';
import { expect, host, test } from './fixtures';

// What the shipped nginx config answers; `serve` (npm start) sends none of these headers.
test.skip(host !== 'nginx', 'host headers and redirects are checked against the nginx config');

const pagePaths = ['/', '/privacy-policy', '/terms-of-use'];

test('every page is served with strict security headers and revalidating cache', async ({
  request,
}) => {
  for (const path of [...pagePaths, '/missing-page']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(path === '/missing-page' ? 404 : 200);
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toMatch(
      /^default-src 'none'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; style-src 'self'/,
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(headers['content-type']).toMatch(/text\/html/);
  }
});

test('build assets are cached for a year, page data is revalidated', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  const data = await request.get('/privacy-policy.txt');
  expect(data.status()).toBe(200);
  expect(data.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('a trailing slash or .html redirects once to the clean URL, keeping the query', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/privacy-policy/?utm_source=x&gclid=a%2Fb', '/privacy-policy?utm_source=x&gclid=a%2Fb'],
    ['/privacy-policy.html?utm_source=x', '/privacy-policy?utm_source=x'],
    ['/terms-of-use/', '/terms-of-use'],
    ['/index.html?a=1', '/?a=1'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(
      new URL(response.headers()['location'], 'http://x').pathname +
        new URL(response.headers()['location'], 'http://x').search,
    ).toBe(to);
    const followed = await request.get(from);
    expect(followed.status()).toBe(200);
  }
});

test('the header policy is the one hosting/headers.mjs defines', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'];
  const hashes = (directive: string) =>
    [
      ...(new RegExp(`${directive} 'self'((?: 'sha256-[^']+')*)`).exec(csp)?.[1] ?? '').matchAll(
        /sha256-([^']+)/g,
      ),
    ].map((m) => m[1]);
  expect(csp).toBe(
    contentSecurityPolicy({ scriptHashes: hashes('script-src'), styleHashes: hashes('style-src') }),
  );
});
