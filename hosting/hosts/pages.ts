// GitHub Pages: out/.nojekyll, the empty file that keeps a deploy from a branch from running Jekyll,
// which would leave out every folder whose name starts with _ (so _next/). GitHub Pages runs nowhere
// but on GitHub, so the tree it publishes answers here by the rules GitHub documents, as its servers
// are measured to apply them (github.com/slorber/trailing-slash-guide): a path that names a file is
// that file; a path without a trailing slash is otherwise the file with .html added, or, if it names
// a folder, a redirect to the folder's name with a slash; a path with a trailing slash is the
// folder's index.html; anything else is 404.html, with 404. The Actions deploy
// (actions/upload-pages-artifact) uploads no file or folder whose name starts with a dot.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../lib/node/files.ts';
import { exportedFile, pagePaths } from '../../lib/routes.ts';
import { decoded, fileAnswer, redirectAnswer, verdict, type Check } from '../checks.ts';
import type { Answer } from '../http.ts';
import { configFiles, filesFor, type Host } from '../promises.ts';

/** What GitHub Pages publishes: a deploy from a branch, or the Actions deploy (no dotfiles). */
function published(out: string, actions: boolean) {
  const files = filesFor(filesUnder(out), pages).filter(
    (file) => !actions || !file.split('/').some((part) => part.startsWith('.')),
  );
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

/** GitHub's rules for a path, over a published tree. */
function resolve(
  tree: ReturnType<typeof published>,
  path: string,
): { status: number; file?: string; location?: string } {
  const name = decoded(path)?.slice(1) ?? '\0';
  const notFound = { status: 404, file: '404.html' };
  if (path.endsWith('/'))
    return tree.files.has(`${name}index.html`)
      ? { status: 200, file: `${name}index.html` }
      : notFound;
  if (tree.files.has(name)) return { status: 200, file: name };
  if (tree.files.has(`${name}.html`)) return { status: 200, file: `${name}.html` };
  if (tree.folders.has(name)) return { status: 301, location: `${path}/` };
  return notFound;
}

/** Every page finds all it loads under _next/ in what either deploy publishes. */
const loads: Check = {
  title: 'every page finds all it loads in what GitHub Pages publishes',
  async run(site) {
    const out = site.out ?? 'out';
    const wrong: string[] = [];
    for (const actions of [false, true]) {
      const tree = published(out, actions);
      for (const page of pagePaths) {
        const html = readFileSync(join(out, exportedFile(page)), 'utf8');
        const paths = [...html.matchAll(/["'(](\/_next\/[^"'()\s]+)["')]/g)].map((m) => m[1]);
        if (!paths.length) wrong.push(`${page} loads nothing under _next/`);
        for (const path of paths)
          if (resolve(tree, path).file !== path.slice(1)) wrong.push(`${path}, from ${page}`);
      }
      const configs = configFiles().filter((file) => tree.files.has(file));
      if (actions && configs.length)
        wrong.push(`the Actions deploy publishes ${configs.join(', ')}`);
    }
    const holds = 'from a branch or by Actions, every page finds all it loads under _next/';
    return [verdict('what GitHub Pages publishes', wrong, holds)];
  },
};

export const pages: Host = {
  name: 'GitHub Pages',
  domains: ['.github.io'],
  provenBy:
    'the published tree, resolved by the rules GitHub documents for a path: .nojekyll, a file, the file with .html, a folder with index.html, 404.html',
  configs: { '.nojekyll': () => '' },
  simulation: {
    proves: ['headers', 'notFound', 'cleanUrls', 'noConfigServed'],
    answer(out) {
      const tree = published(out, false);
      return ({ target }): Answer => {
        const { status, file, location } = resolve(tree, target.split('?')[0]);
        return file ? fileAnswer(out, file, status) : redirectAnswer(status, location!);
      };
    },
  },
  exceptions: {
    headers:
      "GitHub Pages sends no header of ours: each page's <meta> carries the Content-Security-Policy, without frame-ancestors, and there is no HSTS of ours",
    cleanUrls:
      'GitHub Pages serves each .html variant with 200 and answers a trailing slash with 404, without a redirect; the canonical link names the clean URL',
    caching: 'GitHub Pages sets its own Cache-Control, max-age=600, on every file',
    hostilePaths: "no runtime of GitHub Pages runs here: GitHub's servers answer them",
  },
  partly: {
    noConfigServed:
      'a branch deploy publishes .nojekyll, the empty file that keeps Jekyll from dropping _next/; the Actions deploy uploads no file starting with a dot',
  },
  answers: {
    variants: { bare: 'page', html: 'page', slash: 'notFound' },
    servesConfigs: ['.nojekyll'],
  },
  checks: [loads],
};
