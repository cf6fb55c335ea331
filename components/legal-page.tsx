import { ArrowLeft } from 'lucide-react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { legalSections } from '@/lib/legal-sections';
import { routes } from '@/lib/site';
import { InternalLink } from './internal-link';

type LegalPageProps = {
  /** The file in content/, e.g. "privacy-policy.mdx"; its headings make the table of contents. */
  source: string;
  title: string;
  dateLabel: string;
  isoDate: string;
  displayDate: string;
  children: ReactNode;
};

/** The reading layout of the legal pages: about 70 characters a line, contents first. */
export function LegalPage({
  source,
  title,
  dateLabel,
  isoDate,
  displayDate,
  children,
}: LegalPageProps) {
  // Read at build time only: the pages are exported as static HTML.
  const sections = legalSections(readFileSync(join(process.cwd(), 'content', source), 'utf8'));
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
      <nav
        aria-labelledby="contents-title"
        className="bg-ink-50 mt-8 rounded-(--radius-card) p-6"
        data-print-hidden
      >
        <p id="contents-title" className="text-ink-950 font-bold">
          Contents
        </p>
        <ol className="mt-3 space-y-1.5 text-[0.9375rem]">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-sm py-0.5 text-violet-700 underline-offset-3 hover:underline focus-visible:outline-3 focus-visible:outline-violet-700"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-4">{children}</div>
    </article>
  );
}
