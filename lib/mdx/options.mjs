import { fileURLToPath } from 'node:url';
import { knownComponents } from './known-components.mjs';

const plugin = (/** @type {string} */ file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * MDX compile options shared by the Next build and npm run check:mdx. Turbopack passes loader
 * options across processes, so plugins are named by absolute path with plain-data options. In
 * order: the document's details and scope, then the checks (on the text as the editor wrote it),
 * then the section numbers and contents, which the checks must not see.
 *
 * @type {{ remarkPlugins: [string, Record<string, unknown>][] }}
 */
export const mdxOptions = {
  remarkPlugins: [
    [plugin('./remark-legal-document.mjs'), {}],
    [plugin('./remark-legal-checks.mjs'), { components: knownComponents }],
    [plugin('./remark-legal-contents.mjs'), {}],
  ],
};
