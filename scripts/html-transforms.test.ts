/** @jest-environment node */
import { createHash } from 'node:crypto';
import { deferFrameworkScripts, dropCssCopyFromPayload, inlineHashes } from './html-transforms.mjs';

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

describe('deferFrameworkScripts', () => {
  const page =
    '<head><link rel="preload" as="script" fetchPriority="low" href="/b.js"/>' +
    '<script src="/a.js" async=""></script><script src="/legacy.js" noModule=""></script></head>' +
    '<body><h1>Hi</h1><script src="/b.js" async=""></script></body>';

  it('moves async scripts into one loader that starts them after the first paint', () => {
    const html = deferFrameworkScripts(page);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<script src="/legacy.js" noModule=""></script>');
    expect(html).toMatch(
      /<script id="load-framework">.*var s=\["\/a\.js","\/b\.js"\].*requestAnimationFrame.*<\/script><\/body>/,
    );
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
