declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types';
  import type { JSX } from 'react';
  import type { FrontMatter } from '@/lib/node/mdx/front-matter.ts';

  /** The details block at the top of the file, checked while it compiles. */
  export const frontmatter: FrontMatter;
  export default function MDXContent(props: MDXProps): JSX.Element;
}

// @next/mdx ships its webpack loader without types; lib/node/mdx/loader.ts wraps it.
declare module '@next/mdx/mdx-js-loader' {
  const loader: (this: unknown, source: string) => void;
  export = loader;
}
