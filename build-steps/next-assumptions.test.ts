/** @jest-environment node */
// Each assumption the build makes about Next's output, broken on purpose in a copy of the pages
// Next exported (build-steps/fixtures/next-output/): the build must stop, naming it.
import { run } from '../lib/node/run.ts';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  asyncScripts,
  cssRow,
  exported,
  rewriteFlight,
  styleText,
  versions,
} from './fixtures/next-output';
import {
  assumptionsTable,
  checkContentNamed,
  checkFrameworkChunks,
  docsWithTable,
  nextAssumptions,
  type AssumptionName,
} from './next-assumptions.ts';
import { withScratch } from '@/lib/node/files.ts';
import { transformPage } from './transform-page.ts';

const transform = (
  html: string,
  { page = 'index.html', nextVersion = versions().next, emitted = asyncScripts(html) } = {},
) =>
  transformPage(html, {
    page,
    nextVersion,
    path: page === '404.html' ? null : '/',
    start: 'interaction',
    flightUrl: () => '/_next/static/flight/data.js',
    before: ['/_next/static/trusted-types/policy.js'],
    emitted,
    policy: () => "script-src 'self'",
  });

/** The error that names the assumption, the page and the installed Next, and says what to do. */
const named = (name: AssumptionName, page = 'index.html') =>
  new RegExp(
    `^Next assumption "${name}" no longer holds on ${page.replace('.', '\\.')} \\(Next ${versions().next.replace(/\./g, '\\.')}\\), and .+ leans on it\\. Found: .+ To do: .+`,
  );

const index = () => exported('index.html');
const once = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

it('holds on every page as Next exported it', () => {
  for (const page of ['index.html', '404.html'])
    expect(() => transform(exported(page), { page })).not.toThrow();
});

const breaks: [AssumptionName, string, () => void][] = [
  [
    'inlinedStylesheet',
    'a second inlined stylesheet',
    () => {
      const html = index();
      const style = /<style data-precedence[^>]*>/.exec(html)![0];
      transform(once(html, '</head>', `${style}.second{color:red}</style></head>`));
    },
  ],
  [
    'inlinedStylesheet',
    'no inlined stylesheet',
    () => transform(index().replace(/<style data-precedence[\s\S]*?<\/style>/, '')),
  ],
  [
    'stylesheetCopy',
    "the stylesheet's copy in another kind of row",
    () => {
      const html = index();
      const css = styleText(html);
      transform(rewriteFlight(html, (text) => [text.replaceAll(cssRow(css), `:S${css}`)]));
    },
  ],
  [
    'inlineFlightData',
    'the page data pushed under another name',
    () => transform(index().replaceAll('self.__next_f', 'self.__next_g')),
  ],
  [
    'inlineFlightData',
    'the page data also named by another script',
    () => transform(once(index(), '</body>', '<script>self.__next_f.length</script></body>')),
  ],
  [
    'turbopackBootstrap',
    "Turbopack's bootstrap written another way",
    () =>
      transform(
        once(
          index(),
          '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = []))',
          '(globalThis.TURBOPACK ??= [])',
        ),
      ),
  ],
  [
    'noOtherInlineScripts',
    "Turbopack's bootstrap under another global name",
    () => transform(index().replaceAll('globalThis["TURBOPACK"]', 'globalThis["__turbopack"]')),
  ],
  [
    'noOtherInlineScripts',
    'a new inline script of the framework',
    () => transform(once(index(), '</body>', '<script>self.__next_r=1</script></body>')),
  ],
  [
    'asyncFrameworkScripts',
    'the framework started by other tags',
    () => transform(index().replaceAll(' async=""', ' type="module"')),
  ],
  [
    'noScriptLoadsLeft',
    'a module preload',
    () =>
      transform(
        once(
          index(),
          '</head>',
          '<link rel="modulepreload" href="/_next/static/chunks/x.js"/></head>',
        ),
      ),
  ],
  [
    'noScriptLoadsLeft',
    'a framework script without async',
    () => {
      const html = index();
      const [first] = asyncScripts(html);
      transform(once(html, `<script src="${first}" async="">`, `<script src="${first}">`));
    },
  ],
  [
    'frameworkChunks',
    'a page that starts a script the build did not emit under chunks/',
    () => transform(index(), { emitted: asyncScripts(index()).slice(1) }),
  ],
  [
    'frameworkChunks',
    'a chunk the runtime would load from another folder',
    () =>
      checkFrameworkChunks(
        { page: 'out/', nextVersion: versions().next },
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
        { page: 'out/', nextVersion: versions().next },
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
        { page: 'index.html', nextVersion: versions().next },
        '<script src="/_next/static/static/_buildManifest.js"></script>',
        () => true,
      ),
  ],
  [
    'contentNamedStatic',
    "a post-build file whose name is not its content's hash",
    () =>
      checkContentNamed(
        { page: 'index.html', nextVersion: versions().next },
        '{"load":["/_next/static/flight/0123456789abcdef.js"]}',
        () => false,
      ),
  ],
  [
    'charsetMeta',
    'no <meta charSet>',
    () => transform(once(index(), '<meta charSet="utf-8"/>', '')),
  ],
  [
    'canonicalLink',
    'no canonical link',
    () => transform(index().replace(/<link rel="canonical"[^>]*>/, '')),
  ],
  [
    'routerReplaysTraversal',
    'a release whose router does not replay a Back made before it starts',
    () => transform(index(), { nextVersion: '16.3.8' }),
  ],
];

