/**
 * A Markdown table, as the bench and the engines' run print them and the docs' generated tables hold
 * them, from its header and rows, each given as cells joined by " | ".
 */
export const markdownTable = (head: string, rows: readonly string[]) =>
  [head, head.split(' | ').fill('---').join(' | '), ...rows].map((row) => `| ${row} |`).join('\n');
