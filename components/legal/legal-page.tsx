import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { routes } from '@/lib/site';
import { InternalLink } from '@/components/links/internal-link';

type LegalPageProps = {
  title: string;
  dateLabel: string;
  isoDate: string;
  displayDate: string;
  children: ReactNode;
};

/** The reading layout of the legal pages: about 70 characters a line; the MDX brings its contents. */
export function LegalPage({ title, dateLabel, isoDate, displayDate, children }: LegalPageProps) {
  return (
    <article className="text-ink-800 mx-auto max-w-[70ch] px-5 pt-10 pb-20 text-[1.0625rem] leading-relaxed sm:px-8">
      <InternalLink
        href={routes.home}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-2 font-semibold text-violet-700 hover:text-violet-500 focus-visible:outline-3 focus-visible:outline-violet-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </InternalLink>
      <header className="border-ink-100 mt-6 border-b pb-8">
        <h1 className="text-ink-950 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="text-ink-600 mt-3">
          {dateLabel} <time dateTime={isoDate}>{displayDate}</time>
        </p>
      </header>
      <div className="mt-4">{children}</div>
    </article>
  );
}
