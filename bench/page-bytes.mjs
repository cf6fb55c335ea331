// What one exported page costs on the wire (gzip -6, as the hosts here serve it: nginx's
// gzip_comp_level 6, and serve's default), split by kind. Shared by the bench and the byte-budget
// test, so both count the same way. The HTML is read by the post-build transforms' parser
// (readElements).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readElements, runs } from '../build/page.mjs';
import { loaderScripts } from '../build/transforms/framework-scripts.mjs';

export const gzipped = (/** @type {string | Buffer} */ data) => gzipSync(data, { level: 6 }).length;
const unique = (/** @type {string[]} */ items) => [...new Set(items)];

/**
 * Where a page's first screen ends in its HTML: everything a visitor needs to see before scrolling
 * (the head with the inlined CSS, the header, the title, and the opening of the content). On a
 * legal page (an <article> with sections) that is the first paragraph of the first section; on a
 * page of sections (the home page) the first section; on any other page (not found) its whole
 * main content. The rest may arrive in later round trips without delaying the first paint.
 *
 * @param {string} html
 */
export function firstScreenEnd(html) {
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
 * @param {string} outDir the static export folder
 * @param {string} file an HTML file inside it, e.g. "index.html"
 */
export function pageBytes(outDir, file) {
  const html = readFileSync(join(outDir, file), 'utf8');
  const read = (/** @type {string} */ href) => readFileSync(join(outDir, href.split('?')[0]));
  const elements = readElements(html);
  const links = (/** @type {(e: import('../build/page.mjs').Element) => boolean} */ match) =>
    unique(
      elements
        .filter((e) => e.tag === 'link' && e.attrs.has('href') && match(e))
        .map((e) => /** @type {string} */ (e.attrs.get('href'))),
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
      .map((e) => /** @type {string} */ (e.attrs.get('src'))),
    ...started.filter((href) => !payloadFiles.includes(href)),
  ]);
  const fontFiles = links((e) => e.attrs.get('as') === 'font');

  const sum = (/** @type {string[]} */ files) =>
    files.reduce((total, href) => total + gzipped(read(href)), 0);
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
 *
 * @param {string} html
 * @returns {Record<string, number>}
 */
export function pageParts(html) {
  const elements = readElements(html);
  const head = elements.find((e) => e.tag === 'head');
  const inHead = (/** @type {import('../build/page.mjs').Element} */ e) =>
    !!head && e.start > head.start && e.end <= head.end;
  const legal = legalText(html);
  /** @type {Record<string, [number, number][]>} */
  const spans = {
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
      /** @type {number} */ (m.index),
      /** @type {number} */ (m.index) + m[0].length,
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
 *
 * @param {string} html
 * @returns {[number, number] | null}
 */
export function legalText(html) {
  const elements = readElements(html);
  const article = elements.find((e) => e.tag === 'article');
  const header =
    article &&
    elements.find((e) => e.tag === 'header' && e.start > article.start && e.end <= article.end);
  return article && header ? [header.end, article.textEnd] : null;
}
