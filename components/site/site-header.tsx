import { routes } from '@/lib/site';
import { BrandMark } from './brand-mark';
import { InternalLink } from '@/components/links/internal-link';

/** The thin top bar on every page: the logo, which leads home with the visitor's query. */
export function SiteHeader() {
  return (
    <header className="bg-ink-950 text-white" data-print-hidden>
      <div className="mx-auto flex h-16 max-w-6xl items-center px-5 sm:px-8">
        <InternalLink
          href={routes.home}
          className="focus-visible:outline-brand-300 -m-2 rounded-xl p-2 focus-visible:outline-3"
        >
          <BrandMark />
        </InternalLink>
      </div>
    </header>
  );
}
