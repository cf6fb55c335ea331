import type { Metadata } from 'next';
import { FinalCta } from '@/components/landing/final-cta';
import { Hero } from '@/components/landing/hero';
import { HowItWorks } from '@/components/landing/how-it-works';
import { StickyCtaBar } from '@/components/landing/sticky-cta-bar';
import { Testimonials } from '@/components/landing/testimonials';
import { StructuredData } from '@/components/landing/structured-data';
import { WhyChoose } from '@/components/landing/why-choose';
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
