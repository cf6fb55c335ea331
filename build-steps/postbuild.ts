#!/usr/bin/env node
// Runs on out/ after `next build`, its steps in the order of the calls at the end. What it assumes
// of Next's output is checked where it is used, each assumption by name (next-assumptions.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy, securityHeaders } from '../hosting/headers.ts';
import { configFiles, hosts } from '../hosting/hosts/index.ts';
import { inventoryFile, inventoryOf, unanswered } from '../hosting/inventory.ts';
import { filesUnder } from '../lib/node/files.ts';
import { exportedFile, pagePaths } from '../lib/routes.ts';
import { defaultPolicyScript } from '../lib/trusted-types.ts';
import { assume, checkContentNamed, checkFrameworkChunks } from './next-assumptions.ts';
import { printFailure } from './mistakes.ts';
import { transformPage } from './transform-page.ts';
import { addCompileHint } from './transforms/compile-hint.ts';

// The export to work on: out/, or another copy of one (--out DIR), as the tests break them.
const { out } = parseArgs({ options: { out: { type: 'string', default: 'out' } } }).values;
const nextVersion = createRequire(import.meta.url)('next/package.json').version;
const log: string[] = [];
// Transforms that have become unnecessary, printed as warnings.
const notices: string[] = [];
const exportContext = { page: 'out/', nextVersion };
const read = (file: string) => readFileSync(join(out, file), 'utf8');
type ExportedPage = { file: string; path: string | null };

// Next's second copy of the not-found page would be served at /_not-found with status 200.
function unpublishNotFoundCopy() {
  assume(
    'notFoundCopy',
    { page: '_not-found.html', nextVersion },
    existsSync(join(out, '_not-found.html')),
    () => 'no _not-found.html',
  );
  for (const copy of ['_not-found.html', '_not-found.txt', '_not-found'])
    rmSync(join(out, copy), { recursive: true, force: true });
  log.push(
    '  _not-found.html, .txt and _not-found/ removed: /_not-found answers 404, as any unknown path does',
  );
}

// Segment data (__next.*.txt) serves <Link> prefetching, which the site never does, and sits in a
// folder named after each page but /, which shadows the page on GitHub Pages.
function unpublishSegmentPrefetchData() {
  const segmentData = /(^|\/)__next\.[^/]+\.txt$/;
  const files = filesUnder(out);
  const folders = pagePaths
    .filter((path) => path !== '/')
    .map((path) => exportedFile(path).replace(/\.html$/, ''));
  const inFolders = files.filter((file) => folders.some((folder) => file.startsWith(`${folder}/`)));
  const others = inFolders.filter((file) => !segmentData.test(file));
  const segments = files.filter((file) => segmentData.test(file));
  assume('segmentPrefetchData', exportContext, !others.length && segments.length > 0, () =>
    others.length
      ? `the pages' folders also hold ${others.join(', ')}`
      : 'no segment data (__next.*.txt)',
  );
  for (const file of segments) rmSync(join(out, file));
  for (const folder of folders) rmSync(join(out, folder), { recursive: true, force: true });
  log.push(
    `  ${segments.length} files of segment prefetch data removed, and with them every folder named after a page`,
  );
}

// The pages and their routes (null for 404.html): a route lib/routes.ts misses gets no host config.
function exportedPages(): ExportedPage[] {
  const files = filesUnder(out).filter((name) => name.endsWith('.html'));
  const expected = [...pagePaths.map(exportedFile), '404.html'].sort();
  assume(
    'pagePerRoute',
    exportContext,
    JSON.stringify(files) === JSON.stringify(expected),
    () =>
      `the export's pages are ${files.join(', ')}, where lib/routes.ts expects ${expected.join(', ')}`,
  );
  return files.map((file) => ({
    file,
    path: pagePaths.find((path) => exportedFile(path) === file) ?? null,
  }));
}

// The only script URLs the default Trusted Types policy accepts, for Turbopack's runtime.
const frameworkScriptFiles = (files: string[]) =>
  files
    .filter((file) => file.startsWith('_next/static/chunks/') && file.endsWith('.js'))
    .map((file) => `/${file}`);

/** Named by content, so /_next/static's immutable caching holds and builds stay reproducible. */
const contentNamed = (folder: string, script: string) =>
  `/_next/static/${folder}/${createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`;

/** The default Trusted Types policy's script, the same for every page; returns its address. */
function writeDefaultPolicy(emitted: string[]): string {
  const script = defaultPolicyScript(emitted);
  const src = contentNamed('trusted-types', script);
  mkdirSync(join(out, '_next', 'static', 'trusted-types'), { recursive: true });
  writeFileSync(join(out, src), script);
  log.push(`  default Trusted Types policy → ${src} (${emitted.length} framework scripts)`);
  return src;
}

