import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesFor, pages as githubPages } from '../hosting/deploy.ts';
import { checks } from '../hosting/promises.ts';
import { hostConfigFiles } from '../hosting/render.ts';
import { cleanUrlRedirects, exportedFile, pagePaths } from '../lib/routes.ts';
import { out, outFiles } from './support/out-files';

// GitHub Pages runs nowhere but on GitHub, so the tree it publishes is resolved here by the rules
// GitHub documents, as its servers are measured to apply them (github.com/slorber/trailing-slash-
// guide): a path that names a file is that file; a path without a trailing slash is otherwise the
// file with .html added, or, if it names a folder, a redirect to the folder's name with a slash;
// a path with a trailing slash is the folder's index.html; anything else is 404.html, with 404.
// A deploy from a branch runs Jekyll first unless .nojekyll is there, and Jekyll leaves out every
// file and folder whose name starts with _ (so _next/). The Actions deploy
// (actions/upload-pages-artifact) uploads no file or folder whose name starts with a dot.

type Tree = { files: Set<string>; folders: Set<string> };

function tree(files: string[]): Tree {
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return { files: new Set(files), folders };
}

/** What a deploy from a branch publishes: the folder the deploy stages for Pages. */
const branchDeploy = () => tree(filesFor(outFiles(), githubPages));

/** What the Actions deploy publishes: the same folder, without what starts with a dot. */
const actionsDeploy = () =>
  tree(
    filesFor(outFiles(), githubPages).filter(
      (file) => !file.split('/').some((part) => part.startsWith('.')),
    ),
  );

type Answer = { status: number; file?: string; location?: string };

function answer({ files, folders }: Tree, path: string): Answer {
  const name = decodeURIComponent(path).slice(1);
  const notFound = { status: 404, file: '404.html' };
  if (path.endsWith('/'))
    return files.has(`${name}index.html`) ? { status: 200, file: `${name}index.html` } : notFound;
  if (files.has(name)) return { status: 200, file: name };
  if (files.has(`${name}.html`)) return { status: 200, file: `${name}.html` };
  if (folders.has(name)) return { status: 301, location: `${path}/` };
  return notFound;
}

const html = (file: string) => readFileSync(join(out, file), 'utf8');

test('a deploy from a branch keeps _next/ with .nojekyll, and every page finds all it loads there', () => {
  for (const published of [branchDeploy(), actionsDeploy()]) {
    for (const page of pagePaths) {
      const file = exportedFile(page);
      const loads = [...html(file).matchAll(/["'(](\/_next\/[^"'()\s]+)["')]/g)].map((m) => m[1]);
      expect(loads.length, page).toBeGreaterThan(0);
      for (const path of loads)
        expect(answer(published, path), `${path}, from ${page}`).toEqual({
          status: 200,
          file: path.slice(1),
        });
    }
  }
  expect(branchDeploy().files.has('.nojekyll')).toBe(true);
});

test(`every page answers 200 from its own file at its clean URL: no folder shadows a page ${checks('cleanUrls')}`, () => {
  for (const published of [branchDeploy(), actionsDeploy()]) {
    for (const page of pagePaths) {
      expect(answer(published, page), page).toEqual({ status: 200, file: exportedFile(page) });
      expect(published.folders.has(page.slice(1)), `a folder named ${page}`).toBe(false);
    }
    // What GitHub Pages does with the variants (its stated exception): the .html form (and /index)
    // is the page itself, whose canonical link names the clean URL; the trailing-slash form is 404.
    for (const [from, to] of cleanUrlRedirects) {
      const served = answer(published, from);
      if (from.endsWith('/')) expect(served, from).toEqual({ status: 404, file: '404.html' });
      else {
        expect(served, from).toEqual({ status: 200, file: exportedFile(to) });
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html(served.file!))?.[1];
        expect(canonical && new URL(canonical).pathname, from).toBe(to);
      }
    }
  }
});

test(`an unknown path, and /_not-found, answer 404 with the not-found page ${checks('notFound')}`, () => {
  for (const published of [branchDeploy(), actionsDeploy()])
    for (const path of [
      '/missing-page',
      '/_not-found',
      '/privacy-policy/more',
      '/_next/missing.js',
    ])
      expect(answer(published, path), path).toEqual({ status: 404, file: '404.html' });
  expect(html('404.html')).toMatch(/<meta name="robots" content="noindex"/);
});

test(`GitHub Pages publishes no host's config: the Actions deploy none, a branch deploy only .nojekyll ${checks('noConfigServed')}`, () => {
  const configs = Object.keys(hostConfigFiles);
  expect(configs.filter((file) => answer(actionsDeploy(), `/${file}`).status === 200)).toEqual([]);
  expect(configs.filter((file) => answer(branchDeploy(), `/${file}`).status === 200)).toEqual([
    '.nojekyll',
  ]);
  expect(readFileSync(join(out, '.nojekyll'), 'utf8')).toBe('');
});

test(`with no header of ours on GitHub Pages, each page carries its Content-Security-Policy in a <meta> ${checks('headers')}`, () => {
  for (const page of pagePaths) {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      html(exportedFile(page)),
    )?.[1];
    expect(meta, page).toMatch(/^default-src 'none';/);
    // A <meta> policy cannot hold frame-ancestors: the browser ignores it there (the exception).
    expect(meta, page).not.toContain('frame-ancestors');
  }
});
