#!/usr/bin/env node
// What the build assumes about `next build`'s output, each a named check that fails the build,
// naming itself, its step, the page and the Next version, and saying what to do. What only a
// browser sees is checked by a browser test whose title carries the name. docs/upgrading-next.md
// lists them: node build-steps/next-assumptions.ts --write-docs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { framework } from '../lib/framework.ts';
import { docWithTable, markdownTable } from '../lib/node/markdown.ts';
import { root } from '../lib/node/run.ts';
import type { Element, Page, PageContext } from './page.ts';
import { runs } from './page.ts';

export type Assumption = {
  holds: string;
  step: string; // the step of the post-build (or the config) that leans on it
  then: string; // what to do when it no longer holds
  browser?: string; // the spec whose test, named after the assumption, checks what a browser sees
  alsoByTheBuild?: true; // with a browser test, the build checks what it can see too
};

const refresh =
  'Look at what the new Next writes there, adapt the step (its tests beside it: refresh the captured output with npm run fixtures:next), then run npm test.';

export const nextAssumptions = {
  pagePerRoute: {
    holds:
      'Next exports each route of lib/routes.ts as one HTML file, <route>.html (index.html for /), and the not-found page as 404.html.',
    step: 'exportedPages',
    then: 'Every host config is written from that list: map the new file names in exportedFile (lib/routes.ts) and the host configs.',
  },
  notFoundCopy: {
    holds:
      'Next exports the not-found page a second time, as _not-found.html, with its own page data (_not-found.txt, _not-found/), which hosts would serve at /_not-found with status 200.',
    step: 'unpublishNotFoundCopy',
    then: 'Check that /_not-found answers 404 on every host (npm run test:hosts), then remove the step.',
  },
  segmentPrefetchData: {
    holds:
      'Next exports the page data of each segment (__next.*.txt) beside the whole page data (<route>.txt): at the root for /, and in a folder named after each other page, which only <Link> prefetching loads; a navigation loads <route>.txt.',
    step: 'unpublishSegmentPrefetchData',
    then: 'If the folders now hold more than segment data, or a navigation loads them, keep what is loaded and find another way to keep a folder from shadowing its page: GitHub Pages answers /privacy-policy with a redirect to /privacy-policy/, a 404, when the folder privacy-policy/ exists.',
    browser: 'e2e/next-assumptions.spec.ts',
    alsoByTheBuild: true,
  },
  frameworkChunks: {
    holds:
      'Every script Next emits, and every script the pages, their page data and the runtime name, is a file under /_next/static/chunks/: the only script URLs the default Trusted Types policy accepts.',
    step: 'writeDefaultPolicy',
    then: 'Add the new place to frameworkScriptFiles in build-steps/postbuild.ts, or the browser refuses those scripts under the CSP.',
  },
  inlinedStylesheet: {
    holds:
      'With experimental.inlineCss, each page inlines the whole stylesheet in exactly one <style data-precedence data-href>, whose data-href is the stylesheet file in out/.',
    step: 'trimStylesheet',
    then: refresh,
  },
  stylesheetCopy: {
    holds:
      'The page data copies the inlined stylesheet as one text row, :T<length in hex>,<the stylesheet>, which React does not need.',
    step: 'emptyStylesheetCopy',
    then: refresh,
  },
  inlineFlightData: {
    holds:
      'The page data (React flight data) is pushed by inline scripts, self.__next_f.push(…), and mentioned nowhere else.',
    step: 'moveFlightData',
    then: refresh,
  },
  turbopackBootstrap: {
    holds:
      'Turbopack\'s bootstrap is one inline script, (globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…}).',
    step: 'moveRuntimeBootstrap',
    then: refresh,
  },
  noOtherInlineScripts: {
    holds:
      "Once the page data and the bootstrap have moved out, the only inline script a page runs is the site's own (app/layout.tsx).",
    step: 'transformPage',
    then: 'Move the new script with the page data (build-steps/transforms/runtime-bootstrap.ts shows how), or, if it must run before the framework, let the page keep it: its hash then goes into the CSP.',
  },
  asyncFrameworkScripts: {
    holds:
      'Next starts the framework with <script src async> tags, and preloads them with <link rel="preload" as="script">.',
    step: 'deferFrameworkScripts',
    then: refresh,
  },
  noScriptLoadsLeft: {
    holds:
      'Once the framework scripts are deferred, nothing in the page loads a script: no <script src>, no <link rel="modulepreload">, no script preload.',
    step: 'deferFrameworkScripts',
    then: 'Defer the new kind of script load with the others in build-steps/transforms/framework-scripts.ts: the page must load no framework before the first interaction.',
  },
  noInlineAttributes: {
    holds:
      'No element of a page carries a style="" attribute or an inline event handler (on…=""), which only \'unsafe-inline\' could allow.',
    step: 'addCspMeta',
    then: "Find what renders it, and give it a class or an effect instead: the policy never allows 'unsafe-inline'.",
  },
  contentNamedStatic: {
    holds:
      'Every file a page loads from /_next/static/ is named after its content (chunks/<hash>.js and .css, as the post-build names flight/ and trusted-types/), so a changed file gets a new name; no page loads the build-id folder (/_next/static/static/), whose names stay.',
    step: 'checkContentNamedAssets',
    then: "The hosts cache /_next/static/ for a year (immutable): give what keeps its name the caching of a page (cacheControl.revalidate in hosting/headers.ts, and each host's rule for /_next/static/), or the visitor keeps an old copy.",
  },
  charsetMeta: {
    holds: 'Each page declares its encoding with a <meta charSet> in its head.',
    step: 'addCspMeta',
    then: 'Put the CSP <meta> right after whatever now opens the head (build-steps/transforms/csp-meta.ts).',
  },
  canonicalLink: {
    holds:
      'Each page\'s metadata gives a <link rel="canonical"> with the page\'s own path, which lib/address-script.ts reads to correct an address that starts with // in place.',
    step: 'checkCanonicalLink',
    then: 'Without it, a visitor arriving at //privacy-policy gets the page loaded twice: restore the canonical link (lib/metadata.ts), or give the address script another way to know the page.',
  },
  mdxTurbopackRule: {
    holds:
      '@next/mdx adds one Turbopack rule for .mdx files with its own loader, when Next builds or serves with Turbopack (it sets TURBOPACK).',
    step: 'useEditorsMdxLoader (next.config.mjs)',
    then: "Find where this @next/mdx configures its loader and swap in lib/node/mdx/loader.ts there: without it, editors see the MDX parser's messages instead of theirs.",
  },
  routerReplaysTraversal: {
    holds:
      'The router replays a Back or Forward made before it started (Next 16.4 and later: hasMissedTraversal), so the page follows the address when the framework starts late.',
    step: 'deferFrameworkScripts',
    then: 'The framework starts at the first interaction: until a release replays such a traversal again, a visitor who goes Back first sees the wrong page. Stay on a release that does.',
    browser: 'e2e/click-at-hydration.spec.ts',
    alsoByTheBuild: true,
  },
  instrumentationClientFirst: {
    holds:
      "instrumentation-client.ts runs before the router starts, so lib/history-guard.ts sees the router's first history write.",
    step: 'guardHistory (instrumentation-client.ts)',
    then: 'Install the guard wherever the new release runs code before its router, or the address loses the section a visitor chose while the framework started.',
    browser: 'e2e/same-page-links.spec.ts',
  },
  scriptsThroughDefaultPolicy: {
    holds:
      'Turbopack loads its chunks by assigning script.src a plain string, and React renders a <script> element through innerHTML, both of which the default Trusted Types policy (lib/trusted-types.ts) accepts: no other way of making a script.',
    step: 'writeDefaultPolicy',
    then: 'Teach lib/trusted-types.ts the new way, as narrowly as the old: the CSP refuses everything else.',
    browser: 'e2e/next-assumptions.spec.ts',
  },
} as const satisfies Record<string, Assumption>;

