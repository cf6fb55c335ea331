import { ArrowRight } from 'lucide-react';
import { howItWorks } from '@/content/landing';
import { buttonClass } from '@/components/site/button-class';
import { CtaLink } from '@/components/links/cta-link';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  const titleId = `${howItWorks.id}-title`;
  return (
    <section id={howItWorks.id} aria-labelledby={titleId} className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id={titleId} title={howItWorks.title} intro={howItWorks.intro} />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {howItWorks.steps.map((step, index) => (
            <li
              key={step.title}
              className="bg-ink-50 ring-ink-100 relative rounded-(--radius-card) p-7 ring-1"
            >
              <span className="text-ink-600 absolute top-6 right-6 text-sm font-bold tabular-nums">
                {`Step ${index + 1}`}
              </span>
              <FeatureCard {...step} />
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <CtaLink className={buttonClass('primary')}>
            {howItWorks.cta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
