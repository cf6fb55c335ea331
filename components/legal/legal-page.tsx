import type { Metadata } from 'next';
import { legalDocuments } from '@/content/legal';
import { legalPages, type LegalPath } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';
import { routes, site } from '@/lib/site';
import { InternalLink } from '@/components/links/internal-link';
import { Icon } from '@/components/site/icon';
import { icons } from '@/lib/icons';

/**
 * A legal page from its document: the title, description and date in its file's details block,
 * shown in the reading layout (about 70 characters a line), dated in the page's style. The MDX
 * brings its numbered sections and their contents.
 */
export function legalPage(path: LegalPath): { metadata: Metadata; Page: () => React.JSX.Element } {
  const { Content, frontmatter } = legalDocuments[path];
  const { dateLabel, formatDate } = legalPages[path];
  const metadata = pageMetadata({
    title: `${frontmatter.title} | ${site.name}`,
    description: frontmatter.description,
    path,
  });
  const Page = () => (
    <article className="text-ink-800 mx-auto max-w-[70ch] px-5 pt-10 pb-20 text-[1.0625rem] leading-relaxed sm:px-8">
      <InternalLink
        href={routes.home}
        className="inline-flex min-h-11 items-center gap-2 rounded-full py-2 font-semibold text-violet-700 hover:text-violet-500 focus-visible:outline-3 focus-visible:outline-violet-700"
      >
        <Icon icon={icons.arrowLeft} className="size-4" />
        Back to Home
      </InternalLink>
      <header className="border-ink-100 mt-6 border-b pb-8">
        <h1 className="text-ink-950 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {frontmatter.title}
        </h1>
        <p className="text-ink-600 mt-3">
          {dateLabel} <time dateTime={frontmatter.date}>{formatDate(frontmatter.date)}</time>
        </p>
      </header>
      <div className="mt-4">
        <Content />
      </div>
    </article>
  );
  return { metadata, Page };
}
