/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { framework, type FrameworkData } from './framework.ts';
import { frameworkLoaderScript } from './framework-loader-script.ts';
import { hostileScriptUrls } from './hostile-script-urls.ts';

type Rules = { createScriptURL(url: string): string | null };

const origin = 'https://www.example.test';
/** What the loader's own policy throws (a TypeError of the page's own realm). */
const REFUSED = /^Trusted Types: /;
const emitted = ['/_next/static/chunks/a1b2c3.js', '/_next/static/chunks/turbopack-d4e5.js'];
const data: FrameworkData = {
  load: ['/_next/static/trusted-types/4567ef.js', '/_next/static/flight/0123abcd.js', ...emitted],
  start: 'interaction',
  stylesheet: '/_next/static/chunks/0a1b2c.css',
};
const block = (list: unknown) =>
  `<script type="application/json" id="${framework.dataId}">${JSON.stringify(list)}</script>`;

/** A page with the loader inline in its body, in a fresh jsdom, with a Trusted Types stand-in. */
function page(body: string, { trustedTypes = true } = {}) {
  const dom = new JSDOM(`<!doctype html><body><h1>Hi</h1>${body}</body>`, {
    url: `${origin}/privacy-policy?gclid=x`,
    runScripts: 'outside-only',
    pretendToBeVisual: true,
  });
  const policies = new Map<string, Rules>();
  if (trustedTypes)
    Object.assign(dom.window, {
      trustedTypes: {
        createPolicy(name: string, rules: Rules) {
          policies.set(name, rules);
          // A TrustedScriptURL: it reads as the URL its policy gave.
          return {
            createScriptURL(url: string) {
              const value = rules.createScriptURL(url);
              return { toString: () => value };
            },
          };
        },
      },
    });
  dom.window.eval(frameworkLoaderScript);
  const inHead = (selector: string, attribute: string) =>
    [...dom.window.document.head.querySelectorAll(selector)].map((e) => e.getAttribute(attribute));
  const added = () => inHead('script', 'src');
  const stylesheets = () => inHead('link[rel="stylesheet"]', 'href');
  /** Runs every frame and task the page has queued, until none is left. */
  const settle = async () => {
    for (let i = 0; i < 4 * data.load.length; i += 1)
      await new Promise((done) => dom.window.setTimeout(done, 20));
  };
  return { window: dom.window, policies, added, stylesheets, settle };
}

describe('the framework loader', () => {
  it('starts nothing before the first interaction, then the stylesheet and each listed script, in order, once', async () => {
    const { window, added, stylesheets, settle } = page(block(data));
    await settle();
    expect([added(), stylesheets()]).toEqual([[], []]);
    for (const type of ['pointerup', 'keydown', 'wheel'])
      window.dispatchEvent(new window.Event(type));
    await settle();
    expect([added(), stylesheets()]).toEqual([data.load, [data.stylesheet]]);
    const scripts = [...window.document.head.querySelectorAll('script')];
    expect(scripts.every((s) => s.async === false)).toBe(true);
  });

  it.each(framework.interactionEvents)('counts %s as the first interaction', async (type) => {
    const { window, added, settle } = page(block(data));
    window.dispatchEvent(new window.Event(type));
    await settle();
    expect(added()).toEqual(data.load);
  });

  it('starts unprompted after the first frame on a page whose list says so, once even if the visitor interacts first', async () => {
    const { window, added, stylesheets, settle } = page(block({ ...data, start: 'paint' }));
    window.dispatchEvent(new window.Event('pointerup'));
    await settle();
    expect([added(), stylesheets()]).toEqual([data.load, [data.stylesheet]]);
  });

  it.each([
    ['no list (the development server)', '', {}, []],
    ['two lists (one of them written by someone else)', block(data) + block(data), {}, []],
    [
      'no Trusted Types in the browser (plain URLs)',
      block(data),
      { trustedTypes: false },
      data.load,
    ],
  ])('with %s, starts what the page lists', async (_, body, options, expected) => {
    const { window, added, settle } = page(body, options);
    window.dispatchEvent(new window.Event('pointerup'));
    await settle();
    expect(added()).toEqual(expected);
  });

  it("takes a mousemove that moved nothing for the browser's own, and the next real one as the visitor's", async () => {
    const { window, added, settle } = page(block(data));
    // jsdom has no movementX or movementY: the event carries them as Chromium's do.
    const move = (x: number, y: number) =>
      window.dispatchEvent(
        Object.assign(new window.Event('mousemove'), { movementX: x, movementY: y }),
      );
    move(0, 0);
    await settle();
    expect(added()).toEqual([]);
    move(0, 2);
    await settle();
    expect(added()).toEqual(data.load);
  });
});

describe('its Trusted Types policy', () => {
  const rules = (body = block(data)) => page(body).policies.get(framework.trustedTypesPolicies[0])!;

  it('is its own, the first the Content-Security-Policy names, the only one, and only for script URLs', () => {
    const policies = [...page(block(data)).policies].map(([name, r]) => [name, Object.keys(r)]);
    expect(policies).toEqual([[framework.trustedTypesPolicies[0], ['createScriptURL']]]);
  });

  it("accepts exactly the page's list, as the page lists it", () => {
    for (const url of data.load) {
      expect(rules().createScriptURL(url)).toBe(url);
      expect(rules().createScriptURL(`${origin}${url}`)).toBe(url);
    }
  });

  it.each(hostileScriptUrls)('refuses %s as a script URL', (url) => {
    expect(() => rules().createScriptURL(url)).toThrow(REFUSED);
  });

  it('refuses every script URL on a page without a list', () => {
    expect(() => rules('').createScriptURL(data.load[0])).toThrow(REFUSED);
  });
});
