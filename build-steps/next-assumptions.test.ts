/** @jest-environment node */
// Each assumption the build makes about Next's output, broken on purpose in a copy of the pages
// Next exported (build-steps/fixtures/next-output/): the build must stop, naming it.
import { run } from '../lib/node/run.ts';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  asyncScripts,
  capturedFile,
  cssRow,
  exported,
  rewriteFlight,
  styleText,
  transformed,
  versions,
} from './fixtures/next-output';
import {
  checkContentNamed,
  checkFrameworkChunks,
  docsWithTable,
  nextAssumptions,
  type AssumptionName,
} from './next-assumptions.ts';
import { withScratch } from '@/lib/node/files.ts';

/** The error naming the assumption, the page, the Next version, what it found, and what to do. */
const named = (name: AssumptionName, next: string, found: RegExp) =>
  new RegExp(
    `^Next assumption "${name}" no longer holds on (index\\.html|out/) \\(Next ${next.replace(/\./g, '\\.')}\\), and .+ leans on it\\. Found: ${found.source}.* To do: .+`,
  );

const index = () => exported('index.html');
/** Transforms index.html with `from`, which must be there, replaced (every one, with `all`). */
const edit =
  (from: string | RegExp, to: string, all = false) =>
  () => {
    const html = index();
    expect(html).toMatch(from);
    transformed(all ? html.replaceAll(from, to) : html.replace(from, to));
  };
const at = (page: string) => ({ page, nextVersion: versions().next });

// Unbroken, every page as Next exported it passes: build-steps/transform-page.test.ts.
const breaks: [AssumptionName, string, () => void, found?: RegExp][] = [
  [
    'inlinedStylesheet',
    'a second inlined stylesheet',
    () => {
      const style = /<style data-precedence[^>]*>/.exec(index())![0];
      edit('</head>', `${style}.second{color:red}</style></head>`)();
    },
  ],
  [
    'inlinedStylesheet',
    'no inlined stylesheet',
    edit(/<style data-precedence[\s\S]*?<\/style>/, ''),
    /no inlined stylesheet/,
  ],
  [
    'stylesheetCopy',
    "the stylesheet's copy in another kind of row",
    () => {
      const html = index();
      const css = styleText(html);
      transformed(rewriteFlight(html, (text) => [text.replaceAll(cssRow(css), `:S${css}`)]));
    },
    /the page data still holds the stylesheet/,
  ],
  [
    'inlineFlightData',
    'the page data pushed under another name',
    edit('self.__next_f', 'self.__next_g', true),
    /no inline flight data/,
  ],
  [
    'inlineFlightData',
    'the page data also named by another script',
    edit('</body>', '<script>self.__next_f.length</script></body>'),
    /1 other script\(s\) name __next_f/,
  ],
  [
    'turbopackBootstrap',
    "Turbopack's bootstrap written another way",
    edit(
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = []))',
      '(globalThis.TURBOPACK ??= [])',
    ),
  ],
  [
    'noOtherInlineScripts',
    "Turbopack's bootstrap under another global name",
    edit('globalThis["TURBOPACK"]', 'globalThis["__turbopack"]', true),
  ],
  [
    'asyncFrameworkScripts',
    'the framework started by other tags',
    edit(' async=""', ' type="module"', true),
    /no <script src async>/,
  ],
  [
    'noScriptLoadsLeft',
    'a module preload',
    edit('</head>', '<link rel="modulepreload" href="/_next/static/chunks/x.js"/></head>'),
  ],
  [
    'noScriptLoadsLeft',
    'a framework script without async',
    () => {
      const [first] = asyncScripts(index());
      edit(`<script src="${first}" async="">`, `<script src="${first}">`)();
    },
  ],
  [
    'frameworkChunks',
    'a page that starts a script the build did not emit under chunks/',
    () => transformed(index(), { emitted: asyncScripts(index()).slice(1) }),
    /the page starts \S+, which the build did not emit under \/_next\/static\/chunks\//,
  ],
  [
    'frameworkChunks',
    'a chunk the runtime would load from another folder',
    () =>
      checkFrameworkChunks(
        at('out/'),
        ['index.html', '_next/static/chunks/a.js'],
        (file) => (file === 'index.html' ? '"static/chunks/a.js","static/js/b.js"' : ''),
        ['/_next/static/chunks/a.js'],
      ),
  ],
  [
    'frameworkChunks',
    'a script emitted outside chunks/',
    () =>
      checkFrameworkChunks(
        at('out/'),
        ['_next/static/chunks/a.js', '_next/static/media/worker.js'],
        () => '',
        ['/_next/static/chunks/a.js'],
      ),
  ],
  [
    'contentNamedStatic',
    'a page that loads the build-id folder, whose names stay',
    () =>
      checkContentNamed(
        at('index.html'),
        '<script src="/_next/static/static/_buildManifest.js"></script>',
        () => true,
      ),
  ],
  [
    'contentNamedStatic',
    "a post-build file whose name is not its content's hash",
    () =>
      checkContentNamed(
        at('index.html'),
        '{"load":["/_next/static/flight/0123456789abcdef.js"]}',
        () => false,
      ),
  ],
  ['charsetMeta', 'no <meta charSet>', edit('<meta charSet="utf-8"/>', ''), /no <meta charSet>/],
  ['canonicalLink', 'no canonical link', edit(/<link rel="canonical"[^>]*>/, '')],
  [
    'routerReplaysTraversal',
    'a release whose router does not replay a Back made before it starts',
    () => transformed(index(), { nextVersion: '16.3.8' }),
  ],
];

