// The post-build transforms of the HTML Next exports. They lean on Next's internal output (its
// flight-data scripts, its <script async> tags, the CSS row of its payload), so each one reports
// what it changed, and transformPage() fails the build, naming the transform, the page and the
// Next version, when one finds nothing where it must act or when a transform another depends on
// did not apply. The unit tests run them on pages captured from a real `next build` of this
// project (scripts/fixtures/next-output/, refreshed by `npm run fixtures:next`).
//
// The HTML is read once, with parse5, which runs the WHATWG parsing algorithm browsers run:
// attribute order, quoting, entities and script text are read as a browser reads them. Every
// transform reads that one parse and records its edits at parse5's source offsets into one
// magic-string, applied at the end; the page is never re-serialised, so everything a transform does
// not touch stays byte for byte as Next wrote it.
import { createHash } from 'node:crypto';
import MagicString from 'magic-string';
import { parse } from 'parse5';
import semver from 'semver';
import { framework } from '../lib/framework.mjs';

const sha256 = (/** @type {string} */ text) =>
  createHash('sha256').update(text, 'utf8').digest('base64');

export class TransformError extends Error {
  /**
   * @param {string} transform the transform that could not do its work
   * @param {{ page: string, nextVersion: string }} context
   * @param {string} reason
   * @param {string} [advice] what to do about it
   */
  constructor(
    transform,
    { page, nextVersion },
    reason,
    advice = "Next's exported HTML has changed: refresh the fixtures (npm run fixtures:next), " +
      'update scripts/html-transforms.mjs, run npm test.',
  ) {
    super(`${transform} on ${page}: ${reason} (Next ${nextVersion}). ${advice}`);
    this.name = 'TransformError';
  }
}

/**
 * @typedef {object} Element An element of the page, as parse5 read it.
 * @property {string} tag
 * @property {Map<string, string>} attrs
 * @property {string} text the text between its tags (what a <script> runs, what a <style> holds)
 * @property {number} start where its start tag begins in the HTML
 * @property {number} end where its end tag ends (or its start tag, if it has none)
 * @property {number} textStart where its text begins
 * @property {number} textEnd where its text ends
 */

/**
 * Every element of the page, in document order.
 *
 * @param {string} html
 * @returns {Element[]}
 */
