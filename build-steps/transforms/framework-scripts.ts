// Next's <script async> tags give way to the list the framework loader reads
// (lib/framework-loader-script.ts, inline in every page), which starts the framework later.
import semver from 'semver';
import { framework } from '../../lib/framework.ts';
import { assume, checkNoScriptLoadsLeft, isOwnInlineScript } from '../next-assumptions.ts';
import { readElements, type Page } from '../page.ts';
import { escapeForScript } from './flight-data.ts';
import type { FrameworkData } from '../../lib/framework.ts';

/**
 * Replaces the framework's <script async> tags, their preloads and the <script nomodule> polyfills
 * (browsers without modules cannot run the loader either) with the loader's list, a JSON block at
 * the end of the body. `start` 'paint' is for pages whose effects must run unprompted (the
 * not-found page); `first` runs before the framework; each deferred script must be `emitted`, the
 * only script URLs the default policy accepts; `stylesheet` is added as the framework starts.
 */
export function deferFrameworkScripts(
  page: Page,
  {
    first,
    start,
    emitted,
    stylesheet,
  }: { first: string[]; start: 'interaction' | 'paint'; emitted: string[]; stylesheet: string },
): { deferred: string[]; report: string } {
  // A Back before the framework starts shows the right page only with a router that replays it.
  assume(
    'routerReplaysTraversal',
    page.context,
    semver.gte(page.context.nextVersion, '16.4.0'),
    () => 'this release is older than 16.4, whose router first replayed such a traversal',
  );
  const { elements } = page;
  const preloads = elements.filter(
    (e) => e.tag === 'link' && e.attrs.get('rel') === 'preload' && e.attrs.get('as') === 'script',
  );
  const scripts = elements.filter(
    (e) => e.tag === 'script' && e.attrs.has('src') && e.attrs.has('async'),
  );
  const polyfills = elements.filter((e) => e.tag === 'script' && e.attrs.has('nomodule'));
  const body = elements.find((e) => e.tag === 'body');
  assume(
    'asyncFrameworkScripts',
    page.context,
    scripts.length > 0 && body !== undefined,
    () =>
      `no <script src async>${body ? '' : ' and no <body>'}, so nothing would start the framework`,
  );
  const inlineAsync = elements.filter(
    (e) => e.tag === 'script' && e.attrs.has('async') && !e.attrs.has('src'),
  );
  assume(
    'asyncFrameworkScripts',
    page.context,
    inlineAsync.length === 0,
    () => `${inlineAsync.length} <script async> without a src`,
  );
  const deferred = scripts.map((e) => e.attrs.get('src') as string);
  const unlisted = deferred.filter((src) => !emitted.includes(src));
  assume(
    'frameworkChunks',
    page.context,
    unlisted.length === 0,
    () =>
      `the page starts ${unlisted.join(', ')}, which the build did not emit under /_next/static/chunks/`,
  );
  if (!elements.some(isOwnInlineScript))
    throw new Error(
      `deferFrameworkScripts on ${page.context.page}: the page has no framework loader to read its list, with Next ${page.context.nextVersion}. Render frameworkLoaderScript (lib/framework-loader-script.ts) inline in app/layout.tsx.`,
    );

  const data: FrameworkData = { load: [...first, ...deferred], start, stylesheet };
  for (const element of [...preloads, ...scripts, ...polyfills]) page.remove(element);
  checkNoScriptLoadsLeft(page);
  page.appendInside(
    body,
    `<script type="application/json" id="${framework.dataId}">${escapeForScript(JSON.stringify(data))}</script>`,
  );
  return {
    deferred,
    report: `${deferred.length} scripts deferred to ${start === 'paint' ? 'the first paint' : 'the first interaction'}`,
  };
}

export function frameworkData(html: string): FrameworkData | null {
  const block = readElements(html).find(
    (e) =>
      e.tag === 'script' &&
      e.attrs.get('type') === 'application/json' &&
      e.attrs.get('id') === framework.dataId,
  );
  return block ? JSON.parse(block.text) : null;
}

export const loaderScripts = (html: string): string[] => frameworkData(html)?.load ?? [];
