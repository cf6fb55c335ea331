import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { filesUnder } from '../lib/node/files.ts';

const out = 'out';

const htmlFiles = (dir: string) =>
  filesUnder(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));

/** How a static host maps a URL path onto out/: the file, path.html, or path/index.html. */
function fileFor(pathname: string): string | undefined {
  const base = join(out, decodeURIComponent(pathname));
  return [base, `${base}.html`, join(base, 'index.html')].find(
    (f) => existsSync(f) && statSync(f).isFile(),
  );
}

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

test('no broken internal link, asset or anchor in out/', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(out)) {
    const html = readFileSync(file, 'utf8');
    const refs = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) =>
      m[1].replace(/&amp;/g, '&'),
    );
    for (const ref of refs) {
      if (/^(https?:|mailto:|data:)/.test(ref)) continue;
      checked += 1;
      const url = new URL(ref, `https://site.test/${file.slice(out.length + 1)}`);
      const target = url.pathname === '/' ? join(out, 'index.html') : fileFor(url.pathname);
      if (!target) {
        broken.push(`${file}: ${ref}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html') && !ids(readFileSync(target, 'utf8')).has(anchor)) {
        broken.push(`${file}: ${ref} (no #${anchor})`);
      }
    }
  }
  expect(checked).toBeGreaterThan(40);
  expect(broken).toEqual([]);
});
