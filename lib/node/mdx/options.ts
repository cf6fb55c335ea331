import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'unified';
import { knownComponents } from './known-components.ts';

const plugin = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * MDX compile options shared by the Next build and check:mdx. Turbopack passes loader options
 * across processes, so plugins are named by absolute path with plain-data options. The checks see
 * the text as the editor wrote it: before the section numbers and contents.
 */
export const mdxOptions: { remarkPlugins: [string, Record<string, unknown>][] } = {
  remarkPlugins: [
    [plugin('./remark-legal-document.ts'), {}],
    [plugin('./remark-legal-checks.ts'), { components: knownComponents }],
    [plugin('./remark-legal-contents.ts'), {}],
  ],
};

/** The plugins themselves, for a compile here; by file URL: Windows' import() takes no C:\ path. */
export const loadRemarkPlugins = (): Promise<[Plugin, Record<string, unknown>][]> =>
  Promise.all(
    mdxOptions.remarkPlugins.map(async ([path, options]) => [
      (await import(pathToFileURL(path).href)).default as Plugin,
      options,
    ]),
  );
