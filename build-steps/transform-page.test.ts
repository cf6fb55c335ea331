/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readElements } from './page.ts';
import {
  capturedPages,
  exported,
  replay,
  replayInline,
  stream,
  transformed,
  versions,
} from './fixtures/next-output';
import { inlineHashes } from '../hosting/headers.ts';
import { loaderScripts } from './transforms/framework-scripts.ts';

it('has fixtures from the installed Next and React', () => {
  const installed = (name: string) =>
    JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version;
  const captured = versions();
  const now = { next: installed('next'), react: installed('react') };
  // An update pull request stops here first, with what to do (docs/upgrading-next.md).
  if (captured.next !== now.next || captured.react !== now.react)
    throw new Error(
      `The transforms' fixtures come from Next ${captured.next} and React ${captured.react}, but ` +
        `Next ${now.next} and React ${now.react} are installed: run npm run fixtures:next, which ` +
        'tests the transforms on the new output and replaces the fixtures only if they pass.',
    );
});

describe.each(capturedPages)('every transform on %s as Next exported it', (name) => {
  it('reports each transform in order, with nothing to notice', () => {
    const result = transformed(exported(name), { page: name });
    expect(result.report.map((line) => line.replace(/\d+(\.\d+)?/g, 'N'))).toEqual([
      'N CSS copies emptied (N KB)',
      'stylesheet N KB → N KB (the rules this page uses)',
      "N flight pushes and Turbopack's bootstrap → /_next/static/flight/data.js (N KB)",
      `N scripts deferred to the first ${name === '404.html' ? 'paint' : 'interaction'}`,
      'CSP meta (N script, N style hashes)',
    ]);
    expect(result.notices).toEqual([]);
  });

  it('starts the default policy, then the flight data, then the framework', () => {
    const result = transformed(exported(name), { page: name });
    expect(result.started).toEqual(loaderScripts(result.html));
    expect(result.started.slice(0, 2)).toEqual([
      '/_next/static/trusted-types/policy.js',
      result.flightSrc,
    ]);
    expect(stream(replay(result.flightScript)).length).toBeLessThan(
      stream(replayInline(exported(name))).length,
    );
  });

  it('returns the hashes of what the finished page runs inline', () => {
    const result = transformed(exported(name), { page: name });
    expect(result.hashes).toEqual(inlineHashes(result.html));
  });

  it('changes nothing else: every byte outside what it moves is as Next wrote it', () => {
    const html = exported(name);
    const result = transformed(html, { page: name });
    const elements = readElements(html);
    const moved = elements.filter(
      (e) =>
        (e.tag === 'script' &&
          (e.text.includes('self.__next_f') ||
            e.text.includes('TURBOPACK') ||
            e.attrs.has('async') ||
            e.attrs.has('nomodule'))) ||
        (e.tag === 'link' && e.attrs.get('as') === 'script'),
    );
    const style = elements.find((e) => e.tag === 'style')!;
    const trimmed = readElements(result.html).find((e) => e.tag === 'style')!.text;
    expect(trimmed.length).toBeLessThan(style.text.length);
    let rest = html;
    for (const e of [...moved, style].sort((a, b) => b.start - a.start))
      rest =
        e === style
          ? rest.slice(0, e.textStart) + trimmed + rest.slice(e.textEnd)
          : rest.slice(0, e.start) + rest.slice(e.end);
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
});
