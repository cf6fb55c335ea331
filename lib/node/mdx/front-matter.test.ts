/** @jest-environment node */
import { isIsoDate, parseFrontMatter, readFrontMatter } from './front-matter.ts';

const block = (...lines: string[]) => ['---', ...lines, '---', '', '## Contact', ''].join('\n');

it('keeps a quoted value with a colon, and the date as written', () => {
  expect(
    readFrontMatter(block('title: Terms', 'description: "Terms: the rules"', 'date: 2026-02-28')),
  ).toEqual({ title: 'Terms', description: 'Terms: the rules', date: '2026-02-28' });
});

it('points at each wrong line, in words an editor understands', () => {
  const { data, mistakes } = parseFrontMatter(
    ['title: Terms', 'date: 2026-02-30', 'author: Legal team'].join('\n'),
    2,
  );
  expect(data).toBeNull();
  expect(mistakes).toEqual([
    { line: 3, column: 7, message: expect.stringContaining('is not a date written as YYYY-MM-DD') },
    { line: 4, column: 1, message: expect.stringContaining('"author:" is not a detail') },
    { line: 2, column: 1, message: expect.stringContaining('needs a "description:" line') },
  ]);
});

it('explains a line that is not "name: value"', () => {
  const { mistakes } = parseFrontMatter('description: Terms: the rules', 2);
  expect(mistakes).toHaveLength(1);
  expect(mistakes[0].message).toMatch(/put the whole value in double quotes/);
});

it('knows real calendar dates', () => {
  expect(isIsoDate('2024-02-29')).toBe(true);
  expect(isIsoDate('2025-02-29')).toBe(false);
  expect(isIsoDate('2025-1-8')).toBe(false);
});
