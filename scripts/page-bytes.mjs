// What one exported page costs on the wire (gzip -9), split by kind. Shared by the bench and the
// byte-budget test, so both count the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipped = (data) => gzipSync(data, { level: 9 }).length;
const unique = (items) => [...new Set(items)];

/**
 * Where a page's first screen ends in its HTML: everything a visitor needs to see before scrolling
 * (the head with the inlined CSS, the header, the title, and the opening of the content). On a
 * legal page that is the first paragraph of the first section; on a page of sections (the home
 * page) the first section; on any other page (not found) its whole main content. The rest may
 * arrive in later round trips without delaying the first paint.
 *
 * @param {string} html
 */
export function firstScreenEnd(html) {
  const main = html.indexOf('<main');
  const end = (/** @type {string} */ close, /** @type {number} */ from) => {
    const at = html.indexOf(close, from);
    if (from === -1 || at === -1)
      throw new Error(`firstScreenEnd: no ${close} after offset ${from}`);
    return at + close.length;
  };
  if (main === -1) throw new Error('firstScreenEnd: the page has no <main>');
  const article = html.indexOf('<article', main);
  const section = html.indexOf('<h2', article);
  if (article !== -1 && section !== -1) return end('</p>', html.indexOf('<p', section));
  const first = html.indexOf('<section', main);
  if (first !== -1) return end('</section>', first);
  return end('</main>', main);
}

/**
 * @param {string} outDir the static export folder
 * @param {string} file an HTML file inside it, e.g. "index.html"
 */
export function pageBytes(outDir, file) {
  const html = readFileSync(join(outDir, file), 'utf8');
  const read = (href) => readFileSync(join(outDir, href.split('?')[0]));

  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  const cssFiles = unique(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(
      (m) => /href="([^"]+)"/.exec(m[0])[1],
    ),
  );
  // noModule scripts are skipped by every browser that runs modules, so they cost real visitors nothing.
  // Script tags, and the scripts the post-build loader starts.
  const loader = /<script id="load-framework">[\s\S]*?var s=(\[[^\]]*\])/.exec(html);
  const started = loader ? JSON.parse(loader[1]) : [];
  // The page's flight data, moved out of the HTML by the post-build step: data, not code.
  const payloadFiles = started.filter((href) => href.startsWith('/_next/static/flight/'));
  const jsFiles = unique([
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/noModule/i.test(m[0]))
      .map((m) => m[1]),
    ...started.filter((href) => !payloadFiles.includes(href)),
  ]);
  const fontFiles = unique(
    [...html.matchAll(/<link[^>]*as="font"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])[1]),
  );

  const sum = (files) => files.reduce((total, href) => total + gzipped(read(href)), 0);
  return {
    html: gzipped(html),
    firstScreen: gzipped(html.slice(0, firstScreenEnd(html))),
    inlineCss: gzipped(inlineCss),
    css: gzipped(inlineCss) + sum(cssFiles),
    cssFiles,
    js: sum(jsFiles),
    jsFiles,
    payload: sum(payloadFiles),
    payloadFiles,
    fonts: fontFiles.reduce((total, href) => total + read(href).length, 0),
    fontFiles,
  };
}
