/** @jest-environment node */
import { run } from '../lib/node/run.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { knownComponents } from '@/lib/node/mdx/known-components.ts';
import { withScratch } from '@/lib/node/files.ts';
import { mdxOptions } from '@/lib/node/mdx/options.ts';
import { customComponents } from '@/mdx-components';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_TEST } from 'next/constants.js';

const fixture = (name: string) => `build-steps/fixtures/mistakes/${name}.mdx`;

const checkMdx = (...files: string[]) =>
  run('node', ['build-steps/check-mdx.ts', ...files], { encoding: 'utf8' });

/** The lines one mistake is reported in: everything before the closing summary. */
const reported = (stderr: string) => stderr.split('\n\n')[0].split('\n');

/** "line:column" of the first occurrence of `text` in the file: where the mistake starts. */
function at(file: string, text: string, occurrence = 0) {
  const source = readFileSync(file, 'utf8');
  let offset = -1;
  for (let i = 0; i <= occurrence; i += 1) offset = source.indexOf(text, offset + 1);
  if (offset === -1) throw new Error(`${text} is not in ${file}`);
  const before = source.slice(0, offset);
  return `${before.split('\n').length}:${offset - before.lastIndexOf('\n')}`;
}

/** What no message for an editor may contain. */
function expectPlain(line: string, file: string) {
  expect(line).not.toMatch(/acorn|micromark|mdast|estree|yaml|remark|Error\b|\n\s+at /i);
  expect(line.split(file).length - 1).toBe(1);
}

it('passes the real legal pages', () => {
  const result = checkMdx();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

const mistakes = [
  { name: 'unclosed-tag', start: '<SupportEmail.', says: 'The tag <SupportEmail is not finished' },
  { name: 'unclosed-brace', start: '{site.name (', says: 'not closed with "}"' },
  { name: 'unknown-component', start: '<SuportEmail', says: 'There is no <SuportEmail> tag' },
  { name: 'unknown-value', start: '{company}', says: '{company} is not a value' },
  { name: 'broken-link', start: '[Privacy Policy]', says: 'The link "/privacy" leads to no page' },
  { name: 'skipped-heading', start: '#### By email', says: 'skips a level' },
  { name: 'duplicate-heading', start: '## Contact', occurrence: 1, says: 'Two sections' },
  { name: 'numbered-heading', start: '## 3. Cookies', says: 'numbers are added automatically' },
  {
    name: 'typed-reference',
    start: 'section 2',
    says: '"section 2" is a section number typed by hand',
  },
  { name: 'missing-reference', start: '[](#advertisers)', says: 'refers to no section' },
  { name: 'bad-date', start: '8 January 2025', says: 'is not a date written as YYYY-MM-DD' },
  // Marks Markdown would leave in the text, shown as typed.
  { name: 'unclosed-bold', start: '**everyone', says: '"**" would be shown as typed' },
  { name: 'unclosed-italic', start: '_one', says: '"_" would be shown as typed' },
  { name: 'lone-backtick', start: '` travel', says: 'A "`" would be shown as typed' },
  { name: 'crossed-out', start: '~~and', says: '"~~" would be shown as typed' },
  { name: 'unfinished-link', start: '](/terms-of-use', says: 'This link is not finished' },
  { name: 'heading-without-space', start: '##Contact', says: 'no heading' },
];

it.each(mistakes)(
  '$name: one plain message, at the line and column where the mistake starts',
  ({ name, start, occurrence, says }) => {
    const file = fixture(name);
    const result = checkMdx(file);
    expect(result.status).toBe(1);
    const lines = reported(result.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${file}:${at(file, start, occurrence)}: `));
    expect(lines[0]).toContain(says);
    expectPlain(lines[0], file);
  },
);

it('catches an unclosed ** an editor types into the real legal text, at its line and column', () => {
  const real = 'content/privacy-policy.mdx';
  withScratch('legal', (dir) => {
    const copy = join(dir, 'privacy-policy.mdx');
    const source = readFileSync(real, 'utf8');
    // An editor makes one word bold and forgets to close it.
    const sentence = /^[A-Z][^*_`\n]{20,}?\. /m.exec(source.split('\n## ')[1])!;
    const words = sentence[0].split(' ');
    const edited = sentence[0].replace(` ${words[2]} `, ` **${words[2]} `);
    writeFileSync(copy, source.replace(sentence[0], edited));
    const result = checkMdx(copy);
    expect(result.status).toBe(1);
    // Printed as a path from the project, with /, whatever the platform.
    const shown = relative('.', copy).split(sep).join('/');
    const [line] = reported(result.stderr).map((l) => l.replace(shown, copy));
    const expected = `${copy}:${at(copy, `**${words[2]} `)}: "**" would be shown as typed`;
    expect(line.slice(0, expected.length)).toBe(expected);
    expectPlain(line, copy);
  });
});

