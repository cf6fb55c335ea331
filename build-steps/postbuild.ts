#!/usr/bin/env node
// Runs after `next build` (the build script calls it), on out/, in this order:
// 1. unpublishNotFoundCopy: Next's second copy of the not-found page goes, with its page data, so
//    /_not-found is an unknown path like any other;
// 2. unpublishSegmentPrefetchData: the page data Next exports for prefetching, which no link of the
//    site does, goes, and with it every folder named after a page, which would shadow it;
// 3. exportedPages: the pages Next exported, which must be the ones lib/routes.ts lists;
// 4. checkFrameworkChunks: every script the export emits or names is one the default policy will
//    accept, then writeDefaultPolicy: the script that creates the default Trusted Types policy for the
//    framework, which every page's loader runs first;
// 5. transformPages: every page's HTML transforms (build-steps/transform-page.ts), each page's flight
//    data written to its script file;
// 6. addCompileHints: V8's compile hint on every framework script a page starts, and
//    checkContentNamedAssets: what a page loads from /_next/static/ is named after its content;
// 7. writeHostConfigs: the Content-Security-Policy with every page's hashes, and each host's configs
//    as its module in hosting/hosts/ renders them: into out/, and beside it into hosting/generated/.
// What it assumes of Next's output is checked where it is used, each assumption by name
// (build-steps/next-assumptions.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy, securityHeaders } from '../hosting/headers.ts';
import * as hosts from '../hosting/hosts/index.ts';
import type { Host } from '../hosting/promises.ts';
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
/** One line per step and page, printed at the end. */
const log: string[] = [];
/** Transforms that have become unnecessary, printed as warnings. */
const notices: string[] = [];

/** The export as a whole, for the checks that are about no one page. */
const exportContext = { page: 'out/', nextVersion };

/**
 * Next exports the not-found page twice: 404.html, which every host serves for an unknown path,
 * and _not-found.html, which they would serve as a page of its own at /_not-found, with status 200,
 * with the page data of that copy (_not-found.txt, _not-found/), which no page loads.
 */
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

/**
 * Next exports each segment's page data (__next.*.txt) for <Link> prefetching, which this site
 * never does: its links navigate with the page's whole data, <route>.txt. For every page but /,
 * that data sits in a folder named after the page, and a folder shadows its page on GitHub Pages,
 * which answers /privacy-policy with a redirect to /privacy-policy/, a 404. No page keeps one.
 */
function unpublishSegmentPrefetchData() {
  const segmentData = /(^|\/)__next\.[^/]+\.txt$/;
  const files = filesUnder(out);
  const folders = pagePaths
    .filter((path) => path !== '/')
    .map((path) => exportedFile(path).replace(/\.html$/, ''));
  const inFolders = files.filter((file) => folders.some((folder) => file.startsWith(`${folder}/`)));
  const others = inFolders.filter((file) => !segmentData.test(file));
  assume(
    'segmentPrefetchData',
    exportContext,
    others.length === 0,
    () => `the pages' folders also hold ${others.join(', ')}`,
  );
  const segments = files.filter((file) => segmentData.test(file));
  assume(
    'segmentPrefetchData',
    exportContext,
    segments.length > 0,
    () => 'no segment data (__next.*.txt)',
  );
  for (const file of segments) rmSync(join(out, file));
  for (const folder of folders) rmSync(join(out, folder), { recursive: true, force: true });
  log.push(
    `  ${segments.length} files of segment prefetch data removed, and with them every folder named after a page`,
  );
}

/**
 * The pages Next exported, as files of out/ with their routes (null for the not-found page). They
 * must be the pages lib/routes.ts lists, and the not-found page: a route missing from the list
 * would get no host config, and a listed route Next did not export would be a broken promise.
 */
