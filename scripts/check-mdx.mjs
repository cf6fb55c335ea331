#!/usr/bin/env node
// Compiles legal MDX with the build's own options and reports each problem as file:line:column,
// in a second rather than a full build. Usage: node scripts/check-mdx.mjs [file.mdx …]
import { compile } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { VFile } from 'vfile';
import { mdxOptions } from '../lib/mdx/options.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  for (const name of readdirSync('content'))
    if (name.endsWith('.mdx')) files.push(join('content', name));
}

const remarkPlugins = await Promise.all(
  mdxOptions.remarkPlugins.map(async ([path, options]) => [(await import(path)).default, options]),
);

let failed = 0;
for (const path of files) {
  const file = new VFile({
    path: relative(process.cwd(), path),
    value: readFileSync(path, 'utf8'),
  });
  try {
    await compile(file, { ...mdxOptions, remarkPlugins });
  } catch (error) {
    failed += 1;
    const where = error.place?.start ?? error.place ?? { line: error.line, column: error.column };
    console.error(`${file.path}:${where.line}:${where.column}: ${error.reason ?? error.message}`);
  }
}
if (failed) process.exit(1);
console.log(`MDX OK: ${files.length} file(s)`);
