// How the content checks (check-mdx.ts, check-copy.ts) print an editor's mistakes:
// "file:line:column: message" on stderr and, on GitHub Actions, also as a workflow command that
// annotates that line of the pull request with the same words; so is a post-build failure.
import { sep } from 'node:path';
import { inOrder, type Mistake } from '../lib/node/mdx/editor-errors.ts';

const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A workflow command's property value, where ":" and "," also separate. */
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** @param file the file's path from the repository's root */
export function annotation(file: string, { line, column, message }: Mistake) {
  return `::error file=${escapeProperty(file)},line=${line},col=${column}::${escapeData(message)}`;
}

/** A failure on no line, titled, so the pull request shows it rather than "exit code 1". */
export function printFailure(title: string, error: unknown) {
  if (process.env.GITHUB_ACTIONS !== 'true') return;
  const message = error instanceof Error ? error.message : String(error);
  console.log(`::error title=${escapeProperty(title)}::${escapeData(message)}`);
}

/** Each mistake in the file's order; annotations go to stdout, where the runner reads them. */
export function printMistakes(path: string, mistakes: Mistake[]) {
  // With /, on every platform: the path an editor sees in the repository and GitHub annotates.
  const file = path.split(sep).join('/');
  const ordered = inOrder(mistakes);
  for (const mistake of ordered)
    console.error(`${file}:${mistake.line}:${mistake.column}: ${mistake.message}`);
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const mistake of ordered) console.log(annotation(file, mistake));
}

/** Ends a check: exits 1 after the count of mistakes, or says the files are OK. */
export function finish(mistakes: number, text: string, files: string[]) {
  if (mistakes) {
    console.error(
      `\n${mistakes} ${mistakes === 1 ? 'mistake' : 'mistakes'} to fix in the ${text} (see docs/editing-content.md).`,
    );
    process.exit(1);
  }
  console.log(`${text[0].toUpperCase()}${text.slice(1)} OK: ${files.join(', ')}`);
}
