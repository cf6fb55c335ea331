#!/usr/bin/env node
// npm run check:copy (and first in npm run build): checks the landing page's copy
// (content/landing.ts) and prints each mistake in the editor's words, as check:mdx does.
// Usage: node build-steps/check-copy.ts [file.ts …]
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Mistake } from '../lib/node/mdx/editor-errors.ts';
import { site } from '../lib/site.ts';
import { finish, printMistakes } from './mistakes.ts';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['content/landing.ts'];

const at = (source: ts.SourceFile, offset: number) => {
  const { line, character } = source.getLineAndCharacterOfPosition(offset);
  return { line: line + 1, column: character + 1 };
};

/** What the parser could not read, in the editor's words. */
function syntaxMistakes(path: string, text: string) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const { diagnostics = [] } = ts.transpileModule(text, {
    fileName: path,
    reportDiagnostics: true,
  });
  const first = diagnostics.find((d) => d.start !== undefined);
  if (!first || first.start === undefined) return { source, mistakes: [] };
  const offset = first.start;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const lines = text.split('\n');
  const errorLine = at(source, offset).line;
  // Each text sits on one line, so a line with an odd number of backticks holds an unclosed text.
  const unclosed = lines
    .slice(0, errorLine)
    .findIndex((line) => (line.replace(/\\./g, '').match(/`/g) ?? []).length % 2 === 1);
  const quoted = /^(\s*[\w$]+:\s*)['"]/.exec(lines[errorLine - 1]);
  const found = (where: { line: number; column: number }, message: string) => ({
    source,
    mistakes: [{ ...where, message }],
  });
  if (unclosed !== -1)
    return found(
      { line: unclosed + 1, column: lines[unclosed].indexOf('`') + 1 },
      'A text on this line is not closed: each text starts and ends with a backtick (`) on the same line. To show a backtick inside a text, write \\`.',
    );
  if (quoted)
    return found(
      { line: errorLine, column: quoted[1].length + 1 },
      'Write this text between backticks (`…`), not quotes: a quote or an apostrophe inside the text ends a quoted text early.',
    );
  // A backtick inside a text ends it early; the words after it are read as code.
  if (/`\s*$/.test(before) && (before.match(/`/g) ?? []).length >= 2)
    return found(
      at(source, lineStart + before.trimEnd().length - 1),
      'A backtick (`) inside the text ends it early. Remove it, or write \\` to show one.',
    );
  // Nothing before it on its line: what is missing is the comma at the end of the line above.
  if (/^\s*$/.test(before) && first.code === 1005)
    return found(
      at(source, text.slice(0, lineStart).trimEnd().length),
      'A comma is missing at the end of this line: each text, and each block in { } or [ ], ends with a comma.',
    );
  return found(
    at(source, offset),
    'The file cannot be read from here. Each text is written name: `words`, with a comma after it; compare this line with the ones around it, and undo the last change if it does not help.',
  );
}

/** Texts in quotes, and ${…} that is not a site value. */
function copyMistakes(source: ts.SourceFile, values: string[]) {
  const mistakes: Mistake[] = [];
  const list = values.map((name) => `\${site.${name}}`).join(', ');
  // Texts the file names once and uses in several places, such as `reassurance`.
  const declared = new Set(
    source.statements
      .filter(ts.isVariableStatement)
      .flatMap((statement) => statement.declarationList.declarations)
      .map((declaration) => declaration.name.getText(source)),
  );
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) && !ts.isImportDeclaration(node.parent)) {
      mistakes.push({
        ...at(source, node.getStart(source)),
        message: `Write this text between backticks, \`${node.text}\`, not quotes: with quotes, an apostrophe or a quote inside the text would end it.`,
      });
    }
    if (ts.isTemplateSpan(node)) {
      const expression = node.expression;
      const value =
        ts.isPropertyAccessExpression(expression) &&
        expression.expression.getText(source) === 'site' &&
        values.includes(expression.name.text);
      const local = ts.isIdentifier(expression) && declared.has(expression.text);
      if (!value && !local)
        mistakes.push({
          ...at(source, expression.getStart(source) - 2),
          message: `\${${expression.getText(source)}} is not a value the site has. The values are ${list}. To show "\${" as text, write \\\${.`,
        });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return mistakes;
}

const values = Object.keys(site);
let count = 0;
for (const path of files) {
  const text = readFileSync(path, 'utf8');
  const { source, mistakes } = syntaxMistakes(path, text);
  const found = mistakes.length ? mistakes : copyMistakes(source, values);
  count += found.length;
  printMistakes(path, found);
}
finish(count, 'landing copy', files);
