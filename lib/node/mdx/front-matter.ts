// The details block at the top of a legal document (YAML between two --- lines): the one place its
// title, description and date live, read by the compile and by readFrontMatter().
import { LineCounter, parseDocument } from 'yaml';
import type { Mistake } from './editor-errors.ts';

/** Every detail the block holds, and what it is for, in the words mistakes are explained with. */
export const frontMatterFields = {
  title: 'the page title, shown at the top of the page and in search results',
  description: 'a one-sentence summary of the page that search engines show under its title',
  date: 'the date shown under the title, written as YYYY-MM-DD (for example 2025-01-08)',
};

export type FrontMatter = { title: string; description: string; date: string };

export function isIsoDate(text: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const fieldList = Object.keys(frontMatterFields)
  .map((name) => `${name}:`)
  .join(', ');

/** Reads a details block's text, which starts on line `firstLine` of the file (after the ---). */
export function parseFrontMatter(
  text: string,
  firstLine: number,
): { data: FrontMatter | null; mistakes: Mistake[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: true });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: firstLine + line - 1, column: col };
  };
  const top = { line: firstLine, column: 1 };
  const mistakes: Mistake[] = document.errors.map((error) => ({
    message:
      'This line of the details block cannot be read. Each line is a name, a colon and a value ' +
      '(title: Privacy Policy). If a value contains ": " or starts with a quote or #, put the ' +
      'whole value in double quotes.',
    ...at(error.pos[0]),
  }));
  if (mistakes.length) return { data: null, mistakes };

  const values = document.contents;
  if (!values || !('items' in values)) {
    const message = `The details block at the top is empty. It needs ${fieldList} one per line.`;
    return { data: null, mistakes: [{ message, ...top }] };
  }
  const data: Record<string, unknown> = {};
  const written = new Set();
  for (const item of values.items as { key: unknown; value: unknown }[]) {
    const key = item.key as { value?: unknown; range?: number[] } | null;
    const value = item.value as { value?: unknown; range?: number[] } | null;
    const name = String(key?.value);
    const where = at(key?.range?.[0] ?? 0);
    if (!(name in frontMatterFields)) {
      mistakes.push({
        message: `"${name}:" is not a detail of this page. The details block holds ${fieldList} and nothing else.`,
        ...where,
      });
      continue;
    }
    const field = name as keyof typeof frontMatterFields;
    written.add(field);
    const text = typeof value?.value === 'string' ? value.value.trim() : '';
    if (!text)
      mistakes.push({
        message: `"${name}:" needs a value: ${frontMatterFields[field]}.`,
        ...where,
      });
    else if (field === 'date' && !isIsoDate(text))
      mistakes.push({
        message: `"${text}" is not a date written as YYYY-MM-DD. Write it like 2025-01-08 (year, month, day); the page shows it in its own style.`,
        ...at(value?.range?.[0] ?? 0),
      });
    else data[name] = text;
  }
  for (const [name, purpose] of Object.entries(frontMatterFields))
    if (!written.has(name))
      mistakes.push({ message: `The details block needs a "${name}:" line: ${purpose}.`, ...top });
  return { data: mistakes.length ? null : (data as FrontMatter), mistakes };
}

/** The details of a legal document, from its whole .mdx text; throws, naming the mistakes. */
export function readFrontMatter(source: string): FrontMatter {
  const block = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!block) throw new Error('The file does not start with a details block between --- lines.');
  const { data, mistakes } = parseFrontMatter(block[1], 2);
  if (!data) throw new Error(mistakes.map((m) => `${m.line}:${m.column}: ${m.message}`).join('\n'));
  return data;
}
