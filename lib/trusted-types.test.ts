/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { framework } from './framework.ts';
import { defaultPolicyScript } from './trusted-types.ts';
import { hostileScriptUrls } from './hostile-script-urls.ts';

type Rules = Record<'createScriptURL' | 'createHTML', (text: string) => string | null>;

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
  const policies = [...defaultPolicy()].map(([name, rules]) => [name, Object.keys(rules)]);
  // No createScript: it converts no script text.
  expect(policies).toEqual([
    [framework.trustedTypesPolicies[1], ['createScriptURL', 'createHTML']],
  ]);
});

const rules = () => defaultPolicy().get(framework.trustedTypesPolicies[1])!;

it("accepts the build's own framework files as script URLs, as the page names them", () => {
  for (const url of emitted) {
    expect(rules().createScriptURL(url)).toBe(url);
    expect(rules().createScriptURL(`${origin}${url}`)).toBe(url);
  }
});

// It answers null, and the browser reports the violation and throws. A page's flight data is on
// the page's list, but is no framework file.
const flight = '/_next/static/flight/0123abcd.js';
it.each([...hostileScriptUrls, flight])('refuses %s as a script URL', (url) => {
  expect(rules().createScriptURL(url)).toBeNull();
});

it('converts as HTML only what cannot carry markup', () => {
  const html = rules().createHTML;
  const jsonLd = '{"@context":"https://schema.org","name":"a \\u003c b"}';
  for (const text of ['<script></script>', jsonLd]) expect(html(text)).toBe(text);
  for (const markup of [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<script></script><img src=x onerror=alert(1)>',
    'text <b>bold</b>',
  ])
    expect(html(markup)).toBeNull();
});
