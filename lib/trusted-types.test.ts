/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { framework } from './framework.ts';
import { defaultPolicyScript } from './trusted-types.ts';
import { hostileScriptUrls } from './hostile-script-urls.ts';

type Rules = {
  createScriptURL(url: string): string | null;
  createHTML(html: string): string | null;
};

const origin = 'https://www.example.test';
const emitted = ['/_next/static/chunks/a1b2c3.js', '/_next/static/chunks/turbopack-d4e5.js'];

/** The default policy's script run in a page of its own, with a Trusted Types stand-in. */
function defaultPolicy() {
  const dom = new JSDOM('<!doctype html><body></body>', {
    url: `${origin}/privacy-policy`,
    runScripts: 'outside-only',
  });
  const policies = new Map<string, Rules>();
  Object.assign(dom.window, {
    trustedTypes: { createPolicy: (name: string, rules: Rules) => policies.set(name, rules) },
  });
  dom.window.eval(defaultPolicyScript(emitted));
  return policies;
}

it('makes the default policy, the second the Content-Security-Policy names, and no other', () => {
  expect([...defaultPolicy().keys()]).toEqual([framework.trustedTypesPolicies[1]]);
});

const rules = () => defaultPolicy().get(framework.trustedTypesPolicies[1])!;

it("accepts the build's own framework files as script URLs, as the page names them", () => {
  for (const url of emitted) {
    expect(rules().createScriptURL(url)).toBe(url);
    expect(rules().createScriptURL(`${origin}${url}`)).toBe(url);
  }
});

// It answers null, and the browser reports the violation and throws.
it.each([...hostileScriptUrls, '/_next/static/flight/0123abcd.js'])(
  'refuses %s as a script URL',
  (url) => {
    expect(rules().createScriptURL(url)).toBeNull();
  },
);

it('converts no script text, and as HTML only what cannot carry markup', () => {
  expect(Object.keys(rules())).not.toContain('createScript');
  const html = rules().createHTML;
  expect(html('<script></script>')).toBe('<script></script>');
  expect(html('{"@context":"https://schema.org","name":"a \\u003c b"}')).toBe(
    '{"@context":"https://schema.org","name":"a \\u003c b"}',
  );
  for (const markup of [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<script></script><img src=x onerror=alert(1)>',
    'text <b>bold</b>',
  ])
    expect(html(markup)).toBeNull();
});
