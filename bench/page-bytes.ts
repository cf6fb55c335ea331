// What one exported page costs on the wire (gzip -6, as the hosts here serve it: nginx's
// gzip_comp_level 6, and serve's default), split by kind. Shared by the bench and the byte-budget
// test, so both count the same way, with the post-build transforms' parser (readElements).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readElements, runs } from '../build-steps/page.ts';
import { loaderScripts } from '../build-steps/transforms/framework-scripts.ts';
import type { Element } from '../build-steps/page.ts';

export const gzipped = (data: string | Buffer) => gzipSync(data, { level: 6 }).length;
const unique = (items: string[]) => [...new Set(items)];
/** Whether an element lies inside `outer` (false when there is no `outer`). */
const inside = (outer: Element | undefined) => (e: Element) =>
  !!outer && e.start > outer.start && e.end <= outer.end;

// Where a page's first screen (what a visitor sees before scrolling) ends in its HTML: on a legal
// page (an <article> with sections) after the first section's first paragraph; on a page of
// sections (home) after the first section; else (not found) after <main>. The rest may arrive in
// later round trips without delaying the first paint.
export function firstScreenEnd(html: string) {
  const elements = readElements(html);
  const main = elements.find((e) => e.tag === 'main');
  if (!main) throw new Error('firstScreenEnd: the page has no <main>');
  const inMain = elements.filter(inside(main));
  const article = inMain.find((e) => e.tag === 'article');
  const section = article && inMain.find((e) => e.tag === 'h2' && e.start > article.start);
  const opening = section && inMain.find((e) => e.tag === 'p' && e.start > section.end);
  return (opening ?? inMain.find((e) => e.tag === 'section') ?? main).end;
}

export function pageBytes(outDir: string, file: string) {
  const html = readFileSync(join(outDir, file), 'utf8');
  const read = (href: string) => readFileSync(join(outDir, href.split('?')[0]));
  const elements = readElements(html);
  const urls = (tag: string, attr: string, match: (e: Element) => boolean) =>
    unique(
      elements
        .filter((e) => e.tag === tag && e.attrs.has(attr) && match(e))
        .map((e) => e.attrs.get(attr) as string),
    );

  const inlineCss = elements
    .filter((e) => e.tag === 'style')
    .map((e) => e.text)
    .join('');
  const cssFiles = urls('link', 'href', (e) => e.attrs.get('rel') === 'stylesheet');
  // Scripts the post-build loader starts; the page's flight data among them is data, not code.
  const started = loaderScripts(html);
  const payloadFiles = started.filter((href) => href.startsWith('/_next/static/flight/'));
  // noModule scripts are skipped by every browser that runs modules: they cost real visitors nothing.
  const jsFiles = unique([
    ...urls('script', 'src', (e) => !e.attrs.has('nomodule')),
    ...started.filter((href) => !payloadFiles.includes(href)),
  ]);
  const fontFiles = urls('link', 'href', (e) => e.attrs.get('as') === 'font');
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
  };
}

// What each part of a page's HTML adds to its gzip size: what taking it out would save. gzip finds
// repeats across parts, so the parts do not add up to the whole.
export function pageParts(html: string): Record<string, number> {
  const elements = readElements(html);
  const inHead = inside(elements.find((e) => e.tag === 'head'));
  // A legal page's text: its <article>'s content after its own header (the title and the date),
  // the part content editors write.
  const article = elements.find((e) => e.tag === 'article');
  const header = elements.find((e) => e.tag === 'header' && inside(article)(e));
  const classes = [...html.matchAll(/ class="[^"]*"/g)];
  const span = (match: (e: Element) => boolean) =>
    elements.filter(match).map((e): [number, number] => [e.start, e.end]);
  const spans: Record<string, [number, number][]> = {
    'inlined stylesheet': span((e) => e.tag === 'style'),
    'inline script': span(runs),
    'structured data': span((e) => e.attrs.get('type') === 'application/ld+json'),
    "the framework's list": span(
      (e) => e.tag === 'script' && e.attrs.get('type') === 'application/json',
    ),
    'Content-Security-Policy meta': span((e) => e.attrs.has('http-equiv')),
    'title, description and share tags': span(
      (e) => inHead(e) && ['meta', 'title', 'link'].includes(e.tag) && !e.attrs.has('http-equiv'),
    ),
    icons: span((e) => e.tag === 'svg' && !elements.some((o) => o.tag === 'svg' && inside(o)(e))),
    'class attributes': classes.map((m) => [m.index, m.index + m[0].length]),
    ...(article && header ? { 'legal text': [[header.end, article.textEnd]] } : {}),
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
