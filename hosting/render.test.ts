/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { cacheControl, securityHeaders } from './headers.ts';
import {
  CLOUDFRONT_CSP_LIMIT,
  cloudfrontPolicy,
  firebaseConfig,
  headersFile,
  hostConfigFiles,
  htaccess,
  nginxConf,
  nginxSecurityHeaders,
  nginxSite,
  staticWebAppConfig,
  vercelConfig,
} from './render.ts';
import { checks } from './promises.ts';
import { exportedFile } from '../lib/routes.ts';

const headers = { 'Content-Security-Policy': "default-src 'none'", ...securityHeaders };
const template = (name: string) => readFileSync(`hosting/${name}`, 'utf8');

/** The `_headers` rules as Netlify and Cloudflare read them: a path line, then indented values. */
function rules(file: string) {
  const found = new Map<string, Record<string, string>>();
  for (const block of file.split('\n\n').filter((b) => !b.startsWith('#') && b.trim())) {
    const [path, ...lines] = block.split('\n');
    found.set(
      path,
      Object.fromEntries(
        lines.map((line) =>
          line
            .trim()
            .split(/: (.*)/s)
            .slice(0, 2),
        ),
      ),
    );
  }
  return found;
}

it('_headers: every header on every path, build assets immutable, pages revalidated', () => {
  const parsed = rules(headersFile(headers, ['/', '/privacy-policy', '/privacy-policy.html']));
  expect(parsed.get('/*')).toEqual(headers);
  expect(parsed.get('/_next/static/*')).toEqual({ 'Cache-Control': cacheControl.immutable });
  for (const path of ['/', '/privacy-policy', '/privacy-policy.html', '/*.txt'])
    expect(parsed.get(path)).toEqual({ 'Cache-Control': cacheControl.revalidate });
});

it("vercel.json: Vercel's router compiles it, every header on every route", () => {
  const config = JSON.parse(vercelConfig(headers, ['/', '/privacy-policy'], exportedFile));
  delete config.$schema;
  const { routes, error } = getTransformedRoutes(config);
  expect(error).toBeNull();
  const everyPath = (routes ?? []).find((route) => 'src' in route && route.src === '^(?:/(.*))$');
  expect(everyPath && 'headers' in everyPath && everyPath.headers).toEqual(headers);
});

