import { ogImage } from '@/lib/metadata';
import { site } from '@/lib/site';

/**
 * Organization and WebSite JSON-LD. Deliberately no Review or AggregateRating: search engines
 * treat a site's own review stars about itself as self-serving and may penalise them.
 */
export function StructuredData() {
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${site.url}/#organization`,
        name: site.name,
        url: site.url,
        logo: new URL('/icon.svg', site.url).href,
        email: site.supportEmail,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: site.supportEmail,
        },
      },
      {
        '@type': 'WebSite',
        '@id': `${site.url}/#website`,
        name: site.name,
        url: site.url,
        description: site.description,
        inLanguage: 'en',
        image: new URL(ogImage.url, site.url).href,
        publisher: { '@id': `${site.url}/#organization` },
      },
    ],
  };
  return (
    <script
      type="application/ld+json"
      // JSON.stringify cannot close the script element: "<" is escaped as a unicode sequence.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