it.each(breaks)(
  '%s: %s stops the build, naming the assumption, the page and Next',
  // A default, or Jest would pass a done callback to a row without `found`.
  (name, _, run, found = /.+/) =>
    expect(run).toThrow(
      named(name, name === 'routerReplaysTraversal' ? '16.3.8' : versions().next, found),
    ),
);

const [home, notFound] = [capturedFile('index.html'), capturedFile('404.html')];
const pages = { 'index.html': home, '404.html': notFound, '_not-found.html': notFound };
/** A file of segment prefetch data, as Next exports one for every page. */
const segmentData = { '__next._tree.txt': home };

const brokenExports: [AssumptionName, string, Record<string, string>, RegExp][] = [
  [
    'notFoundCopy',
    'without the second copy of the not-found page',
    { 'index.html': home, '404.html': notFound },
    /on _not-found\.html/,
  ],
  ['segmentPrefetchData', 'without segment data', pages, /on out\/ .* Found: no segment data/],
  [
    'segmentPrefetchData',
    "with more than segment data in a page's folder",
    { ...pages, ...segmentData, 'privacy-policy/index.html': home },
    /on out\/ .* Found: the pages' folders also hold privacy-policy\/index\.html/,
  ],
  [
    'pagePerRoute',
    'whose pages are not one file per route',
    { ...pages, ...segmentData, 'privacy.html': home },
    /on out\//,
  ],
  [
    'frameworkChunks',
    'whose pages name scripts it does not hold in chunks/',
    { ...pages, ...segmentData, 'privacy-policy.html': home, 'terms-of-use.html': home },
    /on out\/ .* Found: \d+ script\(s\) outside the Trusted Types allowlist: \/_next\/static\/chunks\/\S+ \(named in 404\.html\)/,
  ],
];

it.each(brokenExports)('%s: the post-build stops on an export %s', (name, _, files, found) => {
  const result = withScratch('broken-export', (out) => {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(join(out, file, '..'), { recursive: true });
      copyFileSync(source, join(out, file));
    }
    return run('node', ['build-steps/postbuild.ts', '--out', out], { encoding: 'utf8' });
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(
    new RegExp(`Next assumption "${name}" no longer holds ${found.source}`),
  );
});

it('every assumption the build can check is broken on purpose, here or beside its step', () => {
  const broken = new Set<string>([
    ...[...breaks, ...brokenExports].map(([name]) => name),
    // In build-steps/transforms/csp-meta.test.ts.
    'noInlineAttributes',
    // In next.config.mjs: build-steps/check-mdx.test.ts breaks it.
    'mdxTurbopackRule',
  ]);
  const onlyInTheBrowser = Object.keys(nextAssumptions).filter((name) => !broken.has(name));
  expect(onlyInTheBrowser.sort()).toEqual([
    'instrumentationClientFirst',
    'scriptsThroughDefaultPolicy',
  ]);
});

it('each assumption only a browser can check is named by a test of its spec', () => {
  for (const [name, assumption] of Object.entries(nextAssumptions))
    if ('browser' in assumption)
      expect(readFileSync(assumption.browser, 'utf8')).toContain(`(Next assumption: ${name})`);
});

it('docs/upgrading-next.md lists the assumptions as the code has them', () => {
  const docs = readFileSync(join('docs', 'upgrading-next.md'), 'utf8');
  // If this fails: node build-steps/next-assumptions.ts --write-docs
  expect(docsWithTable(docs)).toBe(docs);
});