describe.each(breaks)('%s: %s', (name, _broken, run) => {
  it('stops the build, naming the assumption, the page and the Next version', () => {
    const message = (() => {
      try {
        run();
      } catch (error) {
        return String((error as Error).message);
      }
      return 'nothing thrown';
    })();
    expect(message).toMatch(new RegExp(`^Next assumption "${name}" no longer holds on `));
    if (name !== 'routerReplaysTraversal')
      expect(message).toMatch(named(name, message.includes(' on out/ ') ? 'out/' : 'index.html'));
  });
});

/** The post-build step itself, run on a copy of an export missing what it assumes. */
function postbuildOn(files: Record<string, string>) {
  return withScratch('broken-export', (out) => {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(join(out, file, '..'), { recursive: true });
      copyFileSync(source, join(out, file));
    }
    return run('node', ['build-steps/postbuild.ts', '--out', out], {
      encoding: 'utf8',
    });
  });
}

const fixture = (page: string) => join('build-steps', 'fixtures', 'next-output', page);

it('notFoundCopy: an export without the second copy of the not-found page stops the build', () => {
  const result = postbuildOn({
    'index.html': fixture('index.html'),
    '404.html': fixture('404.html'),
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(
    /Next assumption "notFoundCopy" no longer holds on _not-found\.html/,
  );
});

/** A file of segment prefetch data, as Next exports one for every page. */
const segmentData = { '__next._tree.txt': fixture('index.html') };

it("segmentPrefetchData: an export without segment data, or with more in a page's folder, stops the build", () => {
  const exported = {
    'index.html': fixture('index.html'),
    '404.html': fixture('404.html'),
    '_not-found.html': fixture('404.html'),
  };
  const broken = (files: Record<string, string>) => {
    const result = postbuildOn({ ...exported, ...files });
    expect(result.status).not.toBe(0);
    return result.stderr;
  };
  expect(broken({})).toMatch(
    /Next assumption "segmentPrefetchData" no longer holds on out\/ .* Found: no segment data/,
  );
  expect(broken({ ...segmentData, 'privacy-policy/index.html': fixture('index.html') })).toMatch(
    /Next assumption "segmentPrefetchData" no longer holds on out\/ .* Found: the pages' folders also hold privacy-policy\/index\.html/,
  );
});

it('pagePerRoute: an export whose pages are not one file per route stops the build', () => {
  const result = postbuildOn({
    ...segmentData,
    'index.html': fixture('index.html'),
    '404.html': fixture('404.html'),
    '_not-found.html': fixture('404.html'),
    'privacy.html': fixture('index.html'),
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/Next assumption "pagePerRoute" no longer holds on out\//);
});

it('frameworkChunks: an export whose pages name scripts it does not hold in chunks/ stops the build', () => {
  const page = fixture('index.html');
  const result = postbuildOn({
    ...segmentData,
    'index.html': page,
    'privacy-policy.html': page,
    'terms-of-use.html': page,
    '404.html': fixture('404.html'),
    '_not-found.html': fixture('404.html'),
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(
    /Next assumption "frameworkChunks" no longer holds on out\/ .* Found: \d+ script\(s\) outside the Trusted Types allowlist: \/_next\/static\/chunks\/\S+ \(named in 404\.html\)/,
  );
});

it('every assumption the build can check is broken on purpose, here or beside its step', () => {
  const broken = new Set<string>([
    ...breaks.map(([name]) => name),
    'notFoundCopy',
    'segmentPrefetchData',
    'pagePerRoute',
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
  expect(docs).toContain(assumptionsTable());
  // If this fails: node build-steps/next-assumptions.ts --write-docs
  expect(docsWithTable(docs)).toBe(docs);
});
