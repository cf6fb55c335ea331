import type { ComponentProps } from 'react';
import { ExternalLink } from '@/components/links/external-link';
import { InternalLink } from '@/components/links/internal-link';

const linkClass =
  'font-semibold text-violet-700 underline decoration-violet-700/40 underline-offset-3 hover:decoration-violet-700 focus-visible:outline-3 focus-visible:outline-violet-700 rounded-sm';

/** Routes every Markdown link in legal text to the right building block. */
export function MdxLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <InternalLink href={href} className={linkClass}>
        {children}
      </InternalLink>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <ExternalLink href={href} className={linkClass}>
        {children}
      </ExternalLink>
    );
  }
  // In-page anchors and mailto: links need no query and stay on the page or open the mail app.
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}
