import type { ComponentProps, ReactNode } from 'react';
import { slugify } from '@/lib/slug.ts';
import { textOf } from '@/lib/text';

/** The anchor id of a section: from its rendered words, so the contents entry computes the same. */
export const headingId = (content: ReactNode) => slugify(textOf(content));

/** A numbered legal section heading with a stable anchor id derived from its words. */
export function LegalHeading({ children }: ComponentProps<'h2'>) {
  return (
    <h2
      id={headingId(children)}
      className="text-ink-950 mt-12 scroll-mt-6 text-2xl font-bold tracking-tight"
    >
      {children}
    </h2>
  );
}
