/**
 * A Markdown table, as the bench and the engines' run print them and the docs' generated tables hold
 * them, from its header and rows, each given as cells joined by " | ".
 */
export const markdownTable = (head: string, rows: readonly string[]) =>
  [head, head.split(' | ').fill('---').join(' | '), ...rows].map((row) => `| ${row} |`).join('\n');

/**
 * A doc's text with its generated table as `table` gives it now, between `<!-- NAME: written by
 * COMMAND -->` and `<!-- /NAME -->`, for a test to compare and the command to write. Prettier
 * would pad the table's columns: it stays as written here.
 */
export function docWithTable(text: string, name: string, command: string, table: string) {
  const [start, end] = [`<!-- ${name}: written by ${command} -->`, `<!-- /${name} -->`];
  const [from, to] = [text.indexOf(start), text.indexOf(end)];
  if (from === -1 || to < from) throw new Error(`The doc has no ${start} … ${end} for its table`);
  return `${text.slice(0, from + start.length)}\n\n<!-- prettier-ignore -->\n${table}\n\n${text.slice(to)}`;
}
