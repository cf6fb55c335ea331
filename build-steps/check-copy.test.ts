/** @jest-environment node */
import { run } from '../lib/node/run.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withScratch } from '@/lib/node/files.ts';

const copy = readFileSync('content/landing.ts', 'utf8');
const lines = copy.split('\n');
// The first plain text of the copy, whatever it says today: `  name: \`words\`,`.
const index = lines.findIndex((line) => /^\s+\w+: `[^`$\\]+`,$/.test(line));
const [, lead, words] = /^(\s+\w+: )`([^`]+)`,$/.exec(lines[index])!;
const lineNumber = index + 1;

/** Runs the check on the copy with that one line changed. */
function checkWith(line: string) {
  return withScratch('copy', (dir) => {
    const file = join(dir, 'landing.ts');
    writeFileSync(file, lines.map((l, i) => (i === index ? line : l)).join('\n'));
    const result = run('node', ['build-steps/check-copy.ts', file], { encoding: 'utf8' });
    return { ...result, file, first: result.stderr.split('\n')[0] };
  });
}

it('passes the real copy', () => {
  const result = run('node', ['build-steps/check-copy.ts'], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it('accepts an apostrophe and double quotes in a text', () => {
  const result = checkWith(`${lead}\`${words} It's "yours".\`,`);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

// [what, the line as written, what the message says, the column it points at, or null: any]
const mistakes: [string, string, string, number | null][] = [
  ['a missing comma', `${lead}\`${words}\``, 'A comma is missing', lead.length + words.length + 3],
  [
    'a backtick inside a text',
    `${lead}\`${words} \`AI\` \`,`,
    'inside the text ends it early',
    null,
  ],
  ['a text never closed', `${lead}\`${words},`, 'is not closed', lead.length + 1],
  [
    'a text in quotes with an apostrophe',
    `${lead}'${words} It's yours.',`,
    'between backticks',
    lead.length + 1,
  ],
  ['a text in quotes', `${lead}'${words}',`, 'between backticks', lead.length + 1],
  [
    'a value the site does not have',
    `${lead}\`${words} \${site.nmae}\`,`,
    '${site.nmae} is not a value the site has',
    null,
  ],
];

it.each(mistakes)('%s: one plain message at its line', (_, line, says, column) => {
  const result = checkWith(line);
  expect(result.status).toBe(1);
  expect(result.stderr.split('\n\n')[0].split('\n')).toHaveLength(1);
  // The file may be absolute, with a drive letter's colon on Windows: the position is after it.
  const [, where, message] = /:(\d+:\d+): (.*)$/.exec(result.first)!;
  expect(where.split(':')[0]).toBe(String(lineNumber));
  if (column !== null) expect(where).toBe(`${lineNumber}:${column}`);
  expect(message).toContain(says);
  expect(message).not.toMatch(/TS\d+|expected|ecmascript|token|identifier|Error\b/i);
});
