import { fileURLToPath } from 'node:url';
import { knownComponents } from './known-components.mjs';

const plugin = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * MDX compile options shared by the Next build and npm run check:mdx. Turbopack passes loader
 * options across processes, so plugins are named by absolute path with plain-data options. Unknown
 * components are checked before the contents are added, so authors cannot use the contents' own.
 */
export const mdxOptions = {
  remarkPlugins: [
    [plugin('./remark-known-components.mjs'), { components: knownComponents }],
    [plugin('./remark-legal-contents.mjs'), {}],
  ],
};
