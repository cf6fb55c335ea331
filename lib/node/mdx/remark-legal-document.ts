// So that a legal document's file holds only what an editor writes: its details block becomes
// `export const frontmatter` (for the page, its metadata and the sitemap), and `site` is in scope.
// The tree mixes mdast, MDX and estree nodes, read field by field as each check names them.
/* eslint-disable @typescript-eslint/no-explicit-any */
import { fromJs } from 'esast-util-from-js';
import remarkFrontmatter from 'remark-frontmatter';
import { reportMistake } from './editor-errors.ts';
import { frontMatterFields, parseFrontMatter } from './front-matter.ts';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';

/** An import or export the document holds as if its editor had written it. */
const esm = (value: string) => ({
  type: 'mdxjsEsm',
  value,
  data: { estree: fromJs(value, { module: true }) },
});

const exportFrontMatter = (data: Record<string, string>) =>
  esm(`export const frontmatter = ${JSON.stringify(data)}`);

const importSite = esm("import { site } from '@/lib/site'");

/** Names the document declares itself with import or export. */
export function declaredNames(tree: any) {
  const names = new Set();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      for (const specifier of statement.specifiers ?? []) names.add(specifier.local.name);
      for (const declarator of statement.declaration?.declarations ?? [])
        if (declarator.id?.type === 'Identifier') names.add(declarator.id.name);
      if (statement.declaration?.id?.name) names.add(statement.declaration.id.name);
    }
  }
  return names;
}

export default function remarkLegalDocument(this: Processor) {
  remarkFrontmatter.call(this, 'yaml');
  return (tree: any, file: VFile) => {
    const [first] = tree.children;
    if (first?.type !== 'yaml') {
      reportMistake(
        file,
        'The file must start with its details block: a line "---", then ' +
          Object.keys(frontMatterFields)
            .map((name) => `"${name}: …"`)
            .join(', ') +
          ' on lines of their own, then "---". See docs/editing-content.md.',
        { line: 1, column: 1 },
      );
    } else {
      const { data, mistakes } = parseFrontMatter(first.value, first.position.start.line + 1);
      for (const { message, line, column } of mistakes)
        reportMistake(file, message, { line, column });
      tree.children.splice(0, 1, ...(data ? [exportFrontMatter(data)] : []));
    }
    if (!declaredNames(tree).has('site')) tree.children.unshift(importSite);
  };
}
