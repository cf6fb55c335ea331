import { fileURLToPath } from 'node:url';
import { knownComponents } from './known-components.mjs';

/**
 * MDX compile options shared by the Next build and the Jest transformer. Turbopack passes loader
 * options across processes, so plugins are named by absolute path with plain-data options.
 */
export const mdxOptions = {
  remarkPlugins: [
    [
      fileURLToPath(new URL('./remark-known-components.mjs', import.meta.url)),
      { components: knownComponents },
    ],
  ],
};
