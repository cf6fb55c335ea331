// How the content checks (check-mdx.ts, check-copy.ts, and so the build, which runs them first)
// print an editor's mistakes: "file:line:column: message", one line each. When they run on GitHub
// Actions (GITHUB_ACTIONS=true), each mistake is also a workflow command GitHub shows as an
// annotation on that line of the pull request, with the same words; so is a post-build failure.

import { sep } from 'node:path';
import type { Mistake } from '../lib/node/mdx/editor-errors.ts';

/** A value in a workflow command's message, escaped as GitHub's toolkit escapes it. */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A value of a workflow command's property, where ":" and "," also separate. */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The workflow command that puts a mistake on its line in a pull request.
 *
 * @param file the file's path from the repository's root
 */
export function annotation(file: string, { line, column, message }: Mistake) {
  return `::error file=${escapeProperty(file)},line=${line},col=${column}::${escapeData(message)}`;
}

/**
 * On GitHub Actions, a failure that belongs to no line of a file, as an annotation with a title,
 * so the pull request shows the step's own explanation rather than "exit code 1".
 */
export function printFailure(title: string, error: unknown) {
  if (process.env.GITHUB_ACTIONS !== 'true') return;
  const message = error instanceof Error ? error.message : String(error);
  console.log(`::error title=${escapeProperty(title)}::${escapeData(message)}`);
}

/**
 * Prints each mistake of a file, in the order of the file, on stderr; on GitHub Actions, also as an
 * annotation on stdout, where the runner reads workflow commands.
 */
export function printMistakes(path: string, mistakes: Mistake[]) {
  // With /, on every platform: the path an editor sees in the repository and GitHub annotates.
  const file = path.split(sep).join('/');
  const ordered = [...mistakes].sort((a, b) => a.line - b.line || a.column - b.column);
  for (const mistake of ordered)
    console.error(`${file}:${mistake.line}:${mistake.column}: ${mistake.message}`);
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const mistake of ordered) console.log(annotation(file, mistake));
}
