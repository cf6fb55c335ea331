/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TransformError,
  addCompileHint,
  deferFrameworkScripts,
  dropCssCopyFromPayload,
  frameworkData,
  inlineHashes,
  loaderScripts,
  readElements,
  splitFlightData,
  transformPage,
} from './html-transforms.mjs';

// Pages exactly as `next build` of this project exported them (npm run fixtures:next, which runs
// these tests on a new capture, in NEXT_OUTPUT_FIXTURES, before it keeps it). Every file is read
// inside the tests, so output a new Next version changes fails the tests that depend on it, by
// name, instead of the whole suite.
const fixtures = process.env.NEXT_OUTPUT_FIXTURES ?? join(__dirname, 'fixtures', 'next-output');
// A page for people, whose framework starts at the first interaction, and the not-found page.
const pages = ['index.html', '404.html'];
const exported = (page: string) => readFileSync(join(fixtures, page), 'utf8');
const versions = () => JSON.parse(readFileSync(join(fixtures, 'versions.json'), 'utf8'));

const asyncScripts = (html: string) =>
  readElements(html)
    .filter((e) => e.tag === 'script' && e.attrs.has('async'))
    .map((e) => e.attrs.get('src')!);

const context = (page: string, start: 'interaction' | 'paint' = 'interaction') => ({
  page,
  nextVersion: versions().next,
  start,
  flightUrl: () => '/_next/static/flight/data.js',
  // As the build emits them: the page's own framework scripts, and another page's.
  emitted: [...asyncScripts(exported(page)), '/_next/static/chunks/another-page.js'],
});
const startOf = (page: string) => (page === '404.html' ? 'paint' : 'interaction');
const transformed = (page: string, html = exported(page)) =>
  transformPage(html, context(page, startOf(page)));

type Push = [number, ...unknown[]];

/** What a page's inline flight scripts push, run as the browser would run them. */
function replayInline(html: string): Push[] {
  const self: { __next_f?: Push[] } = {};
  for (const script of readElements(html))
    if (script.tag === 'script' && script.text.includes('self.__next_f'))
      new Function('self', script.text)(self);
  return self.__next_f ?? [];
}

/** What a flight script pushes. */
function replay(script: string): Push[] {
  const self: { __next_f?: Push[] } = {};
  new Function('self', script)(self);
  return self.__next_f ?? [];
}

/** The stream React reads: the text pieces of the pushes, joined. */
const stream = (pushes: Push[]) =>
  pushes
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text)
    .join('');

/** The page with its flight pushes re-chunked: the same stream, cut at other places. */
function rechunk(html: string, cut: (stream: string) => number[]) {
  const elements = readElements(html);
  const flight = elements.filter((e) => e.tag === 'script' && e.text.includes('self.__next_f'));
  const text = stream(replayInline(html));
  const cuts = [0, ...cut(text), text.length];
  const pushes = cuts
    .slice(1)
    .map((end, i) => text.slice(cuts[i], end))
    .map(
      (piece) =>
        `<script>self.__next_f.push(${JSON.stringify([1, piece]).replace(/</g, '\\u003c')})</script>`,
    );
  const [first] = flight.filter((e) => !e.text.includes('push([1'));
  const last = flight.at(-1)!;
  return `${html.slice(0, first.end)}${pushes.join('')}${html.slice(last.end)}`;
}

it('has fixtures from the installed Next and React', () => {
  const installed = (name: string) =>
    JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version;
  expect(versions()).toEqual({ next: installed('next'), react: installed('react') });
});

