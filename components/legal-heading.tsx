import type { ComponentProps } from 'react';
import { slugify } from '@/lib/slug';
import { textOf } from '@/lib/text';

/** A numbered legal section heading with a stable anchor id derived from its words. */
export function LegalHeading({ children }: ComponentProps<'h2'>) {
  return (
    <h2
      id={slugify(textOf(children))}
      className="text-ink-950 mt-12 scroll-mt-6 text-2xl font-bold tracking-tight"
    >
      {children}
    </h2>
  );
}
