import { footer } from '@/content/landing';
import { routes, site } from '@/lib/site';
import { BrandMark } from './brand-mark';
import { InternalLink } from '@/components/links/internal-link';

const linkClass =
  'rounded-md py-2 underline-offset-4 hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-brand-300';

export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-6xl border-t border-white/10 px-5 py-12 contrast-more:border-white/60 sm:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <span className="text-white">
            <BrandMark />
          </span>
          <nav aria-label="Legal" data-print-hidden>
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium">
              <li>
                <InternalLink href={routes.privacy} className={linkClass}>
                  {footer.privacy}
                </InternalLink>
              </li>
              <li>
                <InternalLink href={routes.terms} className={linkClass}>
                  {footer.terms}
                </InternalLink>
              </li>
            </ul>
          </nav>
        </div>
        <p className="mt-8 max-w-3xl text-sm">{footer.disclaimer}</p>
        <p className="mt-4 text-sm">
          {`© ${site.copyrightYear} ${site.name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