describe.each(pages)('the transforms on %s as Next exported it', (page) => {
  it('empties the stylesheet copy in the flight data, and the page keeps its <style>', () => {
    const css = dropCssCopyFromPayload(exported(page));
    expect(css.copies).toBeGreaterThan(0);
    expect(css.emptied).toBeGreaterThan(10_000);
    expect(css.copyLeft).toBe(false);
    const result = transformed(page);
    expect(result.report[0]).toMatch(/^\d CSS cop(y|ies) emptied \(\d+\.\d KB\)$/);
    expect(result.html).toContain('<style data-precedence="next" data-href=');
    expect(result.notices).toEqual([]);
  });

  it('moves every flight push into one script that replays them exactly', () => {
    const html = exported(page);
    // A push that held only the stylesheet's copy is gone once that copy is emptied.
    const pushes = replayInline(dropCssCopyFromPayload(html).html).length;
    expect(pushes).toBeGreaterThan(2);
    const result = transformed(page);
    expect(result.html).not.toContain('__next_f');
    expect(replay(result.flightScript)).toEqual(replayInline(dropCssCopyFromPayload(html).html));
    expect(result.report[1]).toMatch(
      new RegExp(`^${pushes} flight pushes → /_next/static/flight/`),
    );
  });

  it('lists the flight data, then every script Next marked async, for the loader to start', () => {
    const scripts = asyncScripts(exported(page));
    expect(scripts.length).toBeGreaterThan(4);
    const result = transformed(page);
    expect(frameworkData(result.html)).toEqual({
      load: ['/_next/static/flight/data.js', ...scripts],
      start: startOf(page),
      emitted: context(page).emitted,
    });
    expect(loaderScripts(result.html)).toEqual(['/_next/static/flight/data.js', ...scripts]);
    expect(result.started).toEqual(loaderScripts(result.html));
    expect(result.flightSrc).toBe('/_next/static/flight/data.js');
    expect(asyncScripts(result.html)).toEqual([]);
    expect(
      readElements(result.html).filter((e) => e.tag === 'link' && e.attrs.get('as') === 'script'),
    ).toEqual([]);
    // The list runs nothing: it is data, outside the Content-Security-Policy's script hashes.
    const ownScripts = readElements(exported(page)).filter(
      (e) =>
        e.tag === 'script' &&
        !e.attrs.has('src') &&
        !e.attrs.has('type') &&
        !e.text.includes('__next_f'),
    );
    expect(inlineHashes(result.html).scripts).toEqual(
      new Set(ownScripts.map((e) => createHash('sha256').update(e.text).digest('base64'))),
    );
  });

  it('changes nothing else: every byte outside what it moves is as Next wrote it', () => {
    const html = exported(page);
    const result = transformed(page);
    const moved = readElements(html).filter(
      (e) =>
        (e.tag === 'script' && (e.text.includes('self.__next_f') || e.attrs.has('async'))) ||
        (e.tag === 'link' && e.attrs.get('as') === 'script'),
    );
    let rest = html;
    for (const e of [...moved].reverse()) rest = rest.slice(0, e.start) + rest.slice(e.end);
    const list = readElements(result.html).find((e) => e.attrs.get('id') === 'framework-scripts')!;
    expect(result.html.slice(0, list.start) + result.html.slice(list.end)).toBe(rest);
  });

  it('leaves nothing that only unsafe-inline could allow', () => {
    expect(() => inlineHashes(transformed(page).html)).not.toThrow();
  });
});

describe('when Next writes the same things differently', () => {
  it('defers the framework whatever the order and quoting of its <script async> attributes', () => {
    const html = exported('index.html');
    const reordered = html.replace(
      /<script src="([^"]+)" async=""><\/script>/g,
      '<script async id="_R_x" src=\'$1\'></script>',
    );
    expect(reordered).not.toBe(html);
    const result = transformed('index.html', reordered);
    expect(loaderScripts(result.html)).toEqual(loaderScripts(transformed('index.html').html));
  });

  it.each([
    ['the stylesheet row header ends one push and its text starts the next', 0],
    ['a push ends in the middle of the stylesheet', 5_000],
    ['every push is 1,000 characters', -1],
  ])('reads the flight data as one stream when %s', (_, into) => {
    const html = exported('index.html');
    const css = readElements(html).find((e) => e.tag === 'style' && e.attrs.has('data-href'))!.text;
    const header = `:T${Buffer.byteLength(css, 'utf8').toString(16)},`;
    const rechunked = rechunk(html, (text) => {
      if (into === -1)
        return Array.from({ length: Math.floor(text.length / 1000) }, (_, i) => (i + 1) * 1000);
      const at = text.indexOf(header + css) + header.length;
      return [at + into];
    });
    expect(stream(replayInline(rechunked))).toBe(stream(replayInline(html)));
    const css1 = dropCssCopyFromPayload(rechunked);
    expect(css1.copyLeft).toBe(false);
    expect(css1.copies).toBe(dropCssCopyFromPayload(html).copies);
    const result = transformed('index.html', rechunked);
    expect(stream(replay(result.flightScript))).toBe(
      stream(replay(transformed('index.html').flightScript)),
    );
  });
});

