/** @jest-environment node */
import { readElements } from '../page.ts';
import { asyncScripts, capturedPages, exported, page } from '../fixtures/next-output';
import { deferFrameworkScripts, frameworkData, loaderScripts } from './framework-scripts.ts';

const startOf = (name: string) => (name === '404.html' ? 'paint' : 'interaction');
/** As the build emits them: the page's own framework scripts, and another page's. */
const emitted = (html: string) => [...asyncScripts(html), '/_next/static/chunks/another-page.js'];
const deferred = (name: string, html = exported(name)) => {
  const read = page(name, html);
  const result = deferFrameworkScripts(read, {
    first: ['/_next/static/flight/data.js'],
    start: startOf(name),
    emitted: emitted(html),
    stylesheet: '/_next/static/chunks/site.css',
  });
  return { ...result, html: read.toString() };
};

describe.each(capturedPages)('on %s as Next exported it', (name) => {
  it('lists the flight data, then every script Next marked async, for the loader to start', () => {
    const html = exported(name);
    const scripts = asyncScripts(html);
    expect(scripts.length).toBeGreaterThan(4);
    const result = deferred(name);
    expect(result.deferred).toEqual(scripts);
    expect(frameworkData(result.html)).toEqual({
      load: ['/_next/static/flight/data.js', ...scripts],
      start: startOf(name),
      stylesheet: '/_next/static/chunks/site.css',
    });
    expect(loaderScripts(result.html)).toEqual(['/_next/static/flight/data.js', ...scripts]);
    expect(result.report).toBe(
      `${scripts.length} scripts deferred to ${name === '404.html' ? 'the first paint' : 'the first interaction'}`,
    );
  });

  it('writes its list as data, which runs nothing, at the end of the body', () => {
    const { html } = deferred(name);
    const list = readElements(html).find((e) => e.attrs.get('id') === 'framework-scripts')!;
    expect(list.attrs.get('type')).toBe('application/json');
    expect(html.slice(list.end)).toMatch(/^<\/body>/);
  });
});

it('defers the framework whatever the order and quoting of its <script async> attributes', () => {
  const html = exported('index.html');
  const reordered = html.replace(
    /<script src="([^"]+)" async=""><\/script>/g,
    '<script async id="_R_x" src=\'$1\'></script>',
  );
  expect(reordered).not.toBe(html);
  expect(loaderScripts(deferred('index.html', reordered).html)).toEqual(
    loaderScripts(deferred('index.html').html),
  );
});

it('fails when the page has no loader to read its list', () => {
  const changed = exported('index.html').replace(/"framework-scripts"/g, '"other"');
  expect(() => deferred('index.html', changed)).toThrow(
    /^deferFrameworkScripts on index\.html: the page has no framework loader/,
  );
});