it('reports every mistake of a file in one run', () => {
  const result = checkMdx(fixture('unknown-component'), fixture('broken-link'));
  expect(reported(result.stderr)).toHaveLength(2);
  expect(result.stderr).toContain('2 mistakes to fix');
});

it('the dev overlay and next build show the same words, under the file, without a stack', () => {
  const script = `
    const require = (await import('node:module')).createRequire(process.cwd() + '/');
    // As Turbopack's loader runner loads it: require() of an ES module gives its namespace.
    const loader = require('./lib/node/mdx/loader.ts').default;
    const { mdxOptions } = await import('./lib/node/mdx/options.ts');
    const file = process.argv[1];
    const source = require('node:fs').readFileSync(file, 'utf8');
    loader.call({
      resourcePath: require('node:path').resolve(file),
      context: require('node:path').dirname(require('node:path').resolve(file)),
      mode: 'development',
      getOptions: () => ({ ...mdxOptions, providerImportSource: '@mdx-js/react' }),
      async: () => (error) => {
        process.stdout.write(JSON.stringify({ name: error?.name, message: error?.message, stack: error?.stack, cause: error?.cause }));
      },
    }, source);`;
  for (const name of ['unclosed-tag', 'broken-link', 'unclosed-bold']) {
    const file = fixture(name);
    const loaded = run('node', ['--input-type=module', '-e', script, file], { encoding: 'utf8' });
    expect(loaded.stderr).toBe('');
    const error = JSON.parse(loaded.stdout);
    // Turbopack prints the file above the message, so the message names only the line and column.
    const [, line, column, words] = /^[^:]+:(\d+):(\d+): (.*)$/.exec(
      reported(checkMdx(file).stderr)[0],
    )!;
    expect(error.name).toBe('Mistake in the text');
    expect(error.message.replace(/\n {2}/g, ' ')).toBe(`Line ${line}, column ${column}: ${words}`);
    expect(error.message.split('\n').every((l: string) => l.length <= 90)).toBe(true);
    expect(error.message).not.toContain(file);
    expect(error.stack).toBe(`${error.name}: ${error.message}`);
    expect(error.cause).toBeUndefined();
  }
});

it('allows exactly the components mdx-components.tsx provides', () => {
  expect(Object.keys(customComponents).sort()).toEqual([...knownComponents].sort());
});

type Config = { turbopack: { rules: Record<string, { loaders?: Loader[] }[]> } };
type Loader = { loader: string; options: { remarkPlugins?: unknown } };

/** next.config.mjs, read `times` times in a phase, with TURBOPACK set as Next sets it, or not. */
function nextConfigs(phase: string, turbopack: boolean, times = 1): Config[] {
  if (turbopack) process.env.TURBOPACK = '1';
  try {
    let configs: Config[] = [];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const make: (phase: string) => Config = require('../next.config.mjs').default;
      configs = Array.from({ length: times }, () => make(phase));
    });
    return configs;
  } finally {
    delete process.env.TURBOPACK;
  }
}

it('gives the Next build (Turbopack) the MDX options of check:mdx through our loader, every time Next reads the config (16.5 reads it twice)', () => {
  for (const config of nextConfigs(PHASE_PRODUCTION_BUILD, true, 2)) {
    const loaders = Object.values(config.turbopack.rules)
      .flat()
      .flatMap((rule) => rule.loaders ?? [])
      .filter((loader) => /mdx/.test(loader.loader));
    expect(loaders).toHaveLength(1);
    expect(loaders[0].loader).toMatch(/lib[\\/]node[\\/]mdx[\\/]loader\.ts$/);
    expect(loaders[0].options.remarkPlugins).toEqual(mdxOptions.remarkPlugins);
  }
});

it('stops the build and the dev server, by name, when @next/mdx adds no Turbopack rule to swap', () => {
  for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_DEVELOPMENT_SERVER])
    expect(() => nextConfigs(phase, false)).toThrow(
      /^Next assumption "mdxTurbopackRule" no longer holds on next\.config\.mjs \(Next [^)]+\), and useEditorsMdxLoader \(next\.config\.mjs\) leans on it\. Found: @next\/mdx added 0 Turbopack rules with its loader, and Next did not set TURBOPACK\./,
    );
  expect(() => nextConfigs(PHASE_TEST, false)).not.toThrow();
});
