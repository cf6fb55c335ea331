#!/usr/bin/env node
// Runs after `next build` (the build script calls it), on out/, in this order:
// 1. unpublishNotFoundCopy: Next's second copy of the not-found page goes, so /_not-found is an
//    unknown path like any other;
// 2. exportedPages: the pages Next exported, which must be the ones lib/routes.ts lists;
// 3. writeDefaultPolicy: the script that creates the default Trusted Types policy for the
//    framework, which every page's loader runs first;
// 4. transformPages: every page's HTML transforms (build-steps/transform-page.ts), each page's flight
//    data written to its script file;
// 5. addCompileHints: V8's compile hint on every framework script a page starts;
// 6. writeHostConfigs: the Content-Security-Policy with every page's hashes, and each host's config
//    rendered from hosting/: out/_headers (Netlify, Cloudflare Pages), out/vercel.json, the nginx
//    config and snippets and the CloudFront headers policy in hosting/generated/.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { contentSecurityPolicy, securityHeaders } from '../hosting/headers.ts';
import {
  cloudfrontPolicy,
  headersFile,
  nginxConf,
  nginxSecurityHeaders,
  nginxSite,
  vercelConfig,
} from '../hosting/render.ts';
import { siteHosts } from '../hosting/site-hosts.ts';
import { filesUnder } from '../lib/node/files.ts';
import { exportedFile, pagePaths } from '../lib/routes.ts';
import { defaultPolicyScript } from '../lib/trusted-types.ts';
import { TransformError } from './page.ts';
import { printFailure } from './mistakes.ts';
import { transformPage } from './transform-page.ts';
import { addCompileHint } from './transforms/compile-hint.ts';

const out = 'out';
const nextVersion = createRequire(import.meta.url)('next/package.json').version;
/** One line per step and page, printed at the end. */
const log: string[] = [];
/** Transforms that have become unnecessary, printed as warnings. */
const notices: string[] = [];

/**
 * Next exports the not-found page twice: 404.html, which every host serves for an unknown path,
 * and _not-found.html, which they would serve as a page of its own at /_not-found, with status 200.
 */
function unpublishNotFoundCopy() {
  const copy = join(out, '_not-found.html');
  if (!existsSync(copy))
    throw new TransformError(
      'unpublishNotFoundCopy',
      { page: '_not-found.html', nextVersion },
      'Next exported no second copy of the not-found page',
      'Check that /_not-found answers 404 on every host, then remove this step.',
    );
  rmSync(copy);
  log.push('  _not-found.html       removed: /_not-found answers 404, as any unknown path does');
}

/**
 * The pages Next exported, as files of out/. They must be the pages lib/routes.ts lists, and the
 * not-found page: a route missing from the list would get no host config, and a listed route Next
 * did not export would be a broken promise.
 */
function exportedPages() {
  const files = filesUnder(out).filter((name) => name.endsWith('.html'));
  const paths = files
    .filter((file) => file !== '404.html')
    .map((file) => `/${file}`)
    .map((path) => (path === '/index.html' ? '/' : path.replace(/\.html$/, '')))
    .sort();
  if (JSON.stringify(paths) !== JSON.stringify([...pagePaths].sort()))
    throw new Error(
      `postbuild: Next exported ${paths.join(', ')}, but lib/routes.ts lists ${pagePaths.join(', ')}`,
    );
  return files;
}

/**
 * Every framework chunk the build emitted: the only script URLs the default Trusted Types policy
 * accepts, for Turbopack's runtime (the flight data is loaded by the loader's own policy; the pages
 * router's manifests under static/ are never loaded by this app).
 */
const frameworkScriptFiles = () =>
  filesUnder(join(out, '_next', 'static', 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/_next/static/chunks/${name}`);

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
function transformPages(pages: string[], emitted: string[], policy: string) {
  const all = {
    scripts: new Set<string>(),
    styles: new Set<string>(),
    started: new Set<string>(),
  };
  mkdirSync(join(out, '_next', 'static', 'flight'), { recursive: true });
  for (const page of pages) {
    const file = join(out, page);
    const result = transformPage(readFileSync(file, 'utf8'), {
      page,
      nextVersion,
      // The not-found page logs the missing path unprompted, so it starts after its first paint.
      start: page === '404.html' ? 'paint' : 'interaction',
      flightUrl: (script) => contentNamed('flight', script),
      before: [policy],
      emitted,
      policy: ({ scripts, styles }) =>
        contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles, meta: true }),
    });
    if (!existsSync(join(out, result.stylesheet)))
      throw new TransformError(
        'trimStylesheet',
        { page, nextVersion },
        `the page's loader adds the whole stylesheet from ${result.stylesheet}, but out/ has no such file`,
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
    if (!existsSync(file))
      throw new TransformError(
        'addCompileHint',
        { page: src, nextVersion },
        'a loader starts this script, but out/ has no such file',
      );
    const hint = addCompileHint(readFileSync(file, 'utf8'));
    if (hint.added) hinted += 1;
    writeFileSync(file, hint.source);
  }
  log.push(`  compile hint added to ${hinted} framework scripts`);
}

/**
 * Every host's config, with one Content-Security-Policy header for every page at once: one rule for
 * all paths, which every host supports.
 *
 * @param sources every page's inline sources
 */
function writeHostConfigs({ scripts, styles }: { scripts: Set<string>; styles: Set<string> }) {
  const headerPolicy = contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles });
  const headers = { 'Content-Security-Policy': headerPolicy, ...securityHeaders };
  const htmlPaths = pagePaths.map((path) => `/${exportedFile(path)}`);
  const template = (name: string) => readFileSync(join('hosting', name), 'utf8');
  const generated = join('hosting', 'generated');
  // No _redirects file: Netlify skips any redirect whose source exists as a file (every .html and
  // trailing-slash variant here), and Cloudflare Pages' own HTML handling already sends each of
  // them to the clean URL with a 308 that keeps the query. See the Deploy table in docs/deploy.md.
  writeFileSync(join(out, '_headers'), headersFile(headers, [...pagePaths, ...htmlPaths]));
  writeFileSync(join(out, 'vercel.json'), vercelConfig(headers));
  mkdirSync(generated, { recursive: true });
  writeFileSync(join(generated, 'nginx-security-headers.conf'), nginxSecurityHeaders(headers));
  writeFileSync(
    join(generated, 'nginx-site.conf'),
    nginxSite(template('nginx-site.conf.template'), headers),
  );
  writeFileSync(
    join(generated, 'nginx.conf'),
    nginxConf(template('nginx.conf.template'), siteHosts),
  );
  writeFileSync(
    join(generated, 'cloudfront-response-headers-policy.json'),
    cloudfrontPolicy(headerPolicy),
  );
  log.push(
    `  CSP header: ${scripts.size} script and ${styles.size} style hashes, ${headerPolicy.length} characters; host configs written`,
  );
}

try {
  unpublishNotFoundCopy();
  const pages = exportedPages();
  const emitted = frameworkScriptFiles();
  const sources = transformPages(pages, emitted, writeDefaultPolicy(emitted));
  addCompileHints(sources.started);
  writeHostConfigs(sources);
  console.log([`postbuild (Next ${nextVersion}): ${pages.length} pages`, ...log].join('\n'));
} catch (error) {
  // On a pull request (a framework update's, most often), the loud failure is its annotation.
  printFailure(`postbuild (Next ${nextVersion})`, error);
  throw error;
}
for (const notice of notices) console.warn(`postbuild notice: ${notice}`);