export type AssumptionName = keyof typeof nextAssumptions;

export class NextAssumptionError extends Error {
  constructor(name: AssumptionName, { page, nextVersion }: PageContext, found: string) {
    const { step, holds, then } = nextAssumptions[name];
    super(
      `Next assumption "${name}" no longer holds on ${page} (Next ${nextVersion}), and ${step} ` +
        `leans on it. Found: ${found}. Assumed: ${holds} To do: ${then}`,
    );
    this.name = 'NextAssumptionError';
  }
}

export function assume(
  name: AssumptionName,
  context: PageContext,
  holds: boolean,
  found: () => string,
): asserts holds {
  if (!holds) throw new NextAssumptionError(name, context, found());
}

/** The site's own inline script (app/layout.tsx), found by the framework loader's list id. */
export const isOwnInlineScript = (element: Element) =>
  runs(element) && element.text.includes(`"${framework.dataId}"`);

export function checkOnlyOwnInlineScripts(page: Page) {
  const others = page.kept().filter((e) => runs(e) && !isOwnInlineScript(e));
  assume(
    'noOtherInlineScripts',
    page.context,
    others.length === 0,
    () =>
      `the page still runs ${others.length} inline script(s) of Next's, starting ${others
        .map((e) => JSON.stringify(e.text.slice(0, 60)))
        .join(', ')}`,
  );
}

