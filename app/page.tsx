import { FinalCta } from '@/components/final-cta';
import { Hero } from '@/components/hero';
import { HowItWorks } from '@/components/how-it-works';
import { StickyCtaBar } from '@/components/sticky-cta-bar';
import { Testimonials } from '@/components/testimonials';
import { WhyChoose } from '@/components/why-choose';

export default function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <WhyChoose />
      <Testimonials />
      <FinalCta />
      <StickyCtaBar />
    </>
  );
}
