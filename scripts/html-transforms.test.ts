/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TransformError,
  addCompileHint,
  frameworkData,
  inlineHashes,
  loaderScripts,
  readElements,
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
  policy: ({ scripts, styles }: { scripts: Set<string>; styles: Set<string> }) =>
    `script-src ${[...scripts].sort().join(' ')}; style-src ${[...styles].sort().join(' ')}`,
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

const styleText = (html: string) =>
  readElements(html).find((e) => e.tag === 'style' && e.attrs.has('data-href'))!.text;
/** The stylesheet's copy in the flight data: a text row of its length in bytes, in hex. */
const cssRow = (css: string) => `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`;
/** The stream with every copy of the stylesheet emptied, as React should read it. */
const withoutCopies = (html: string) =>
  stream(replayInline(html))
    .split(cssRow(styleText(html)))
    .join(':T0,');

/** The page with its flight stream rewritten into the given pieces, one push each. */
function rewriteFlight(html: string, pieces: (stream: string) => string[]) {
  const elements = readElements(html);
  const flight = elements.filter((e) => e.tag === 'script' && e.text.includes('self.__next_f'));
  const pushes = pieces(stream(replayInline(html))).map(
    (piece) =>
      `<script>self.__next_f.push(${JSON.stringify([1, piece]).replace(/</g, '\\u003c')})</script>`,
  );
  const [first] = flight.filter((e) => !e.text.includes('push([1'));
  const last = flight.at(-1)!;
  return `${html.slice(0, first.end)}${pushes.join('')}${html.slice(last.end)}`;
}

/** The page with its flight pushes re-chunked: the same stream, cut at other places. */
function rechunk(html: string, cut: (stream: string) => number[]) {
  return rewriteFlight(html, (text) => {
    const cuts = [0, ...cut(text), text.length];
    return cuts.slice(1).map((end, i) => text.slice(cuts[i], end));
  });
}

it('has fixtures from the installed Next and React', () => {
  const installed = (name: string) =>
    JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version;
  expect(versions()).toEqual({ next: installed('next'), react: installed('react') });
});

describe.each(pages)('the transforms on %s as Next exported it', (page) => {
  it('empties the stylesheet copy in the flight data, and the page keeps its <style>', () => {
    const html = exported(page);
    const css = styleText(html);
    expect(stream(replayInline(html))).toContain(cssRow(css));
    const result = transformed(page);
    const [, copies, emptied] = /^(\d) CSS cop(?:y|ies) emptied \((\d+\.\d) KB\)$/.exec(
      result.report[0],
    )!;
    expect(Number(emptied) * 1024).toBeCloseTo(Number(copies) * Buffer.byteLength(css, 'utf8'), -2);
    expect(Number(emptied)).toBeGreaterThan(10);
    expect(stream(replay(result.flightScript))).not.toContain(css.slice(0, 200));
    expect(result.html).toContain('<style data-precedence="next" data-href=');
    expect(result.notices).toEqual([]);
  });

  it('moves every flight push into one script that replays them exactly', () => {
    const html = exported(page);
    const result = transformed(page);
    expect(result.html).not.toContain('__next_f');
    const pushes = replay(result.flightScript);
    expect(pushes.length).toBeGreaterThan(2);
    expect(stream(pushes)).toBe(withoutCopies(html));
    expect(pushes.filter(([kind]) => kind !== 1)).toEqual(
      replayInline(html).filter(([kind]) => kind !== 1),
    );
    expect(result.report[1]).toMatch(
      new RegExp(`^${pushes.length} flight pushes → /_next/static/flight/`),
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
    const ownHashes = ownScripts.map((e) => createHash('sha256').update(e.text).digest('base64'));
    expect(inlineHashes(result.html).scripts).toEqual(new Set(ownHashes));
    expect(result.hashes).toEqual(inlineHashes(result.html));
  });

  it('puts the policy for what the page runs inline right after its charset', () => {
    const result = transformed(page);
    const { scripts, styles } = inlineHashes(result.html);
    const [charset, csp] = readElements(result.html).filter((e) => e.tag === 'meta');
    expect(charset.attrs.has('charset')).toBe(true);
    expect(csp.start).toBe(charset.end);
    expect(csp.attrs.get('http-equiv')).toBe('Content-Security-Policy');
    expect(csp.attrs.get('content')).toBe(context(page).policy({ scripts, styles }));
    expect(result.report.at(-1)).toBe(
      `CSP meta (${scripts.size} script, ${styles.size} style hashes)`,
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
    const added = readElements(result.html).filter(
      (e) =>
        e.attrs.get('id') === 'framework-scripts' ||
        e.attrs.get('http-equiv') === 'Content-Security-Policy',
    );
    expect(added).toHaveLength(2);
    let left = result.html;
    for (const e of [...added].reverse()) left = left.slice(0, e.start) + left.slice(e.end);
    expect(left).toBe(rest);
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
    const css = styleText(html);
    const header = `:T${Buffer.byteLength(css, 'utf8').toString(16)},`;
    const rechunked = rechunk(html, (text) => {
      if (into === -1)
        return Array.from({ length: Math.floor(text.length / 1000) }, (_, i) => (i + 1) * 1000);
      const at = text.indexOf(header + css) + header.length;
      return [at + into];
    });
    expect(stream(replayInline(rechunked))).toBe(stream(replayInline(html)));
    const result = transformed('index.html', rechunked);
    expect(result.report[0]).toBe(transformed('index.html').report[0]);
    expect(stream(replay(result.flightScript))).toBe(withoutCopies(html));
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
    const css = styleText(html);
    const length = Buffer.byteLength(css, 'utf8').toString(16);
    const changed = html.replace(`:T${length},`, `:T${length}x,`);
    expect(changed).not.toBe(html);
    expect(() => transformPage(changed, context('index.html'))).toThrow(
      /^dropCssCopyFromPayload on index\.html: the flight data still holds the stylesheet/,
    );
  });

  it('says the CSS transform is no longer needed once Next stops copying the stylesheet', () => {
    const withoutCopy = rewriteFlight(exported('index.html'), (text) => [
      text.split(cssRow(styleText(exported('index.html')))).join(':T0,'),
    ]);
    const result = transformPage(withoutCopy, context('index.html'));
    expect(result.notices).toEqual([
      `dropCssCopyFromPayload on index.html: no longer needed, Next ${versions().next} no longer copies the inlined stylesheet into the page payload; remove the transform.`,
    ]);
    expect(result.report.join(' ')).not.toMatch(/CSS copy/);
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