export function checkNoScriptLoadsLeft(page: Page) {
  const loads = page
    .kept()
    .filter(
      (e) =>
        (e.tag === 'script' && e.attrs.has('src')) ||
        (e.tag === 'link' &&
          (/\bmodulepreload\b/i.test(e.attrs.get('rel') ?? '') ||
            (/\bpreload\b/i.test(e.attrs.get('rel') ?? '') && e.attrs.get('as') === 'script'))),
    );
  assume(
    'noScriptLoadsLeft',
    page.context,
    loads.length === 0,
    () =>
      `the page still loads ${loads
        .map((e) => `<${e.tag} ${[...e.attrs].map(([k, v]) => `${k}="${v}"`).join(' ')}>`)
        .join(', ')}`,
  );
}

export function checkCanonicalLink(page: Page, path: string) {
  const href = page.elements
    .find((e) => e.tag === 'link' && e.attrs.get('rel') === 'canonical')
    ?.attrs.get('href');
  const named = href
    ? new URL(href, 'https://site.invalid').pathname.replace(/(.)\/$/, '$1')
    : null;
  assume('canonicalLink', page.context, named === path, () =>
    href ? `its canonical link is ${href}, not ${path}` : 'the page has no canonical link',
  );
}

/** Every script the export emits, or its files name (the runtime loads those later), is allowed. */
export function checkFrameworkChunks(
  context: PageContext,
  files: readonly string[],
  read: (file: string) => string,
  allowed: readonly string[],
) {
  const accepted = new Set(allowed);
  // The pages router's manifests (_next/static/<build id>/) are emitted but never loaded by an app
  // of the App Router; a name of one anywhere is caught below.
  const manifests =
    /^_next\/static\/[^/]+\/_(buildManifest|ssgManifest|clientMiddlewareManifest)\.js$/;
  const emitted = files.filter(
    (f) => f.endsWith('.js') && f.startsWith('_next/') && !manifests.test(f),
  );
  const named = new Map<string, string>();
  for (const file of files.filter((f) => /\.(html|txt|js)$/.test(f)))
    for (const match of read(file).matchAll(
      /(?<![\w/.-])(?:\/_next\/)?(static\/[\w\-./~]+?\.js)(?![\w.])/g,
    ))
      if (!named.has(`/_next/${match[1]}`)) named.set(`/_next/${match[1]}`, file);
  const outside = [
    ...emitted.map((file) => [`/${file}`, 'emitted'] as const),
    ...[...named].map(([src, where]) => [src, `named in ${where}`] as const),
  ].filter(([src]) => !accepted.has(src));
  if (outside.length)
    throw new NextAssumptionError(
      'frameworkChunks',
      context,
      `${outside.length} script(s) outside the Trusted Types allowlist: ${outside
        .slice(0, 5)
        .map(([src, why]) => `${src} (${why})`)
        .join(', ')}`,
    );
}

/** The post-build's own files by the hash `ownNamed` recomputes, Next's by place and form. */
export function checkContentNamed(
  context: PageContext,
  html: string,
  ownNamed: (folder: string, src: string) => boolean,
) {
  for (const [, src] of html.matchAll(/["'(](\/_next\/static\/[^"'()\s]+)["')]/g)) {
    const [, folder, name] = /^\/_next\/static\/([\w-]+)\/(.+)$/.exec(src) ?? [];
    const named = ['flight', 'trusted-types'].includes(folder)
      ? ownNamed(folder, src)
      : ['chunks', 'media'].includes(folder) && /^[\w-]{8,}(\.[\w-]+)*\.(js|css|woff2)$/.test(name);
    assume(
      'contentNamedStatic',
      context,
      named,
      () => `the page loads ${src}, not named after its content`,
    );
  }
}

export function assumptionsTable() {
  // As text, not markup: tags are shown, underscores and bars are characters.
  const cell = (text: string) =>
    text.replace(/</g, '&lt;').replace(/_/g, '\\_').replace(/\|/g, '\\|');
  return markdownTable(
    'Assumption | What Next does | Leaned on by | Checked',
    Object.entries(nextAssumptions).map(([name, a]: [string, Assumption]) =>
      [
        `\`${name}\``,
        cell(a.holds),
        `\`${a.step}\``,
        a.browser
          ? `${a.alsoByTheBuild ? 'by the build, and ' : ''}in the browser: \`${a.browser}\``
          : 'by the build',
      ].join(' | '),
    ),
  );
}

const docs = join(root, 'docs', 'upgrading-next.md');
const command = 'node build-steps/next-assumptions.ts --write-docs';

export const docsWithTable = (text = readFileSync(docs, 'utf8')) =>
  docWithTable(text, 'next-assumptions', command, assumptionsTable());

if (import.meta.main && process.argv.includes('--write-docs')) {
  writeFileSync(docs, docsWithTable());
  console.log(`docs/upgrading-next.md: ${Object.keys(nextAssumptions).length} assumptions.`);
}
