/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { run } from '../lib/node/run.ts';

// The docs and the code cannot drift from the tree: what they name exists, the folder map names every
// folder, and the README's first screen stays a newcomer's (depth goes to docs/).

const tracked = run('git', ['ls-files'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
/** The repository's own folders, each with a tracked file below it (the app's routes aside). */
const folders = new Set(
  tracked.flatMap((file) => {
    const parts = file.split('/').slice(0, -1);
    return [1, 2].flatMap((depth) =>
      parts.length >= depth ? [`${parts.slice(0, depth).join('/')}/`] : [],
    );
  }),
);

it('names, in a doc, a comment or a string, only files and folders of the repository that exist', () => {
  // A path that starts at one of the repository's folders; the build writes hosting/generated/.
  const path = /(?<![\w./@-])((?:\.?[\w-]+)\/[\w./-]*[\w/])/g;
  const texts = tracked.filter(
    (file) =>
      /\.(md|[cm]?[jt]sx?|ya?ml|json|template|conf)$/.test(file) &&
      !/fixtures\/|package-lock/.test(file),
  );
  const missing = texts.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(path)]
      .map(([, named]) => named)
      .filter((named) => folders.has(`${named.split('/')[0]}/`))
      .filter((named) => !named.startsWith('hosting/generated/') && !existsSync(named))
      .map((named) => `${file}: ${named}`),
  );
  expect(missing).toEqual([]);
});

it("docs/architecture.md's folder map names every folder of the repository, and no other", () => {
  const map = /## Folder layout[\s\S]*?```\n([\s\S]*?)```/.exec(
    readFileSync('docs/architecture.md', 'utf8'),
  )![1];
  const named: string[] = [];
  let parent = '';
  for (const [, indent, folder] of map.matchAll(/^((?: {2})?)((?:[\w.-]+\/)+)(?= |$)/gm)) {
    if (!indent) parent = folder;
    named.push(indent ? `${parent}${folder}` : folder);
  }
  const repository = [...folders].filter((folder) => !/^(\.|app\/.)/.test(folder));
  expect(named.sort()).toEqual(repository.sort());
});

it("keeps the README to a newcomer's first screen: under 12 KB, with the depth in docs/", () => {
  expect(readFileSync('README.md').length).toBeLessThan(12_000);
});