export function readElements(html) {
  /** @type {Element[]} */
  const elements = [];
  /** @param {any} node */
  const visit = (node) => {
    const location = node.sourceCodeLocation;
    if (node.tagName && location) {
      const textStart = location.startTag?.endOffset ?? location.startOffset;
      const textEnd = location.endTag?.startOffset ?? textStart;
      elements.push({
        tag: node.tagName,
        attrs: new Map(node.attrs.map((/** @type {any} */ a) => [a.name, a.value])),
        text: html.slice(textStart, textEnd),
        start: location.startOffset,
        end: location.endOffset,
        textStart,
        textEnd,
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return elements;
}

/** Whether a <script> runs: JSON data blocks (JSON-LD) are not subject to script-src. */
const runs = (/** @type {Element} */ script) =>
  !script.attrs.has('src') && !/^application\/(ld\+)?json$/i.test(script.attrs.get('type') ?? '');

/**
 * The sha256 of every inline script that executes and every inline style: the CSP sources.
 * Throws on markup that only 'unsafe-inline' could allow (a style attribute, an event handler).
 *
 * @param {Element[]} elements
 */
function hashesOf(elements) {
  for (const element of elements)
    for (const name of element.attrs.keys()) {
      if (name === 'style')
        throw new Error(
          `A style="" attribute would need unsafe-inline: use a class (<${element.tag}>).`,
        );
      if (/^on[a-z]+$/.test(name))
        throw new Error(
          `An inline event handler (${name} on <${element.tag}>) would need unsafe-inline.`,
        );
    }
  return {
    scripts: new Set(
      elements.filter((e) => e.tag === 'script' && runs(e)).map((e) => sha256(e.text)),
    ),
    styles: new Set(elements.filter((e) => e.tag === 'style').map((e) => sha256(e.text))),
  };
}

/**
 * The CSP sources of a finished page (see hashesOf).
 *
 * @param {string} html
 */
export const inlineHashes = (html) => hashesOf(readElements(html));

/**
 * Next's inline flight data: the self.__next_f pushes hydration reads, in order. Each push's
 * argument is JSON: [0] starts the stream, [1, text] carries the next piece of it.
 */
const FLIGHT_PUSH =
  /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*)\)$/;

/**
 * @typedef {{ element: Element, statement: string, value: [number, ...unknown[]] }} FlightPush
 * @param {Element[]} elements
 * @returns {FlightPush[]}
 */
function flightPushes(elements) {
  return elements.flatMap((element) => {
    if (element.tag !== 'script' || !runs(element)) return [];
    const call = FLIGHT_PUSH.exec(element.text);
    return call ? [{ element, statement: element.text, value: JSON.parse(call[1]) }] : [];
  });
}

/** Next's own escaping of flight data inside <script>, so the rewritten payload stays inert HTML. */
const escapeForScript = (/** @type {string} */ json) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The stylesheet Next inlined (experimental.inlineCss): a <style data-precedence data-href>. */
const inlinedStyle = (/** @type {Element[]} */ elements) =>
  elements.find(
    (e) => e.tag === 'style' && e.attrs.has('data-precedence') && e.attrs.has('data-href'),
  );

/**
 * With inlined CSS, Next also copies the whole stylesheet into the page's RSC payload (~6 KB gzip).
 * React only needs the <style data-href> element it finds in the document, matched by href, so the
 * copy is emptied. The payload's text pieces are read as the one stream React reads, so a row split
 * across pieces is found too; each piece keeps its boundary, and a piece left empty is dropped.
 *
 * @param {FlightPush[]} pushes
 * @param {string} css the inlined stylesheet
 * @returns {{ statements: string[], copies: number, emptied: number, copyLeft: boolean }} the
 *   pushes' statements after the copies are emptied, the copies and bytes of CSS emptied; copyLeft
 *   when the payload still holds the stylesheet's text in a form this transform did not recognise
 */
function dropCssCopyFromPayload(pushes, css) {
  const row = `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`;
  const text = (/** @type {FlightPush} */ push) => String(push.value[1]);
  const stream = pushes
    .filter(({ value }) => value[0] === 1)
    .map(text)
    .join('');

  /** @type {[number, number][]} spans of the stream to replace with ":T0," */
  const copies = [];
  for (let at = stream.indexOf(row); at !== -1; at = stream.indexOf(row, at + row.length))
    copies.push([at, at + row.length]);

  /** @type {string[]} */
  const statements = [];
  let left = '';
  let offset = 0;
  for (const push of pushes) {
    if (push.value[0] !== 1) {
      statements.push(push.statement);
      continue;
    }
    const [from, to] = [offset, offset + text(push).length];
    offset = to;
    let kept = '';
    let cursor = from;
    for (const [start, end] of copies) {
      if (end <= from || start >= to) continue;
      kept += stream.slice(cursor, Math.max(start, from));
      // The empty row takes the place where the copy starts.
      if (start >= from) kept += ':T0,';
      cursor = Math.min(end, to);
    }
    kept += stream.slice(cursor, to);
    left += kept;
    if (kept === text(push)) statements.push(push.statement);
    else if (kept)
      statements.push(`self.__next_f.push(${escapeForScript(JSON.stringify([1, kept]))})`);
  }
  return {
    statements,
    copies: copies.length,
    emptied: copies.length * Buffer.byteLength(css, 'utf8'),
    // A long stretch of the stylesheet still in the payload means Next still copies it, differently.
    copyLeft: left.includes(css.slice(0, 200)),
  };
}

/**
 * Moves React's flight data out of the page into one script that replays the pushes in order, so
 * the HTML fits the first round trips of a slow connection and the data is only fetched when the
 * framework starts.
 *
 * @param {MagicString} page
 * @param {FlightPush[]} pushes
 * @param {string[]} statements what the pushes run, once the stylesheet copy is emptied
 */
function splitFlightData(page, pushes, statements) {
  for (const { element } of pushes) page.remove(element.start, element.end);
  return `${statements.join(';\n')};\n`;
}

/**
 * Replaces the framework's <script async> tags (and their preloads) with the list the framework
 * loader reads (lib/framework-loader-script.ts, inline in every page): a JSON block at the end of
 * the body, which runs nothing. The page is complete without the framework, so on pages for people
 * the loader starts it after their first interaction; start 'paint' starts it right after the first
 * frame instead, for pages whose effects must run unprompted (the not-found page logs the missing
 * path). `first` lists scripts that run before the framework (its flight data); `emitted` every
 * framework script file of the build, the only script URLs the default Trusted Types policy
 * accepts.
 *
 * @param {MagicString} page
 * @param {Element[]} elements
 * @param {{ first: string[], start: 'interaction' | 'paint', emitted: string[] }} options
 * @returns {string[]} the framework scripts the loader starts
 */
function deferFrameworkScripts(page, elements, { first, start, emitted }) {
  const preloads = elements.filter(
    (e) => e.tag === 'link' && e.attrs.get('rel') === 'preload' && e.attrs.get('as') === 'script',
  );
  const scripts = elements.filter(
    (e) => e.tag === 'script' && e.attrs.has('src') && e.attrs.has('async'),
  );
  const deferred = scripts.map((e) => /** @type {string} */ (e.attrs.get('src')));
  const body = elements.find((e) => e.tag === 'body');
  if (deferred.length === 0 || !body) return [];
  /** @type {import('../lib/framework.mjs').FrameworkData} */
  const data = { load: [...first, ...deferred], start, emitted };
  for (const { start, end } of [...preloads, ...scripts]) page.remove(start, end);
  // Tied to </body>, which no transform removes.
  page.appendRight(
    body.textEnd,
    `<script type="application/json" id="${framework.dataId}">${escapeForScript(JSON.stringify(data))}</script>`,
  );
  return deferred;
}

/**
 * The list a page's framework loader reads, or null if the page has none.
 *
 * @param {string} html
 * @returns {import('../lib/framework.mjs').FrameworkData | null}
 */
export function frameworkData(html) {
  const block = readElements(html).find(
    (e) =>
      e.tag === 'script' &&
      e.attrs.get('type') === 'application/json' &&
      e.attrs.get('id') === framework.dataId,
  );
  return block ? JSON.parse(block.text) : null;
}

/**
 * The scripts a page's loader starts, in order: its flight data, then the framework.
 *
 * @param {string} html
 * @returns {string[]}
 */
export const loaderScripts = (html) => frameworkData(html)?.load ?? [];

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while it
 * streams in on a background thread. Without it the framework's module factories compile lazily on
 * the main thread when they first run, inside the task that starts the framework, which is the
 * visitor's first interaction.
 *
 * @param {string} source
 * @returns {{ source: string, added: boolean }}
 */
export function addCompileHint(source) {
  return source.startsWith(COMPILE_HINT)
    ? { source, added: false }
    : { source: COMPILE_HINT + source, added: true };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every HTML transform for one exported page, in order, each checked, on one parse of the page.
 * Returns the page, its flight data script and the address to write it to, every script the
 * page's loader starts (the flight data first), the page's CSP sources, what each transform did
 * (one line for the build log) and notices: a transform that has become unnecessary says so there.
 * Throws a TransformError on anything else unexpected.
 *
 * @param {string} html the page as `next build` exported it
 * @param {{ page: string, nextVersion: string, start: 'interaction' | 'paint',
 *   flightUrl: (script: string) => string, emitted: string[],
 *   policy: (hashes: { scripts: Set<string>, styles: Set<string> }) => string }} context
 *   flightUrl names the flight data's file; emitted lists every framework script file of the
 *   build; policy gives the page's Content-Security-Policy for its inline sources
 */
export function transformPage(html, context) {
  const report = [];
  const notices = [];
  const elements = readElements(html);
  const page = new MagicString(html);

  const style = inlinedStyle(elements);
  if (!style)
    throw new TransformError(
      'dropCssCopyFromPayload',
      context,
      'found no inlined stylesheet (<style data-precedence data-href>)',
    );
  const pushes = flightPushes(elements);
  const css = dropCssCopyFromPayload(pushes, style.text);
  if (css.copyLeft)
    throw new TransformError(
      'dropCssCopyFromPayload',
      context,
      'the flight data still holds the stylesheet in a form it does not recognise',
    );
  if (css.copies)
    report.push(
      `${css.copies} CSS ${css.copies === 1 ? 'copy' : 'copies'} emptied (${kb(css.emptied)})`,
    );
  else
    notices.push(
      `dropCssCopyFromPayload on ${context.page}: no longer needed, Next ${context.nextVersion} no ` +
        'longer copies the inlined stylesheet into the page payload; remove the transform.',
    );

  if (pushes.length === 0)
    throw new TransformError(
      'splitFlightData',
      context,
      'found no inline flight data (<script>self.__next_f.push(…)</script>)',
    );
  const moved = new Set(pushes.map(({ element }) => element));
  if (elements.some((e) => e.tag === 'script' && e.text.includes('__next_f') && !moved.has(e)))
    throw new TransformError('splitFlightData', context, 'left flight data in the page');
  const flightScript = splitFlightData(page, pushes, css.statements);
  const flightSrc = context.flightUrl(flightScript);
  report.push(
    `${css.statements.length} flight pushes → ${flightSrc} (${kb(Buffer.byteLength(flightScript))})`,
  );

  // Deferring the framework makes a Back or Forward before it starts likely; only a router that
  // replays such a traversal when it starts (Next 16.4's app-router, hasMissedTraversal) shows the
  // right page then.
  if (semver.lt(context.nextVersion, '16.4.0'))
    throw new TransformError(
      'deferFrameworkScripts',
      context,
      'needs Next 16.4 or newer, whose router replays a Back or Forward made before it starts; ' +
        'with an older one, Back before the first interaction leaves the previous page on screen',
      'Pin next (and @next/mdx, eslint-config-next) to 16.4 or newer in package.json.',
    );
  const deferred = deferFrameworkScripts(page, elements, {
    first: [flightSrc],
    start: context.start,
    emitted: context.emitted,
  });
  if (deferred.length === 0)
    throw new TransformError(
      'deferFrameworkScripts',
      context,
      'found no <script src async> to defer, so nothing would load the flight data splitFlightData moved out',
    );
  if (elements.some((e) => e.tag === 'script' && e.attrs.has('async') && !e.attrs.has('src')))
    throw new TransformError('deferFrameworkScripts', context, 'left a <script async> in the page');
  const unlisted = deferred.filter((src) => !context.emitted.includes(src));
  if (unlisted.length)
    throw new TransformError(
      'deferFrameworkScripts',
      context,
      `the page loads ${unlisted.join(', ')}, which is not among the build's emitted scripts, so the default Trusted Types policy would refuse it`,
    );
  if (
    !elements.some((e) => e.tag === 'script' && runs(e) && e.text.includes(`"${framework.dataId}"`))
  )
    throw new TransformError(
      'deferFrameworkScripts',
      context,
      'the page has no framework loader to read its list (lib/framework-loader-script.ts, inline in the root layout)',
      'Render frameworkLoaderScript in app/layout.tsx.',
    );
  report.push(
    `${deferred.length} scripts deferred to ${context.start === 'paint' ? 'the first paint' : 'the first interaction'}`,
  );

  // The flight pushes are gone; what the page still runs inline is what its policy allows.
  const hashes = hashesOf(elements.filter((e) => !moved.has(e)));
  const charset = elements.find((e) => e.tag === 'meta' && e.attrs.has('charset'));
  if (!charset) throw new TransformError('injectCspMeta', context, 'found no <meta charSet>');
  // The policy goes right after the charset, before what it governs; tied to the charset <meta>,
  // which no transform removes.
  page.appendLeft(
    charset.end,
    `<meta http-equiv="Content-Security-Policy" content="${context.policy(hashes)}"/>`,
  );
  report.push(`CSP meta (${hashes.scripts.size} script, ${hashes.styles.size} style hashes)`);

  return {
    html: page.toString(),
    flightScript,
    flightSrc,
    started: [flightSrc, ...deferred],
    hashes,
    report,
    notices,
  };
}
