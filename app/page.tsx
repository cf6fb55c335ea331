import type { Metadata } from 'next';
import { FinalCta } from '@/components/final-cta';
import { Hero } from '@/components/hero';
import { HowItWorks } from '@/components/how-it-works';
import { StickyCtaBar } from '@/components/sticky-cta-bar';
import { Testimonials } from '@/components/testimonials';
import { StructuredData } from '@/components/structured-data';
import { WhyChoose } from '@/components/why-choose';
import { seo } from '@/content/landing';
import { pageMetadata } from '@/lib/metadata';
import { routes, site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: seo.title,
  description: site.description,
  path: routes.home,
});

export default function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <WhyChoose />
      <Testimonials />
      <FinalCta />
      <StickyCtaBar />
      <StructuredData />
    </>
  );
}