function exportedPages(): { file: string; path: string | null }[] {
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

/**
 * Every framework chunk the build emitted: the only script URLs the default Trusted Types policy
 * accepts, for Turbopack's runtime (the flight data is loaded by the loader's own policy; the pages
 * router's manifests under static/ are never loaded by this app).
 */
const frameworkScriptFiles = (files: string[]) =>
  files
    .filter((file) => file.startsWith('_next/static/chunks/') && file.endsWith('.js'))
    .map((file) => `/${file}`);

/** Named by content, so /_next/static's immutable caching holds and builds stay reproducible. */
const contentNamed = (folder: string, script: string) =>
  `/_next/static/${folder}/${createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`;

/**
 * The script that creates the default Trusted Types policy, which accepts the build's framework
 * files: the same for every page, so a visitor's browser fetches it once.
 *
 * @param emitted the build's framework scripts
 * @returns its address
 */
function writeDefaultPolicy(emitted: string[]): string {
  const script = defaultPolicyScript(emitted);
  const src = contentNamed('trusted-types', script);
  mkdirSync(join(out, '_next', 'static', 'trusted-types'), { recursive: true });
  writeFileSync(join(out, src), script);
  log.push(`  default Trusted Types policy → ${src} (${emitted.length} framework scripts)`);
  return src;
}

/**
 * Transforms every page, writes it and its flight data's script, and returns every inline source
 * the pages keep (for the header policy) and every script their loaders start.
 *
 * @param pages files of out/
 * @param emitted the build's framework scripts
 * @param policy the default policy's script, which the loaders run first
 */
function transformPages(
  pages: { file: string; path: string | null }[],
  emitted: string[],
  policy: string,
) {
  const all = {
    scripts: new Set<string>(),
    styles: new Set<string>(),
    started: new Set<string>(),
  };
  mkdirSync(join(out, '_next', 'static', 'flight'), { recursive: true });
  for (const { file: page, path } of pages) {
    const file = join(out, page);
    const result = transformPage(readFileSync(file, 'utf8'), {
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
    writeFileSync(file, result.html);
    result.started.forEach((src) => all.started.add(src));
    result.hashes.scripts.forEach((h) => all.scripts.add(h));
    result.hashes.styles.forEach((h) => all.styles.add(h));
    log.push(`  ${page.padEnd(20)} ${result.report.join(' · ')}`);
    notices.push(...result.notices);
  }
  return all;
}

/** @param started every script a page's loader starts */
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
    const hint = addCompileHint(readFileSync(file, 'utf8'));
    if (hint.added) hinted += 1;
    writeFileSync(file, hint.source);
  }
  log.push(`  compile hint added to ${hinted} framework scripts`);
}

/** What a page loads from /_next/static/ is named after its content (contentNamedStatic). */
function checkContentNamedAssets(pages: { file: string }[]) {
  for (const { file } of pages)
    checkContentNamed(
      { page: file, nextVersion },
      readFileSync(join(out, file), 'utf8'),
      (folder, src) => src === contentNamed(folder, readFileSync(join(out, src), 'utf8')),
    );
  log.push('  every file the pages load from /_next/static/ is named after its content');
}

/**
 * Every host's config (hosting/hosts/), with one Content-Security-Policy header for every page at
 * once: one rule for all paths, which every host supports.
 *
 * @param sources every page's inline sources
 */
function writeHostConfigs({ scripts, styles }: { scripts: Set<string>; styles: Set<string> }) {
  const headerPolicy = contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles });
  const headers = { 'Content-Security-Policy': headerPolicy, ...securityHeaders };
  const generated = join('hosting', 'generated');
  mkdirSync(generated, { recursive: true });
  for (const host of Object.values(hosts as Record<string, Host>)) {
    for (const [file, render] of Object.entries(host.configs ?? {}))
      writeFileSync(join(out, file), render(headers));
    for (const [file, render] of Object.entries(host.generated ?? {}))
      writeFileSync(join(generated, file), render(headers));
  }
  log.push(
    `  CSP header: ${scripts.size} script and ${styles.size} style hashes, ${headerPolicy.length} characters; host configs written`,
  );
}

try {
  unpublishNotFoundCopy();
  unpublishSegmentPrefetchData();
  const pages = exportedPages();
  const files = filesUnder(out);
  const emitted = frameworkScriptFiles(files);
  checkFrameworkChunks(
    exportContext,
    files,
    (file) => readFileSync(join(out, file), 'utf8'),
    emitted,
  );
  const sources = transformPages(pages, emitted, writeDefaultPolicy(emitted));
  addCompileHints(sources.started);
  checkContentNamedAssets(pages);
  writeHostConfigs(sources);
  console.log([`postbuild (Next ${nextVersion}): ${pages.length} pages`, ...log].join('\n'));
} catch (error) {
  // On a pull request (a framework update's, most often), the loud failure is its annotation.
  printFailure(`postbuild (Next ${nextVersion})`, error);
  throw error;
}
for (const notice of notices) console.warn(`postbuild notice: ${notice}`);
