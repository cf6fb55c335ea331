#!/usr/bin/env node
// npm run check:mdx (and first in npm run build): compiles the legal text with the build's own
// options and prints each mistake in the editor's words (build-steps/mistakes.ts).
// Usage: node build-steps/check-mdx.ts [file.mdx …]
import { compile } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { VFile } from 'vfile';
import { explain } from '../lib/node/mdx/editor-errors.ts';
import { loadRemarkPlugins, mdxOptions } from '../lib/node/mdx/options.ts';
import { finish, printMistakes } from './mistakes.ts';

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync('content')
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => `content/${name}`);
const remarkPlugins = await loadRemarkPlugins();

let mistakes = 0;
for (const path of files) {
  const source = readFileSync(path, 'utf8');
  // As a path from the project, with /, on every platform: what GitHub's annotations name.
  const file = new VFile({
    path: relative(process.cwd(), path).split(sep).join('/'),
    value: source,
  });
  try {
    await compile(file, { ...mdxOptions, remarkPlugins });
  } catch (error) {
    const found = explain(error, source);
    mistakes += found.length;
    printMistakes(file.path, found);
  }
}
finish(mistakes, 'legal text', files);
