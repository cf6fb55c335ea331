import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import TermsOfUse, { metadata as document } from '@/content/terms-of-use.mdx';
import { formatShortDate } from '@/lib/dates';
import { pageMetadata } from '@/lib/metadata';
import { routes, site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: `${document.title} | ${site.name}`,
  description: document.description,
  path: routes.terms,
});

export default function TermsOfUsePage() {
  return (
    <LegalPage
      title={document.title}
      dateLabel="Effective"
      isoDate={site.legal.termsEffective}
      displayDate={formatShortDate(site.legal.termsEffective)}
    >
      <TermsOfUse />
    </LegalPage>
  );
}
