import { fileURLToPath } from 'node:url';
import { knownComponents } from './known-components.ts';

const plugin = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * MDX compile options shared by the Next build and npm run check:mdx. Turbopack passes loader
 * options across processes, so plugins are named by absolute path with plain-data options. In
 * order: the document's details and scope, then the checks (on the text as the editor wrote it),
 * then the section numbers and contents, which the checks must not see.
 */
export const mdxOptions: { remarkPlugins: [string, Record<string, unknown>][] } = {
  remarkPlugins: [
    [plugin('./remark-legal-document.ts'), {}],
    [plugin('./remark-legal-checks.ts'), { components: knownComponents }],
    [plugin('./remark-legal-contents.ts'), {}],
  ],
};
