import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { exportedFile, pagePaths, routes, site } from '../lib/site';
import { themeColors } from '../lib/node/theme.ts';
import { seo } from '../content/landing';
import { legalTitle } from './fixtures';

const read = (file: string) => readFileSync(`out/${file}`, 'utf8');
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const link = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];

/** Text as React wrote it, its five escapes undone: an editor may write a title with "&". */
const unescaped = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => escapes[name]);
const escapes: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

// The landing copy's title, and each legal page's from its file: the editors' words.
const titles: Record<string, string> = {
  [routes.home]: seo.title,
  [routes.privacy]: `${legalTitle(routes.privacy)} | ${site.name}`,
  [routes.terms]: `${legalTitle(routes.terms)} | ${site.name}`,
};

for (const path of pagePaths) {
  test(`${path}: title, one h1, description, canonical, share cards, language, theme colour`, () => {
    const html = read(exportedFile(path));
    expect(titles[path], `an expected title for ${path}`).toBeDefined();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(unescaped(title)).toBe(titles[path]);
    expect(meta(html, 'description')?.length).toBeGreaterThan(70);
    expect(link(html, 'canonical')).toBe(new URL(path, site.url).href.replace(/\/$/, ''));
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(link(html, 'canonical'));
    expect(meta(html, 'og:image')).toBe(new URL('/opengraph-image.png', site.url).href);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'theme-color')).toBe(themeColors()['ink-950']);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).not.toMatch(/rel="prefetch"/);
    expect(meta(html, 'robots') ?? '').not.toMatch(/noindex/);
  });
}

test('sitemap.xml lists every page from the site config, robots.txt lets every crawler in', () => {
  const sitemap = read('sitemap.xml');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls).toEqual(pagePaths.map((path) => new URL(path, site.url).href));
  const robots = read('robots.txt');
  expect(robots).toMatch(/User-Agent: \*\nAllow: \//);
});

test('the share image is a 1200×630 PNG', () => {
  const png = readFileSync('out/opengraph-image.png');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
  expect(png.length).toBeLessThan(200 * 1024);
});

test('JSON-LD describes the organisation and web site, with no self-serving review markup', () => {
  const html = read(exportedFile(routes.home));
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0][1]);
  const types = data['@graph'].map((node: { '@type': string }) => node['@type']);
  expect(types).toEqual(['Organization', 'WebSite']);
  expect(data['@graph'][0]).toMatchObject({ name: site.name, url: site.url });
  for (const path of pagePaths)
    expect(read(exportedFile(path))).not.toMatch(/AggregateRating|"Review"|ratingValue/);
});