describe('when Next changes what it exports', () => {
  it('fails naming the transform, the page and the Next version when there is no <script async>', () => {
    const html = exported('index.html');
    const changed = html.replace(/ async=""/g, ' defer=""');
    expect(() => transformPage(changed, context('index.html'))).toThrow(TransformError);
    expect(() => transformPage(changed, context('index.html'))).toThrow(
      new RegExp(
        `^deferFrameworkScripts on index\\.html: found no <script src async> to defer, so nothing would load the flight data splitFlightData moved out \\(Next ${versions().next.replace(/\./g, '\\.')}\\)`,
      ),
    );
  });

  it('refuses a Next whose router does not replay a Back made before it starts', () => {
    const older = { ...context('index.html'), nextVersion: '16.3.8' };
    expect(() => transformPage(exported('index.html'), older)).toThrow(
      /^deferFrameworkScripts on index\.html: needs Next 16\.4 or newer, whose router replays a Back or Forward made before it starts/,
    );
  });

  it('fails when the flight data is written differently', () => {
    const changed = exported('index.html').replace(/self\.__next_f/g, 'self.__next_g');
    expect(() => transformPage(changed, context('index.html'))).toThrow(
      /^splitFlightData on index\.html: found no inline flight data/,
    );
  });

  it('fails when the flight data holds the stylesheet in a form it does not recognise', () => {
    const html = exported('index.html');
    const css = readElements(html).find((e) => e.tag === 'style' && e.attrs.has('data-href'))!.text;
    const length = Buffer.byteLength(css, 'utf8').toString(16);
    const changed = html.replace(`:T${length},`, `:T${length}x,`);
    expect(changed).not.toBe(html);
    expect(() => transformPage(changed, context('index.html'))).toThrow(
      /^dropCssCopyFromPayload on index\.html: the flight data still holds the stylesheet/,
    );
  });

  it('says the CSS transform is no longer needed once Next stops copying the stylesheet', () => {
    const { html: withoutCopy } = dropCssCopyFromPayload(exported('index.html'));
    const result = transformPage(withoutCopy, context('index.html'));
    expect(result.notices).toEqual([
      `dropCssCopyFromPayload on index.html: no longer needed, Next ${versions().next} no longer copies the inlined stylesheet into the page payload; remove the transform.`,
    ]);
    expect(result.report.join(' ')).not.toMatch(/CSS copy/);
  });

  it('reports when there is nothing to split or defer, instead of changing the page', () => {
    expect(splitFlightData('<body><h1>Hi</h1></body>')).toEqual({
      html: '<body><h1>Hi</h1></body>',
      script: null,
      pushes: 0,
    });
    expect(deferFrameworkScripts('<body><h1>Hi</h1></body>')).toEqual({
      html: '<body><h1>Hi</h1></body>',
      deferred: [],
    });
  });
});

describe('inlineHashes', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('base64');

  it('hashes executable inline scripts and styles, not external or JSON ones', () => {
    const html =
      '<style>a{color:red}</style><script>run()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="application/json">[]</script>' +
      '<script id="_R_">boot()</script><template><script>inTemplate()</script></template>';
    const { scripts, styles } = inlineHashes(html);
    expect([...scripts].sort()).toEqual([sha('run()'), sha('boot()'), sha('inTemplate()')].sort());
    expect([...styles]).toEqual([sha('a{color:red}')]);
  });

  it('refuses markup that only unsafe-inline could allow', () => {
    expect(() => inlineHashes('<div style="color:red"></div>')).toThrow(/style=/);
    expect(() => inlineHashes('<a ONCLICK="x()"></a>')).toThrow(/event handler/);
  });
});

it('adds the compile hint once', () => {
  const once = addCompileHint('push([1])');
  expect(once).toEqual({ source: '//# allFunctionsCalledOnLoad\npush([1])', added: true });
  expect(addCompileHint(once.source)).toEqual({ source: once.source, added: false });
});
