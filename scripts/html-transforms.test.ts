/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  deferFrameworkScripts,
  dropCssCopyFromPayload,
  inlineHashes,
  splitFlightData,
} from './html-transforms.mjs';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');

describe('inlineHashes', () => {
  it('hashes executable inline scripts and styles, not external or JSON-LD ones', () => {
    const html =
      '<style>a{color:red}</style><script>run()</script><script src="/x.js" async=""></script>' +
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

describe('splitFlightData', () => {
  const page =
    '<body><h1>Hi</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"0:\\u003cb\\u003e"])</script><script>keep()</script></body>';

  it('moves every flight push, in order, into one script and leaves other scripts', () => {
    const { html, script } = splitFlightData(page);
    expect(html).toBe('<body><h1>Hi</h1><script>keep()</script></body>');
    expect(script).toBe(
      '(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"0:\\u003cb\\u003e"]);\n',
    );
  });

  it('replays the pushes exactly as the inline scripts did', () => {
    const self: { __next_f?: unknown[] } = {};
    new Function('self', splitFlightData(page).script!)(self);
    expect(self.__next_f).toEqual([[0], [1, '0:<b>']]);
  });

  it('returns no script for a page without flight data', () => {
    expect(splitFlightData('<body><h1>Hi</h1></body>')).toEqual({
      html: '<body><h1>Hi</h1></body>',
      script: null,
    });
  });
});

describe('deferFrameworkScripts', () => {
  const page =
    '<head><link rel="preload" as="script" fetchPriority="low" href="/b.js"/>' +
    '<script src="/a.js" async=""></script><script src="/legacy.js" noModule=""></script></head>' +
    '<body><h1>Hi</h1><script src="/b.js" async=""></script></body>';

  /** Runs the loader against a stub window and reports which scripts it appended, and when. */
  function runLoader(html: string) {
    const loader = /<script id="load-framework">(.*)<\/script><\/body>/.exec(html)![1];
    const listeners = new Map<string, () => void>();
    const frames: (() => void)[] = [];
    const appended: { src: string; async: boolean }[] = [];
    const fakeDocument = {
      createElement: () => ({}) as { src: string; async: boolean },
      head: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
    };
    new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', loader)(
      fakeDocument,
      (type: string, fn: () => void) => listeners.set(type, fn),
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => frames.push(fn),
    );
    return { listeners, frames, appended };
  }

  it('moves async scripts into one loader that starts them, in order, at the first interaction', () => {
    const html = deferFrameworkScripts(page, { first: ['/flight.js'] });
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<script src="/legacy.js" noModule=""></script>');

    const { listeners, frames, appended } = runLoader(html);
    expect(frames).toEqual([]);
    expect([...listeners.keys()]).toEqual(
      expect.arrayContaining(['pointerup', 'touchend', 'keydown', 'scrollend']),
    );
    expect(appended).toEqual([]);
    listeners.get('scrollend')!();
    listeners.get('pointerup')!();
    expect(appended).toEqual([]);
    while (frames.length) frames.shift()!();
    expect(appended).toEqual([
      { src: '/flight.js', async: false },
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  it("starts after the first frame, without waiting for anyone, with start 'paint'", () => {
    const { listeners, frames, appended } = runLoader(
      deferFrameworkScripts(page, { start: 'paint' }),
    );
    expect(listeners.size).toBe(0);
    expect(appended).toEqual([]);
    while (frames.length) frames.shift()!();
    expect(appended.map((e) => e.src)).toEqual(['/a.js', '/b.js']);
  });

  it('is idempotent and leaves pages without scripts alone', () => {
    const once = deferFrameworkScripts(page);
    expect(deferFrameworkScripts(once)).toBe(once);
    expect(deferFrameworkScripts('<body><h1>Hi</h1></body>')).toBe('<body><h1>Hi</h1></body>');
  });
});

describe('dropCssCopyFromPayload', () => {
  const css = 'a{color:red}.é{x:y}';
  const bytes = Buffer.byteLength(css).toString(16);
  const push = (data: string) =>
    `<script>self.__next_f.push(${JSON.stringify([1, data]).replace(/</g, '\\u003c')})</script>`;
  const page = `<style data-precedence="next" data-href="/s.css">${css}</style>${push(`1:"x"\n2:T${bytes},${css}3:["$","p",null,{"children":"<b>"}]\n`)}`;

  it('empties the stylesheet text in the payload and keeps every other row', () => {
    const html = dropCssCopyFromPayload(page);
    const data = JSON.parse(/push\((.*)\)<\/script>/.exec(html)![1])[1];
    expect(data).toBe('1:"x"\n2:T0,3:["$","p",null,{"children":"<b>"}]\n');
    expect(html).toContain('\\u003cb\\u003e');
    expect(html).not.toContain('<b>');
    expect(html).toContain(`<style data-precedence="next" data-href="/s.css">${css}</style>`);
  });

  it('changes nothing when the payload does not hold the CSS in one piece', () => {
    const split = `<style data-precedence="next" data-href="/s.css">${css}</style>${push(`2:T${bytes},a{co`)}${push('lor:red}')}`;
    expect(dropCssCopyFromPayload(split)).toBe(split);
  });
});
