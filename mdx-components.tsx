import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { LegalContents, LegalContentsEntry } from '@/components/legal/legal-contents';
import { LegalHeading } from '@/components/legal/legal-heading';
import { MdxLink } from '@/components/legal/mdx-link';
import { SupportEmail } from '@/components/legal/support-email';

/** Custom components legal MDX may use by name; keep in step with lib/node/mdx/known-components.ts. */
export const customComponents = { SupportEmail };

const components: MDXComponents = {
  ...customComponents,
  // Placed by lib/node/mdx/remark-legal-contents.ts, never written by authors.
  LegalContents,
  LegalContentsEntry,
  a: MdxLink,
  h2: LegalHeading,
  h3: (props: ComponentProps<'h3'>) => (
    <h3 className="text-ink-950 mt-8 text-lg font-bold" {...props} />
  ),
  p: (props: ComponentProps<'p'>) => <p className="mt-4" {...props} />,
  ul: (props: ComponentProps<'ul'>) => (
    <ul className="marker:text-ink-400 mt-4 list-disc space-y-2 pl-6" {...props} />
  ),
  ol: (props: ComponentProps<'ol'>) => (
    <ol className="marker:text-ink-600 mt-4 list-decimal space-y-2 pl-6" {...props} />
  ),
  strong: (props: ComponentProps<'strong'>) => (
    <strong className="text-ink-950 font-semibold" {...props} />
  ),
};

export function useMDXComponents(): MDXComponents {
  return components;
}