describe('nginx', () => {
  const site = nginxSite(template('nginx-site.conf.template'), headers);

  it('each location repeats every header with its own Cache-Control, as add_header requires', () => {
    const locations = site.split(/^location /m).slice(1);
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations.filter((l) => l.includes('add_header'))) {
      for (const [name, value] of Object.entries(headers))
        expect(location).toContain(`add_header ${name} "${value}" always;`);
      expect(location).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
    expect(site).not.toContain('{{');
  });

  it('the server level and the snippet carry every header, and hide the version', () => {
    const snippet = nginxSecurityHeaders(headers);
    expect(snippet).toContain('server_tokens off;');
    for (const [name, value] of Object.entries(headers)) {
      expect(snippet).toContain(`add_header ${name} "${value}" always;`);
      expect(site.split(/^location /m)[0]).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it("the site config names the site's hosts, and a placeholder left unfilled stops the build", () => {
    const conf = nginxConf(template('nginx.conf.template'), {
      site: 'www.example.test',
      apex: 'example.test',
    });
    expect(conf).toContain('server_name www.example.test;');
    expect(conf).toContain('server_name example.test;');
    expect(() => nginxConf('server_name {{OTHER_HOST}};', { site: 'a', apex: 'b' })).toThrow(
      /placeholder it does not fill/,
    );
  });
});

describe('Firebase Hosting', () => {
  const config = JSON.parse(firebaseConfig(headers)).hosting;

  it("serves out/ itself with clean URLs, and uploads neither its config nor any other host's", () => {
    expect(config).toMatchObject({ public: '.', cleanUrls: true, trailingSlash: false });
    for (const file of Object.keys(hostConfigFiles)) expect(config.ignore).toContain(file);
  });

  it('every header on every path, build assets immutable over the revalidation of the rest', () => {
    const [every, assets] = config.headers;
    expect(every.source).toBe('**');
    expect(
      Object.fromEntries(
        every.headers.map((h: { key: string; value: string }) => [h.key, h.value]),
      ),
    ).toEqual({
      ...headers,
      'Cache-Control': cacheControl.revalidate,
    });
    expect(assets).toEqual({
      source: '/_next/static/**',
      headers: [{ key: 'Cache-Control', value: cacheControl.immutable }],
    });
  });
});

describe('Azure Static Web Apps', () => {
  const config = JSON.parse(
    staticWebAppConfig(headers, ['/', '/privacy-policy'], (path) =>
      path === '/' ? 'index.html' : `${path.slice(1)}.html`,
    ),
  );

  it('every header on every answer, and the not-found page for what is no page', () => {
    expect(config.globalHeaders).toEqual({ ...headers, 'Cache-Control': cacheControl.revalidate });
    expect(config.responseOverrides['404']).toEqual({ rewrite: '/404.html' });
  });

  it('a page by its clean URL, and one redirect from each variant', () => {
    const routes = config.routes as { route: string; rewrite?: string; redirect?: string }[];
    expect(routes).toContainEqual({ route: '/privacy-policy', rewrite: '/privacy-policy.html' });
    for (const variant of ['/privacy-policy.html', '/privacy-policy/'])
      expect(routes).toContainEqual({
        route: variant,
        redirect: '/privacy-policy',
        statusCode: 301,
      });
    expect(routes[0]).toEqual({
      route: '/_next/static/*',
      headers: { 'Cache-Control': cacheControl.immutable },
    });
  });
});

describe('Apache httpd', () => {
  const file = htaccess(headers);

  it('every header on every answer, errors and redirects included', () => {
    for (const [name, value] of Object.entries(headers))
      expect(file).toContain(`Header always set ${name} "${value}"`);
    expect(file).toContain(`Header always set Cache-Control "${cacheControl.revalidate}"`);
  });

  it("a page is its .html file, no folder listing or redirect to the folder, no other host's config", () => {
    expect(file).toMatch(/^Options -Indexes -MultiViews$/m);
    expect(file).toMatch(/^DirectorySlash Off$/m);
    expect(file).toMatch(/^ErrorDocument 404 \/404\.html$/m);
    for (const config of Object.keys(hostConfigFiles))
      expect(file).toContain(config.replace(/\./g, '\\.'));
  });
});

describe('CloudFront', () => {
  it(`a response headers policy with every header in its own terms ${checks('headers')}`, () => {
    const policy = JSON.parse(cloudfrontPolicy("default-src 'none'"));
    const security = policy.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy.ContentSecurityPolicy).toBe("default-src 'none'");
    expect(security.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
    });
    expect(security.FrameOptions.FrameOption).toBe(securityHeaders['X-Frame-Options']);
    expect(security.ReferrerPolicy.ReferrerPolicy).toBe(securityHeaders['Referrer-Policy']);
    const custom = policy.CustomHeadersConfig;
    expect(custom.Quantity).toBe(custom.Items.length);
    // Every header is sent: as a security header CloudFront names, or as a custom one.
    const named = [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
    ];
    for (const name of Object.keys(securityHeaders).filter((n) => !named.includes(n)))
      expect(custom.Items).toContainEqual({
        Header: name,
        Value: securityHeaders[name as keyof typeof securityHeaders],
        Override: true,
      });
  });

  it('a CSP longer than CloudFront holds stops the build', () => {
    expect(() => cloudfrontPolicy('x'.repeat(CLOUDFRONT_CSP_LIMIT + 1))).toThrow(
      `more than the ${CLOUDFRONT_CSP_LIMIT} a CloudFront response headers policy holds`,
    );
  });
});
