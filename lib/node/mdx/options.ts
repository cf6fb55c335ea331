import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'unified';
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

/**
 * The remark plugins themselves, for a compile in this process (check:mdx, the tests), with their
 * options. Imported by file URL: on Windows, import() takes no drive-letter path.
 */
export const loadRemarkPlugins = (): Promise<[Plugin, Record<string, unknown>][]> =>
  Promise.all(
    mdxOptions.remarkPlugins.map(async ([path, options]) => [
      (await import(pathToFileURL(path).href)).default as Plugin,
      options,
    ]),
  );
