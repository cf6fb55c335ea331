/** @jest-environment node */
import postcss from 'postcss';
import { capturedPages, exported, page, styleText } from '../fixtures/next-output';
import { pageStylesheet, trimStylesheet } from './page-stylesheet.ts';

/** The rules a stylesheet holds, one entry per selector, inside their at-rules. */
const rules = (css: string) => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const within: string[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
      within.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
    for (const selector of rule.selectors) found.push([...within, selector].join(' › '));
  });
  return found;
};

const html = `<!doctype html><html><head></head><body>
  <main class="card"><a class="button" href="/x">Go</a><ul><li>One</li></ul>
  <div data-state="hidden" class="data-[state=shown]:block"></div></main></body></html>`;

describe('pageStylesheet', () => {
  it('keeps the rules that can apply to the page, in their order, and drops the rest', () => {
    const css = '.card{padding:1rem}.dialog{padding:2rem}.button{color:red}form{margin:0}';
    expect(pageStylesheet(css, html)).toBe('.card{padding:1rem}.button{color:red}');
  });

  it('keeps what a state, a person or a script can make apply later', () => {
    const css = [
      '.button:hover{color:blue}',
      '.button:focus-visible{outline:2px solid}',
      '.card::before{content:""}',
      '.data-\\[state\\=shown\\]\\:block[data-state=shown]{display:block}',
      'html:has([data-sticky-bar]){scroll-padding:1rem}',
      ':where(ul>:not(:last-child)){margin:0}',
      '@media (forced-colors:active){.card{border:1px solid}}',
      '@media print{a[href^=http]:after{content:attr(href)}}',
    ].join('');
    expect(rules(pageStylesheet(css, html))).toEqual(rules(css));
  });

  it('drops a selector that can never match from its list, and what only form controls have', () => {
    const css =
      'h1,h2,a{margin:0}::placeholder{opacity:1}input::placeholder{color:gray}' +
      'button,input,::file-selector-button{font:inherit}';
    expect(pageStylesheet(css, html)).toBe('a{margin:0}');
  });

  it('keeps the custom properties, @property rules and keyframes the kept rules use', () => {
    const css =
      ':root{--blue:#00f;--red:#f00;--spin:spin 1s;--used:var(--blue)}' +
      '@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}' +
      '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}' +
      '.card{color:var(--used);animation:var(--spin);--tw-x:1}.dialog{color:var(--red);--tw-y:1}';
    expect(pageStylesheet(css, html)).toBe(
      ':root{--blue:#00f;--spin:spin 1s;--used:var(--blue)}' +
        '@property --tw-x{syntax:"*";inherits:false}' +
        '@keyframes spin{to{rotate:1turn}}' +
        '.card{color:var(--used);animation:var(--spin);--tw-x:1}',
    );
  });

  it('keeps every cascade layer in its place, even one left empty', () => {
    const css =
      '@layer theme{.dialog{color:red}}@layer components;@layer utilities{.card{color:blue}}';
    expect(pageStylesheet(css, html)).toBe(
      '@layer theme;@layer components;@layer utilities{.card{color:blue}}',
    );
  });
});

describe.each(capturedPages)('trimStylesheet on %s as Next exported it', (name) => {
  it("inlines part of the whole stylesheet, and names the whole one's address", () => {
    const read = page(name);
    const { href, report } = trimStylesheet(read);
    expect(href).toMatch(/^\/_next\/static\/chunks\/[^/]+\.css$/);
    const inlined = styleText(read.toString());
    expect(inlined.length).toBeLessThan(styleText(exported(name)).length * 0.9);
    const whole = new Set(rules(styleText(exported(name))));
    expect(rules(inlined).filter((rule) => !whole.has(rule))).toEqual([]);
    expect(report).toMatch(/^stylesheet [\d.]+ KB → [\d.]+ KB \(the rules this page uses\)$/);
  });
});