// Transforms and writes each page and its flight data; returns the hashes and scripts started.
function transformPages(pages: ExportedPage[], emitted: string[], policy: string) {
  const all = { scripts: new Set<string>(), styles: new Set<string>(), started: new Set<string>() };
  mkdirSync(join(out, '_next', 'static', 'flight'), { recursive: true });
  for (const { file: page, path } of pages) {
    const result = transformPage(read(page), {
      page,
      nextVersion,
      path,
      // The not-found page logs the missing path unprompted, so it starts after its first paint.
      start: page === '404.html' ? 'paint' : 'interaction',
      flightUrl: (script) => contentNamed('flight', script),
      before: [policy],
      emitted,
      policy: ({ scripts, styles }) =>
        contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles, meta: true }),
    });
    assume(
      'inlinedStylesheet',
      { page, nextVersion },
      existsSync(join(out, result.stylesheet)),
      () => `its data-href is ${result.stylesheet}, and out/ has no such file`,
    );
    writeFileSync(join(out, result.flightSrc), result.flightScript);
    writeFileSync(join(out, page), result.html);
    result.started.forEach((src) => all.started.add(src));
    result.hashes.scripts.forEach((h) => all.scripts.add(h));
    result.hashes.styles.forEach((h) => all.styles.add(h));
    log.push(`  ${page.padEnd(20)} ${result.report.join(' · ')}`);
    notices.push(...result.notices);
  }
  return all;
}

function addCompileHints(started: Set<string>) {
  let hinted = 0;
  for (const src of started) {
    if (!src.startsWith('/_next/static/chunks/')) continue;
    const file = join(out, src);
    assume(
      'frameworkChunks',
      exportContext,
      existsSync(file),
      () => `a page starts ${src}, and out/ has no such file`,
    );
    const hint = addCompileHint(read(src));
    if (hint.added) hinted += 1;
    writeFileSync(file, hint.source);
  }
  log.push(`  compile hint added to ${hinted} framework scripts`);
}

function checkContentNamedAssets(pages: { file: string }[]) {
  for (const { file } of pages)
    checkContentNamed(
      { page: file, nextVersion },
      read(file),
      (folder, src) => src === contentNamed(folder, read(src)),
    );
  log.push('  every file the pages load from /_next/static/ is named after its content');
}

// One Content-Security-Policy header for every page at once: one rule for all paths, as every host
// supports; into out/, and into hosting/generated/.
function writeHostConfigs({ scripts, styles }: { scripts: Set<string>; styles: Set<string> }) {
  const headerPolicy = contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles });
  const given = {
    headers: { 'Content-Security-Policy': headerPolicy, ...securityHeaders },
    configFiles,
  };
  const generated = join('hosting', 'generated');
  mkdirSync(generated, { recursive: true });
  for (const host of Object.values(hosts)) {
    for (const [file, render] of Object.entries(host.configs ?? {}))
      writeFileSync(join(out, file), render(given));
    for (const [file, render] of Object.entries(host.generated ?? {}))
      writeFileSync(join(generated, file), render(given));
  }
  log.push(
    `  CSP header: ${scripts.size} script and ${styles.size} style hashes, ${headerPolicy.length} characters; host configs written`,
  );
  return given.headers;
}

// Every file a host serves, as the live check holds the site to it (hosting/inventory.ts): last,
// once every other file is as it will be served.
function writeInventory(headers: Record<string, string>) {
  const served = filesUnder(out).filter((file) => !configFiles.includes(file));
  const inventory = inventoryOf(out, served, headers);
  const unanswerable = unanswered(inventory);
  if (unanswerable.length)
    throw new Error(`a page names what no visitor can have: ${unanswerable.join('; ')}`);
  writeFileSync(join(out, inventoryFile), `${JSON.stringify(inventory)}\n`);
  log.push(`  ${inventoryFile}: build ${inventory.build}, ${served.length} files`);
}

try {
  unpublishNotFoundCopy();
  unpublishSegmentPrefetchData();
  const pages = exportedPages();
  const files = filesUnder(out);
  const emitted = frameworkScriptFiles(files);
  checkFrameworkChunks(exportContext, files, read, emitted);
  const sources = transformPages(pages, emitted, writeDefaultPolicy(emitted));
  addCompileHints(sources.started);
  checkContentNamedAssets(pages);
  writeInventory(writeHostConfigs(sources));
  console.log([`postbuild (Next ${nextVersion}): ${pages.length} pages`, ...log].join('\n'));
} catch (error) {
  // On a pull request (a framework update's, most often), the loud failure is its annotation.
  printFailure(`postbuild (Next ${nextVersion})`, error);
  throw error;
}
for (const notice of notices) console.warn(`postbuild notice: ${notice}`);
