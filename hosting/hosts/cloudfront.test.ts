/** @jest-environment node */
import { cleanUrlRedirects, routes } from '../../lib/routes.ts';
import {
  CLOUDFRONT_CSP_LIMIT,
  cloudfrontPolicy,
  handler,
  viewerRequest,
  type FunctionResponse,
  type ViewerRequest,
} from './cloudfront.ts';

// The function on its own: what it serves for a doubled slash, and a query no hostile one has. What
// the whole host answers (the function, S3 and the headers policy) is checked by the host tests.

const run = (target: string) => handler(viewerRequest(target));
const isRedirect = (result: ViewerRequest | FunctionResponse): result is FunctionResponse =>
  'statusCode' in result;
const pages = Object.values(routes);

it('serves each clean URL from its .html file, / from index.html, and a doubled slash as one', () => {
  for (const page of pages) {
    const file = page === '/' ? '/index.html' : `${page}.html`;
    for (const target of [`${page}?utm_source=x`, `/${page}?gclid=abc`, `//${page}`]) {
      const result = run(target);
      expect({ target, uri: !isRedirect(result) && result.uri }).toEqual({ target, uri: file });
    }
  }
  expect((run('/_next/static/chunks/a.js') as ViewerRequest).uri).toBe('/_next/static/chunks/a.js');
  expect((run('/404.html') as ViewerRequest).uri).toBe('/404.html');
});

it('keeps a bare "?" and escapes the parsed query would change, as the viewer sent them', () => {
  for (const [from, to] of cleanUrlRedirects)
    for (const query of ['?', '?a=%E2%82%AC&b=%zz&c=+&d=%2B']) {
      const result = run(`${from}${query}`);
      expect({
        from: `${from}${query}`,
        to: isRedirect(result) && result.headers.location.value,
      }).toEqual({
        from: `${from}${query}`,
        to: `${to}${query}`,
      });
    }
});

it('a CSP longer than CloudFront holds stops the build', () => {
  expect(() =>
    cloudfrontPolicy({ 'Content-Security-Policy': 'x'.repeat(CLOUDFRONT_CSP_LIMIT + 1) }),
  ).toThrow(`more than the ${CLOUDFRONT_CSP_LIMIT} a CloudFront response headers policy holds`);
});
