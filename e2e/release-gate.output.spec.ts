import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { filesUnder } from '../lib/node/files.ts';

const out = 'out';

const htmlFiles = (dir: string) =>
  filesUnder(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

test('every exported page is valid HTML (html-validate: 0 errors)', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = htmlFiles(out);
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const file of files) {
    const report = await validator.validateFile(file);
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
    );
    expect(messages, file).toEqual([]);
  }
});

// Every other address a page names is a file of the build, or the post-build fails
// (hosting/inventory.ts); what it cannot see is a part of a page.
test('every link to a part of a page names an id on that page', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(out)) {
    for (const [, ref] of readFileSync(file, 'utf8').matchAll(/\shref="([^"]*#[^"]+)"/g)) {
      checked += 1;
      const [path, id] = ref.split('#');
      const page = path ? join(out, path === '/' ? 'index.html' : `${path}.html`) : file;
      if (!ids(readFileSync(page, 'utf8')).has(id)) broken.push(`${file}: ${ref}`);
    }
  }
  expect(checked).toBeGreaterThan(20);
  expect(broken).toEqual([]);
});
