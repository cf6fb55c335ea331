/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { cleanUrlRedirects, routes } from '@/lib/routes';
import { hostileQueries, hostileRequests } from '@/e2e/support/hostile-paths';
import { checks } from '@/hosting/promises';

type Request = {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
  rawQueryString: () => string | undefined;
};
type Response = { statusCode: number; headers: { location: { value: string } } };

const handler = new Function(
  `${readFileSync('hosting/cloudfront-function.js', 'utf8')}; return handler;`,
)() as (event: unknown) => Request | Response;

/**
 * A viewer-request event shaped as AWS documents it ("CloudFront Functions event structure"), with
 * runtime 2.0's rawQueryString(). The parsed querystring is built the lossy way CloudFront builds
 * it (order by key, empty values and "&&" gone), so a function that used it would fail.
 */
function viewerRequest(target: string): {
  version: string;
  context: object;
  viewer: object;
  request: Request;
} {
  const at = target.indexOf('?');
  const uri = at === -1 ? target : target.slice(0, at);
  const raw = at === -1 ? undefined : target.slice(at + 1);
  const querystring: Request['querystring'] = {};
  for (const pair of (raw ?? '').split('&').filter(Boolean)) {
    const [key, value = ''] = pair.split('=');
    const entry = querystring[key];
    if (!entry) querystring[key] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: 'EXAMPLEntjQpEXAMPLE_SG5Z-EXAMPLEPmPfEXAMPLEu3EqEXAMPLE==',
    },
    viewer: { ip: '198.51.100.11' },
    request: {
      method: 'GET',
      uri,
      querystring,
      headers: { host: { value: 'www.example.com' }, accept: { value: 'text/html' } },
      cookies: {},
      rawQueryString: () => raw,
    },
  };
}

const run = (target: string) => handler(viewerRequest(target));
const isRedirect = (result: Request | Response): result is Response => 'statusCode' in result;
const pages = Object.values(routes);

it('serves each clean URL from its .html file, and / from index.html', () => {
  for (const page of pages) {
    const result = run(`${page}?utm_source=x`);
    expect(isRedirect(result)).toBe(false);
    expect((result as Request).uri).toBe(page === '/' ? '/index.html' : `${page}.html`);
  }
  expect((run('/_next/static/chunks/a.js') as Request).uri).toBe('/_next/static/chunks/a.js');
  for (const page of pages) {
    const doubled = run(`/${page}?gclid=abc`) as Request;
    expect(isRedirect(doubled)).toBe(false);
    expect(doubled.uri).toBe(page === '/' ? '/index.html' : `${page}.html`);
    expect((run(`//${page}`) as Request).uri).toBe(doubled.uri);
  }
  expect((run('/404.html') as Request).uri).toBe('/404.html');
});

it(`redirects every .html and trailing-slash variant once, with the query byte for byte ${checks('cleanUrls')}`, () => {
  for (const [from, to] of cleanUrlRedirects) {
    for (const query of [...hostileQueries, '?', '?a=%E2%82%AC&b=%zz&c=+&d=%2B']) {
      const result = run(`${from}${query}`);
      expect(isRedirect(result)).toBe(true);
      const response = result as Response;
      expect({ from: `${from}${query}`, status: response.statusCode }).toEqual({
        from: `${from}${query}`,
        status: 301,
      });
      expect({ from: `${from}${query}`, to: response.headers.location.value }).toEqual({
        from: `${from}${query}`,
        to: `${to}${query}`,
      });
      expect(isRedirect(run(response.headers.location.value))).toBe(false);
    }
  }
});

it(`never sends a Location that leads off the site, whatever the path ${checks('noOpenRedirect', 'hostilePaths')}`, () => {
  const requests = hostileRequests();
  const offSite: string[] = [];
  let redirects = 0;
  for (const { target } of requests) {
    const result = run(target);
    if (!isRedirect(result)) continue;
    redirects += 1;
    const location = result.headers.location.value;
    const safe =
      /^\/(?![/\\])[\x21-\x7e]*$/.test(location) &&
      new URL(location, 'https://www.example.com/').origin === 'https://www.example.com';
    if (!safe) offSite.push(`${target} → ${location}`);
  }
  expect(requests.length).toBeGreaterThanOrEqual(2000);
  expect(redirects).toBeGreaterThan(50);
  expect(offSite).toEqual([]);
});

it(`refuses to redirect the open-redirect forms at all ${checks('noOpenRedirect')}`, () => {
  const forms = [
    '//evil.example/',
    '//evil.example.html',
    '/\\evil.example/',
    '/%2f%2fevil.example/',
    '/%5cevil.example/',
    '/%2F%2Fevil.example.html',
    '/.evil.example/',
    '/@evil.example/',
    '/\u0000/',
    '/%00.html',
  ];
  expect(forms.filter((target) => isRedirect(run(target)))).toEqual([]);
});
