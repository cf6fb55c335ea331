import type { VFile } from 'vfile';
// Mistakes in legal text, in the words of the person who made them: the checks' findings and what
// the MDX parser rejects, each as "file:line:column: what is wrong and how to fix it", pointing at
// where the mistake starts, with no parser names and no stack traces.

export type Mistake = { message: string; line: number; column: number };
type Point = { line: number; column: number; offset?: number };

const SOURCE = 'legal-text';

/** Notes a mistake; the compile fails at throwIfMistakes, so one run reports every mistake. */
export function reportMistake(
  file: VFile,
  message: string,
  place: { position?: { start: Point } } | Point | undefined,
) {
  const point = place && 'line' in place ? place : place?.position?.start;
  const at = point && { line: point.line, column: point.column };
  file.message(message, at).source = SOURCE;
}

export function throwIfMistakes(file: VFile) {
  const mistakes = file.messages
    .filter((m) => m.source === SOURCE)
    .map((m) => ({ message: m.reason, line: m.line ?? 1, column: m.column ?? 1 }));
  if (mistakes.length === 0) return;
  throw Object.assign(new Error(`${mistakes.length} mistake(s) in the legal text`), { mistakes });
}

function offsetOf(source: string, { line, column }: Point) {
  let offset = 0;
  for (let l = 1; l < line; l += 1) offset = source.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/** Where the character at `offset` of `text`, which starts at `start`, is. */
export function pointIn(text: string, offset: number, start: Point = { line: 1, column: 1 }) {
  const lines = text.slice(0, offset).split('\n');
  const last = lines[lines.length - 1].length;
  return lines.length === 1
    ? { line: start.line, column: start.column + last }
    : { line: start.line + lines.length - 1, column: last + 1 };
}

const escaped = (source: string, at: number) => {
  let slashes = 0;
  for (let i = at - 1; i >= 0 && source[i] === '\\'; i -= 1) slashes += 1;
  return slashes % 2 === 1;
};

/** The "{" that opens the expression the parser stopped in: the nearest unmatched one before. */
function openingBrace(source: string, from: number) {
  let depth = 0;
  for (let i = Math.min(from, source.length - 1); i >= 0; i -= 1) {
    if (escaped(source, i)) continue;
    if (source[i] === '}' && i < from) depth += 1;
    if (source[i] === '{') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

/** The "<" that starts the tag the parser stopped in: the nearest one before. */
function openingAngle(source: string, from: number) {
  for (let i = Math.min(from, source.length - 1); i >= 0; i -= 1)
    if (source[i] === '<' && !escaped(source, i)) return i;
  return -1;
}

/** What the parser's own error means for an editor, and where the mistake starts. */
function explainSyntax(
  error: {
    source?: string;
    reason?: string;
    message?: string;
    place?: Point | { start: Point };
    line?: number;
    column?: number;
  },
  source: string,
): Mistake {
  const place = error.place && 'start' in error.place ? error.place.start : error.place;
  const point = place ?? { line: error.line ?? 1, column: error.column ?? 1 };
  const offset = place?.offset ?? offsetOf(source, point);
  const reason = error.reason ?? error.message ?? '';
  const from = (at: number) => (at === -1 ? point : pointIn(source, at));

  if (error.source === 'micromark-extension-mdx-expression')
    // The parser stops at the paragraph's end, or at a later "}" that belonged to another value.
    return {
      message:
        'This "{" starts a value such as {site.name}, but the value is not closed with "}" right after it. Add the "}" (for example {site.name}), or write \\{ to show a "{" in the text.',
      ...from(openingBrace(source, offset)),
    };

  if (error.source === 'mdast-util-mdx-jsx') {
    const opened = /`<([^>`]+)>` \((\d+):(\d+)-/.exec(reason);
    if (opened && /closing tag/.test(reason))
      return {
        message: `The tag <${opened[1]}> is opened but never closed. Write <${opened[1]} /> (with " />" at the end), or close it with </${opened[1]}> before the paragraph ends.`,
        line: Number(opened[2]),
        column: Number(opened[3]),
      };
    const closing = /closing tag `<\/([^>`]*)>`/.exec(reason);
    return {
      message: closing
        ? `</${closing[1]}> closes a tag that is not open here. Remove it, or open the tag first.`
        : 'This tag does not fit here. Write a tag on its own, like <SupportEmail />, or write \\< to show a "<" in the text.',
      ...from(openingAngle(source, offset)),
    };
  }

  if (error.source === 'micromark-extension-mdx-jsx') {
    const angle = openingAngle(source, offset);
    const name =
      angle === -1 ? null : /^<\/?([A-Za-z]\w*(?:\.[A-Za-z]\w*)*)/.exec(source.slice(angle))?.[1];
    const message = name
      ? `The tag <${name} is not finished. Write it as <${name} /> (with " />" at the end). To show a "<" in the text, write \\<.`
      : 'A "<" starts a tag here, but no tag follows. To show a "<" in the text, write \\< (for example "under \\<13").';
    return { message, ...from(angle) };
  }

  if (error.source === 'micromark-extension-mdxjs-esm')
    return {
      message:
        'A line that starts with "import" or "export" is code, and legal text needs none: the page already knows {site.…} and <SupportEmail />. Remove the line, or reword it so that it does not start with those words.',
      ...point,
    };

  return {
    message:
      'This part of the text cannot be read. Look for a "<", "{" or "}" meant as text: write it as \\<, \\{ or \\}.',
    ...point,
  };
}

/** Every mistake behind a failed compile (`error`) of a legal document's text (`source`). */
export function explain(error: unknown, source: string): Mistake[] {
  const failure = error as { mistakes?: Mistake[] };
  if (Array.isArray(failure?.mistakes)) return failure.mistakes;
  return [explainSyntax(error as Parameters<typeof explainSyntax>[0], source)];
}

export const inOrder = (mistakes: Mistake[]) =>
  [...mistakes].sort((a, b) => a.line - b.line || a.column - b.column);

/** Breaks `text` into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const line = lines[lines.length - 1];
    if (line && line.length + 1 + word.length > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

/**
 * The mistakes as the dev overlay and `next build` show them, under a header that already names
 * the file, wrapped to the overlay's width (its box does not wrap), one paragraph per mistake.
 */
export function formatForOverlay(mistakes: Mistake[]) {
  return inOrder(mistakes)
    .map(({ line, column, message }) =>
      wrap(`Line ${line}, column ${column}: ${message}`, 88).join('\n  '),
    )
    .join('\n\n');
}
