// What one exported page costs on the wire (gzip -6, as the hosts here serve it: nginx's
// gzip_comp_level 6, and serve's default), split by kind. Shared by the bench and the byte-budget
// test, so both count the same way. The HTML is read by the post-build transforms' parser
// (readElements).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readElements, runs } from '../build-steps/page.ts';
import { loaderScripts } from '../build-steps/transforms/framework-scripts.ts';
import type { Element } from '../build-steps/page.ts';

export const gzipped = (data: string | Buffer) => gzipSync(data, { level: 6 }).length;
const unique = (items: string[]) => [...new Set(items)];

/**
 * Where a page's first screen ends in its HTML: everything a visitor needs to see before scrolling
 * (the head with the inlined CSS, the header, the title, and the opening of the content). On a
 * legal page (an <article> with sections) that is the first paragraph of the first section; on a
 * page of sections (the home page) the first section; on any other page (not found) its whole
 * main content. The rest may arrive in later round trips without delaying the first paint.
 */
export function firstScreenEnd(html: string) {
  const elements = readElements(html);
  const main = elements.find((e) => e.tag === 'main');
  if (!main) throw new Error('firstScreenEnd: the page has no <main>');
  const inMain = elements.filter((e) => e.start > main.start && e.end <= main.end);
  const article = inMain.find((e) => e.tag === 'article');
  const section = article && inMain.find((e) => e.tag === 'h2' && e.start > article.start);
  const opening = section && inMain.find((e) => e.tag === 'p' && e.start > section.end);
  if (opening) return opening.end;
  return (inMain.find((e) => e.tag === 'section') ?? main).end;
}

/**
 * @param outDir the static export folder
 * @param file an HTML file inside it, e.g. "index.html"
 */
export function pageBytes(outDir: string, file: string) {
  const html = readFileSync(join(outDir, file), 'utf8');
  const read = (href: string) => readFileSync(join(outDir, href.split('?')[0]));
  const elements = readElements(html);
  const links = (match: (e: Element) => boolean) =>
    unique(
      elements
        .filter((e) => e.tag === 'link' && e.attrs.has('href') && match(e))
        .map((e) => e.attrs.get('href') as string),
    );

  const inlineCss = elements
    .filter((e) => e.tag === 'style')
    .map((e) => e.text)
    .join('');
  const cssFiles = links((e) => e.attrs.get('rel') === 'stylesheet');
  // Scripts the post-build loader starts; the page's flight data among them is data, not code.
  const started = loaderScripts(html);
  const payloadFiles = started.filter((href) => href.startsWith('/_next/static/flight/'));
  // noModule scripts are skipped by every browser that runs modules: they cost real visitors nothing.
  const jsFiles = unique([
    ...elements
      .filter((e) => e.tag === 'script' && e.attrs.has('src') && !e.attrs.has('nomodule'))
      .map((e) => e.attrs.get('src') as string),
    ...started.filter((href) => !payloadFiles.includes(href)),
  ]);
  const fontFiles = links((e) => e.attrs.get('as') === 'font');

  const sum = (files: string[]) => files.reduce((total, href) => total + gzipped(read(href)), 0);
  return {
    html: gzipped(html),
    firstScreen: gzipped(html.slice(0, firstScreenEnd(html))),
    inlineCss: gzipped(inlineCss),
    css: gzipped(inlineCss) + sum(cssFiles),
    cssFiles,
    js: sum(jsFiles),
    jsFiles,
    /** The flight data hydration reads, as a script the loader runs first. */
    payload: sum(payloadFiles),
    payloadFiles,
    fonts: fontFiles.reduce((total, href) => total + read(href).length, 0),
    fontFiles,
  };
}

/**
 * What each part of a page's HTML adds to its size: the page's gzip size, less the size of the page
 * without that part. gzip finds repeats across parts, so the parts do not add up to the whole; each
 * says what taking it out would save.
 */
export function pageParts(html: string): Record<string, number> {
  const elements = readElements(html);
  const head = elements.find((e) => e.tag === 'head');
  const inHead = (e: Element) => !!head && e.start > head.start && e.end <= head.end;
  const legal = legalText(html);
  const spans: Record<string, [number, number][]> = {
    'inlined stylesheet': elements.filter((e) => e.tag === 'style').map((e) => [e.start, e.end]),
    'inline script': elements.filter(runs).map((e) => [e.start, e.end]),
    'structured data': elements
      .filter((e) => e.attrs.get('type') === 'application/ld+json')
      .map((e) => [e.start, e.end]),
    "the framework's list": elements
      .filter((e) => e.tag === 'script' && e.attrs.get('type') === 'application/json')
      .map((e) => [e.start, e.end]),
    'Content-Security-Policy meta': elements
      .filter((e) => e.attrs.has('http-equiv'))
      .map((e) => [e.start, e.end]),
    'title, description and share tags': elements
      .filter(
        (e) => inHead(e) && ['meta', 'title', 'link'].includes(e.tag) && !e.attrs.has('http-equiv'),
      )
      .map((e) => [e.start, e.end]),
    icons: elements
      .filter(
        (e) =>
          e.tag === 'svg' &&
          !elements.some((o) => o.tag === 'svg' && o.start < e.start && o.end >= e.end),
      )
      .map((e) => [e.start, e.end]),
    'class attributes': [...html.matchAll(/ class="[^"]*"/g)].map((m) => [
      m.index as number,
      (m.index as number) + m[0].length,
    ]),
    ...(legal ? { 'legal text': [legal] } : {}),
  };
  const whole = gzipped(html);
  return Object.fromEntries(
    Object.entries(spans).map(([part, ranges]) => {
      let rest = html;
      for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0]))
        rest = rest.slice(0, start) + rest.slice(end);
      return [part, whole - gzipped(rest)];
    }),
  );
}

/**
 * Where a legal page's text is in its HTML: its <article>'s content after the page's own header
 * (the title and the date), the part content editors write. Null on other pages.
 */
export function legalText(html: string): [number, number] | null {
  const elements = readElements(html);
  const article = elements.find((e) => e.tag === 'article');
  const header =
    article &&
    elements.find((e) => e.tag === 'header' && e.start > article.start && e.end <= article.end);
  return article && header ? [header.end, article.textEnd] : null;
}
