import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import PrivacyPolicy, { metadata as document } from '@/content/privacy-policy.mdx';
import { formatLongDate } from '@/lib/dates';
import { pageMetadata } from '@/lib/metadata';
import { routes, site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: `${document.title} | ${site.name}`,
  description: document.description,
  path: routes.privacy,
});

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={document.title}
      dateLabel="Last updated"
      isoDate={site.legal.privacyUpdated}
      displayDate={formatLongDate(site.legal.privacyUpdated)}
    >
      <PrivacyPolicy />
    </LegalPage>
  );
}
