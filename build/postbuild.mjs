#!/usr/bin/env node
// Runs after `next build` (the build script calls it). It drops the CSS copy from the RSC payload,
// moves the payload into a script file, starts the framework's scripts at the first interaction
// (after the first paint on the not-found page), hashes every inline <script> and <style> of
// every exported page, injects a per-page Content-Security-Policy <meta>, and renders the host
// configs from hosting/: out/_headers (Netlify, Cloudflare Pages), out/vercel.json (Vercel CLI
// deploy of out/), the nginx config and snippets in hosting/generated/, and the CloudFront
// headers policy.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { contentSecurityPolicy, securityHeaders } from '../hosting/headers.mjs';
import {
  cloudfrontPolicy,
  headersFile,
  nginxConf,
  nginxSecurityHeaders,
  nginxSite,
  vercelConfig,
} from '../hosting/render.mjs';
import { siteHosts } from '../hosting/site-hosts.mjs';
import { exportedFile, pagePaths } from '../lib/routes.mjs';
import { TransformError } from './page.mjs';
import { transformPage } from './transform-page.mjs';
import { addCompileHint } from './transforms/compile-hint.mjs';

const out = 'out';
const generated = join('hosting', 'generated');
const nextVersion = createRequire(import.meta.url)('next/package.json').version;

/** @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(join(dir, name)).isFile(),
  );

const pages = filesUnder(out)
  .filter((name) => name.endsWith('.html'))
  .sort()
  .map((name) => join(out, name));
// Every framework chunk the build emitted: the only script URLs the default Trusted Types policy
// accepts, for Turbopack's runtime (the flight data written below is loaded by the loader's own
// policy; the pages router's manifests under static/ are never loaded by this app).
const staticDir = join(out, '_next', 'static');
const emitted = filesUnder(join(staticDir, 'chunks'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `/_next/static/chunks/${name.split(sep).join('/')}`)
  .sort();
const all = { scripts: new Set(), styles: new Set(), started: new Set() };
const flightDir = join(staticDir, 'flight');
mkdirSync(flightDir, { recursive: true });
const log = [];
const notices = [];
for (const file of pages) {
  const page = relative(out, file);
  const result = transformPage(readFileSync(file, 'utf8'), {
    page,
    nextVersion,
    // The not-found page logs the missing path unprompted, so it starts after its first paint.
    start: /^(404|_not-found)\.html$/.test(page) ? 'paint' : 'interaction',
    // Named by content, so /_next/static's immutable caching holds and builds stay reproducible.
    flightUrl: (script) =>
      `/_next/static/flight/${createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`,
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

let hinted = 0;
for (const src of all.started) {
  if (src.startsWith('/_next/static/flight/')) continue;
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

/** The header policy covers every page at once: one rule for all paths, which every host supports. */
const headerPolicy = contentSecurityPolicy({ scriptHashes: all.scripts, styleHashes: all.styles });
const headers = { 'Content-Security-Policy': headerPolicy, ...securityHeaders };
// The site's own list of pages must be what Next exported: a route missing from lib/routes.mjs
// would get no host config, and a listed route Next did not export would be a broken promise.
const exported = pages
  .map((/** @type {string} */ file) => `/${relative(out, file).replace(/\\/g, '/')}`)
  .filter((/** @type {string} */ path) => !/^\/(404|_not-found)\.html$/.test(path))
  .map((/** @type {string} */ path) => (path === '/index.html' ? '/' : path.replace(/\.html$/, '')))
  .sort();
if (JSON.stringify(exported) !== JSON.stringify([...pagePaths].sort()))
  throw new Error(
    `postbuild: Next exported ${exported.join(', ')}, but lib/routes.mjs lists ${pagePaths.join(', ')}`,
  );
const htmlPaths = pagePaths.map((path) => `/${exportedFile(path)}`);

const hosts = siteHosts(out);
const template = (/** @type {string} */ name) => readFileSync(join('hosting', name), 'utf8');
// No _redirects file: Netlify skips any redirect whose source exists as a file (every .html and
// trailing-slash variant here), and Cloudflare Pages' own HTML handling already sends each of them to
// the clean URL with a 308 that keeps the query. See the Deploy table in docs/deploy.md.
writeFileSync(join(out, '_headers'), headersFile(headers, [...pagePaths, ...htmlPaths]));
writeFileSync(join(out, 'vercel.json'), vercelConfig(headers));
mkdirSync(generated, { recursive: true });
writeFileSync(join(generated, 'nginx-security-headers.conf'), nginxSecurityHeaders(headers));
writeFileSync(
  join(generated, 'nginx-site.conf'),
  nginxSite(template('nginx-site.conf.template'), headers),
);
writeFileSync(join(generated, 'nginx.conf'), nginxConf(template('nginx.conf.template'), hosts));
writeFileSync(
  join(generated, 'cloudfront-response-headers-policy.json'),
  cloudfrontPolicy(headerPolicy),
);

console.log(
  [
    `postbuild (Next ${nextVersion}): ${pages.length} pages`,
    ...log,
    `  CSP header: ${all.scripts.size} script and ${all.styles.size} style hashes, ${headerPolicy.length} characters; host configs written`,
  ].join('\n'),
);
for (const notice of notices) console.warn(`postbuild notice: ${notice}`);
