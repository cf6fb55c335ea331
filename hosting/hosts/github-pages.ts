// GitHub Pages: out/.nojekyll, the empty file that keeps a deploy from a branch from running Jekyll,
// which would leave out every folder whose name starts with _ (so _next/). GitHub Pages runs nowhere
// but on GitHub, so the tree it publishes answers here by the rules GitHub documents, as its servers
// are measured to apply them (github.com/slorber/trailing-slash-guide): a path that names a file is
// that file; a path without a trailing slash is otherwise the file with .html added, or, if it names
// a folder, a redirect to the folder's name with a slash; a path with a trailing slash is the
// folder's index.html; anything else is 404.html, with 404. The Actions deploy
// (actions/upload-pages-artifact) uploads no file or folder whose name starts with a dot.
import { hostsTls, type Host } from '../host.ts';
import type { Answer } from '../http.ts';
import { decoded, fileOr404, redirectAnswer } from '../simulate.ts';

/** What a deploy from a branch publishes: what it receives, and every folder of it. */
function published(received: ReadonlySet<string>) {
  const files = [...received];
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
function resolve(out: string, tree: ReturnType<typeof published>, path: string): Answer {
  const name = decoded(path)?.slice(1) ?? '\0';
  if (path.endsWith('/'))
    return fileOr404(out, tree.files.has(`${name}index.html`) && `${name}index.html`);
  const file = [name, `${name}.html`].find((named) => tree.files.has(named));
  return !file && tree.folders.has(name) ? redirectAnswer(301, `${path}/`) : fileOr404(out, file);
}

export const githubPages: Host = {
  name: 'GitHub Pages',
  domains: ['.github.io'],
  provenBy:
    'the published tree, resolved by the rules GitHub documents for a path: .nojekyll, a file, the file with .html, a folder with index.html, 404.html',
  configs: { '.nojekyll': () => '' },
  simulate(out, received) {
    const tree = published(received);
    return ({ target }) => resolve(out, tree, target.split('?')[0]);
  },
  deviations: {
    ...hostsTls,
    headers: {
      keeps: 'no',
      why: "GitHub Pages sends no header of ours: each page's <meta> carries the Content-Security-Policy, without frame-ancestors, and there is no HSTS of ours",
    },
    cleanUrls: {
      keeps: 'no',
      why: 'GitHub Pages serves each .html variant with 200 and answers a trailing slash with 404, without a redirect; the canonical link names the clean URL',
      variants: { bare: 'page', html: 'page', slash: 'notFound', 'html slash': 'notFound' },
    },
    caching: {
      keeps: 'no',
      why: 'GitHub Pages sets its own Cache-Control, max-age=600, on every file',
    },
    noOpenRedirect: {
      keeps: 'unproven',
      why: "GitHub's servers answer //evil.example and a foreign Host themselves: its documented rules do not say how",
    },
    compression: {
      keeps: 'unproven',
      why: "GitHub's servers compress as they choose: its documented rules do not say how",
    },
    hostilePaths: {
      keeps: 'unproven',
      why: "no runtime of GitHub Pages runs here: GitHub's servers answer them",
    },
    noConfigServed: {
      why: 'a branch deploy publishes .nojekyll, the empty file that keeps Jekyll from dropping _next/; the Actions deploy uploads no file starting with a dot',
      excuses: (_, request) => request.target === '/.nojekyll',
    },
  },
};
