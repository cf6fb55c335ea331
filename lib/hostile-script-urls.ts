/**
 * Script URLs a Trusted Types policy must refuse, for the tests of both of the site's policies
 * (lib/framework-loader-script.test.ts, lib/trusted-types.test.ts): what no list of the build's
 * scripts holds, however it is dressed.
 */
export const hostileScriptUrls = [
  '/x.js',
  '/_next/static/chunks/unknown.js',
  '/_next/static/../x.js',
  '/_next/static/chunks/%2e%2e/%2e%2e/x.js',
  '/_next/static/chunks/a1b2c3.js?x=1',
  '/_next/static/chunks/a1b2c3.js#x',
  '//evil.example/_next/static/chunks/a1b2c3.js',
  'https://evil.example/_next/static/chunks/a1b2c3.js',
  'javascript:alert(1)',
  'data:text/javascript,alert(1)',
  'blob:https://www.example.test/1234',
];
