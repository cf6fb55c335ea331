import clsx from 'clsx';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type LandingSectionProps = {
  /** The section's copy: its anchor (the heading's id derives from it), title and lede. */
  copy: { id: string; title: string; intro: string };
  /** The section's background. */
  className: string;
  children: ReactNode;
};

/** A landing section: its anchor, the page width, and the heading and lede it opens with. */
export function LandingSection({ copy, className, children }: LandingSectionProps) {
  const { id, title, intro } = copy;
  const titleId = `${id}-title`;
  return (
    // Focusable by script only (tabindex -1), as a link to it moves focus there: the next Tab starts
    // in the section. Its outline would frame the whole section, which is not a control.
    <section
      id={id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={clsx(className, 'py-20 focus:outline-none sm:py-24')}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id={titleId} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
