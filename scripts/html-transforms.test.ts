/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TransformError,
  addCompileHint,
  deferFrameworkScripts,
  dropCssCopyFromPayload,
  inlineHashes,
  loaderScripts,
  splitFlightData,
  transformPage,
} from './html-transforms.mjs';

// Pages exactly as `next build` of this project exported them (npm run fixtures:next).
const fixtures = join(__dirname, 'fixtures', 'next-output');
// A page for people, whose framework starts at the first interaction, and the not-found page.
const pages = ['index.html', '404.html'];
const exported = (page: string) => readFileSync(join(fixtures, page), 'utf8');
const versions = JSON.parse(readFileSync(join(fixtures, 'versions.json'), 'utf8'));

const context = (page: string, start: 'interaction' | 'paint' = 'interaction') => ({
  page,
  nextVersion: versions.next,
  start,
  flightUrl: () => '/_next/static/flight/data.js',
});

/** What the page's inline flight scripts push, run as the browser would run them. */
function replayInline(html: string) {
  const self: { __next_f?: unknown[] } = {};
  for (const [, body] of html.matchAll(/<script>((?:\(self|self)\.__next_f[\s\S]*?)<\/script>/g))
    new Function('self', body)(self);
  return self.__next_f;
}

/** Runs a page's loader against a stub window: which scripts it adds, and when. */
function runLoader(html: string) {
  const loader = /<script id="load-framework">(.*?)<\/script>/.exec(html)![1];
  const listeners = new Map<string, () => void>();
  const queue: (() => void)[] = [];
  const added: { src: string; async: boolean }[] = [];
  new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', loader)(
    {
      createElement: () => ({}),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    },
    (type: string, listener: () => void) => listeners.set(type, listener),
    (callback: () => void) => queue.push(callback),
    (callback: () => void) => queue.push(callback),
  );
  const drain = () => {
    while (queue.length) queue.shift()!();
  };
  return { listeners, added, drain };
}

it('has fixtures from the installed Next and React', () => {
  const installed = (name: string) =>
    JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version;
  expect(versions).toEqual({ next: installed('next'), react: installed('react') });
});

describe.each(pages)('the transforms on %s as Next exported it', (page) => {
  const html = exported(page);
  const start = page === '404.html' ? 'paint' : 'interaction';
  const result = transformPage(html, context(page, start));

  it('empties the stylesheet copy in the flight data, and the page keeps its <style>', () => {
    const css = dropCssCopyFromPayload(html);
    expect(css.copies).toBeGreaterThan(0);
    expect(css.emptied).toBeGreaterThan(10_000);
    expect(css.copyLeft).toBe(false);
    expect(result.report[0]).toMatch(/^\d CSS cop(y|ies) emptied \(\d+\.\d KB\)$/);
    expect(result.html).toContain('<style data-precedence="next" data-href=');
    expect(result.notices).toEqual([]);
  });

  it('moves every flight push into one script that replays them exactly', () => {
    const pushes = [...html.matchAll(/<script>\(?self\.__next_f/g)].length;
    expect(pushes).toBeGreaterThan(2);
    expect(result.html).not.toContain('__next_f');
    const self: { __next_f?: unknown[] } = {};
    new Function('self', result.flightScript)(self);
    expect(self.__next_f).toEqual(replayInline(dropCssCopyFromPayload(html).html));
    expect(result.report[1]).toMatch(
      new RegExp(`^${pushes} flight pushes → /_next/static/flight/`),
    );
  });

  it('loads the flight data, then every script Next marked async, only when it should', () => {
    const asyncScripts = [...html.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map(
      (m) => m[1],
    );
    expect(asyncScripts.length).toBeGreaterThan(4);
    expect(loaderScripts(result.html)).toEqual(['/_next/static/flight/data.js', ...asyncScripts]);
    expect(result.html).not.toMatch(/<script[^>]*\sasync|rel="preload" as="script"/);

    const { listeners, added, drain } = runLoader(result.html);
    if (start === 'paint') {
      expect(listeners.size).toBe(0);
    } else {
      expect([...listeners.keys()].sort()).toEqual(
        ['keydown', 'mousemove', 'pointerup', 'scrollend', 'touchend', 'wheel'].sort(),
      );
      drain();
      expect(added).toEqual([]);
      listeners.get('pointerup')!();
      listeners.get('keydown')!();
      expect(added).toEqual([]);
    }
    drain();
    expect(added).toEqual(loaderScripts(result.html).map((src) => ({ src, async: false })));
  });

  it('leaves nothing that only unsafe-inline could allow', () => {
    expect(() => inlineHashes(result.html)).not.toThrow();
  });
});

describe('when Next changes what it exports', () => {
  const html = exported('index.html');

  it('fails naming the transform, the page and the Next version when the async tags change', () => {
    const changed = html.replace(/<script src="([^"]+)" async="">/g, '<script async="" src="$1">');
    expect(() => transformPage(changed, context('index.html'))).toThrow(TransformError);
    expect(() => transformPage(changed, context('index.html'))).toThrow(
      new RegExp(
        `^deferFrameworkScripts on index\\.html: found no <script async> to defer, so nothing would load the flight data splitFlightData moved out \\(Next ${versions.next.replace(/\./g, '\\.')}\\)`,
      ),
    );
  });

  it('fails when the flight data is written differently', () => {
    const changed = html.replace(/self\.__next_f/g, 'self.__next_g');
    expect(() => transformPage(changed, context('index.html'))).toThrow(
      /^splitFlightData on index\.html: found no inline flight data/,
    );
  });

  it('fails when the flight data holds the stylesheet in a form it does not recognise', () => {
    const css = /<style data-precedence="next" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(
      html,
    )![1];
    const length = Buffer.byteLength(css, 'utf8').toString(16);
    const changed = html.replace(`:T${length},`, `:T${length}x,`);
    expect(changed).not.toBe(html);
    expect(() => transformPage(changed, context('index.html'))).toThrow(
      /^dropCssCopyFromPayload on index\.html: the flight data still holds the stylesheet/,
    );
  });

  it('says the CSS transform is no longer needed once Next stops copying the stylesheet', () => {
    const { html: withoutCopy } = dropCssCopyFromPayload(html);
    const result = transformPage(withoutCopy, context('index.html'));
    expect(result.notices).toEqual([
      `dropCssCopyFromPayload on index.html: no longer needed, Next ${versions.next} no longer copies the inlined stylesheet into the page payload; remove the transform.`,
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

  it('hashes executable inline scripts and styles, not external or JSON-LD ones', () => {
    const html =
      '<style>a{color:red}</style><script>run()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script id="_R_">boot()</script>';
    const { scripts, styles } = inlineHashes(html);
    expect([...scripts].sort()).toEqual([sha('run()'), sha('boot()')].sort());
    expect([...styles]).toEqual([sha('a{color:red}')]);
  });

  it('refuses markup that only unsafe-inline could allow', () => {
    expect(() => inlineHashes('<div style="color:red"></div>')).toThrow(/style=/);
    expect(() => inlineHashes('<a onclick="x()"></a>')).toThrow(/event handler/);
  });
});

it('adds the compile hint once', () => {
  const once = addCompileHint('push([1])');
  expect(once).toEqual({ source: '//# allFunctionsCalledOnLoad\npush([1])', added: true });
  expect(addCompileHint(once.source)).toEqual({ source: once.source, added: false });
});
