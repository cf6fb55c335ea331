#!/usr/bin/env node
// npm run check:mdx: compiles the legal text with the build's own options and prints each mistake
// as "file:line:column: what is wrong and how to fix it" (lib/node/mdx/editor-errors.ts), in about a
// second, and on GitHub as an annotation on its line (build-steps/mistakes.ts). npm run build runs it
// first. Usage: node build-steps/check-mdx.ts [file.mdx …]
import { compile } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { VFile } from 'vfile';
import { explain } from '../lib/node/mdx/editor-errors.ts';
import { loadRemarkPlugins, mdxOptions } from '../lib/node/mdx/options.ts';
import { printMistakes } from './mistakes.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  for (const name of readdirSync('content'))
    if (name.endsWith('.mdx')) files.push(`content/${name}`);
}

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
if (mistakes) {
  console.error(
    `\n${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'} to fix in the legal text (see docs/editing-content.md).`,
  );
  process.exit(1);
}
console.log(`Legal text OK: ${files.join(', ')}`);
