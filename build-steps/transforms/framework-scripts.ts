// Next starts the framework with <script async> tags in every page. The page is complete without
// it, so they are replaced with the list the framework loader reads (lib/framework-loader-script.ts,
// inline in every page), which starts the framework after the visitor's first interaction.
import semver from 'semver';
import { framework } from '../../lib/framework.ts';
import { readElements, runs } from '../page.ts';
import { escapeForScript } from './flight-data.ts';
import type { Page } from '../page.ts';
import type { FrameworkData } from '../../lib/framework.ts';

/**
 * Replaces the framework's <script async> tags (and their preloads) with the loader's list: a JSON
 * block at the end of the body, which runs nothing. On pages for people the loader starts the
 * framework after their first interaction; start 'paint' starts it right after the first frame
 * instead, for pages whose effects must run unprompted (the not-found page logs the missing path).
 * `first` lists scripts that run before the framework (the default Trusted Types policy, the flight
 * data); `emitted` every framework script file of the build, the only script URLs the default
 * policy accepts, which each deferred script must be; `stylesheet` the whole stylesheet, which the
 * loader adds as it starts the framework.
 *
 * Next's <script nomodule> polyfills go too: they serve browsers without ES modules, which cannot
 * run the loader either.
 *
 * @returns the framework scripts the loader starts
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
  // Deferring the framework makes a Back or Forward before it starts likely; only a router that
  // replays such a traversal when it starts (Next 16.4's app-router, hasMissedTraversal) shows the
  // right page then.
  if (semver.lt(page.context.nextVersion, '16.4.0'))
    throw page.fail(
      'deferFrameworkScripts',
      'needs Next 16.4 or newer, whose router replays a Back or Forward made before it starts; ' +
        'with an older one, Back before the first interaction leaves the previous page on screen',
      'Pin next (and @next/mdx, eslint-config-next) to 16.4 or newer in package.json.',
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
  if (scripts.length === 0 || !body)
    throw page.fail(
      'deferFrameworkScripts',
      'found no <script src async> to defer, so nothing would load the flight data moveFlightData moved out',
    );
  if (elements.some((e) => e.tag === 'script' && e.attrs.has('async') && !e.attrs.has('src')))
    throw page.fail('deferFrameworkScripts', 'left a <script async> in the page');
  const deferred = scripts.map((e) => e.attrs.get('src') as string);
  const unlisted = deferred.filter((src) => !emitted.includes(src));
  if (unlisted.length)
    throw page.fail(
      'deferFrameworkScripts',
      `the page loads ${unlisted.join(', ')}, which is not among the build's emitted scripts, so the default Trusted Types policy would refuse it`,
    );
  if (!elements.some((e) => runs(e) && e.text.includes(`"${framework.dataId}"`)))
    throw page.fail(
      'deferFrameworkScripts',
      'the page has no framework loader to read its list (lib/framework-loader-script.ts, inline in the root layout)',
      'Render frameworkLoaderScript in app/layout.tsx.',
    );

  const data: FrameworkData = { load: [...first, ...deferred], start, stylesheet };
  for (const element of [...preloads, ...scripts, ...polyfills]) page.remove(element);
  page.appendInside(
    body,
    `<script type="application/json" id="${framework.dataId}">${escapeForScript(JSON.stringify(data))}</script>`,
  );
  return {
    deferred,
    report: `${deferred.length} scripts deferred to ${start === 'paint' ? 'the first paint' : 'the first interaction'}`,
  };
}

/** The list a page's framework loader reads, or null if the page has none. */
export function frameworkData(html: string): FrameworkData | null {
  const block = readElements(html).find(
    (e) =>
      e.tag === 'script' &&
      e.attrs.get('type') === 'application/json' &&
      e.attrs.get('id') === framework.dataId,
  );
  return block ? JSON.parse(block.text) : null;
}

/** The scripts a page's loader starts, in order: its flight data, then the framework. */
export const loaderScripts = (html: string): string[] => frameworkData(html)?.load ?? [];
