import { expect, test } from '@playwright/test';
import { securityHeaders } from '../hosting/headers.ts';
import { checks } from '../hosting/promises.ts';
import { attachHostLog, ports, siteHost } from './support/hosts';
import { rawRequest, type Endpoint, type RawResponse } from './support/raw-http';

test.afterEach(attachHostLog);

// What only the complete nginx file decides: its four server blocks, the redirect chain that
// hstspreload.org requires, headers on what nginx answers by itself, and no version in Server. Only
// the nginx project runs it (hosting/promises.ts).

const hsts = securityHeaders['Strict-Transport-Security'];
const endpoint = (host: string, tls: boolean): Endpoint => ({
  host,
  port: tls ? ports.nginxHttps : ports.nginxHttp,
  tls,
});
const apexHttp = endpoint(siteHost.apex, false);
const wwwHttp = endpoint(siteHost.site, false);
const apexHttps = endpoint(siteHost.apex, true);
const wwwHttps = endpoint(siteHost.site, true);
const https = (host: string) => `https://${host}:${ports.nginxHttps}`;

function expectHeaders(response: RawResponse, what: string) {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers.get(name.toLowerCase()), `${name} on ${what}`).toBe(value);
  expect(response.headers.get('content-security-policy'), `CSP on ${what}`).toMatch(
    /^default-src 'none'/,
  );
  expect(response.headers.get('server'), `Server on ${what}`).toBe('nginx');
}

test('http goes to https on the same host first, keeping path and query', async () => {
  for (const site of [apexHttp, wwwHttp]) {
    const response = (await rawRequest(site, '/privacy-policy?a=1&&b=%2F'))!;
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${https(site.host)}/privacy-policy?a=1&&b=%2F`);
    expectHeaders(response, `http://${site.host}`);
  }
});

test('the https apex redirects to www with HSTS, as hstspreload.org requires', async () => {
  const response = (await rawRequest(apexHttps, '/terms-of-use?utm_source=x'))!;
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(
    `${https(siteHost.site)}/terms-of-use?utm_source=x`,
  );
  expect(response.headers.get('strict-transport-security')).toBe(hsts);
  expect(hsts).toMatch(/max-age=(\d{8,}|3153[6-9]\d{3}|315[4-9]\d{4}); includeSubDomains; preload/);
  expectHeaders(response, `https://${siteHost.apex}`);
  const site = (await rawRequest(wwwHttps, '/'))!;
  expect(site.status).toBe(200);
  expectHeaders(site, `https://${siteHost.site}`);
});

test(`the answers nginx makes by itself carry the security headers too ${checks('headers')}`, async () => {
  const cases: [Endpoint, string, string, number][] = [
    [wwwHttps, 'POST', '/', 405],
    [wwwHttps, 'TRACE', '/', 405],
    [wwwHttps, 'GET', '/\u0001', 400],
    [wwwHttps, 'GET', `/${'a'.repeat(64 * 1024)}`, 414],
    [apexHttps, 'GET', '/\u0001', 400],
    [apexHttp, 'GET', `/${'a'.repeat(64 * 1024)}`, 414],
    [wwwHttp, 'DELETE', '/', 301],
  ];
  for (const [site, method, target, status] of cases) {
    const response = (await rawRequest(site, target, { method }))!;
    const what = `${method} ${target.slice(0, 20)} on ${site.host}${site.tls ? ' (https)' : ''}`;
    expect(response.status, what).toBe(status);
    expectHeaders(response, what);
  }
});
