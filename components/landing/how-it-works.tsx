import { howItWorks } from '@/content/landing';
import { buttonClass } from '@/components/site/button-class';
import { CtaLink } from '@/components/links/cta-link';
import { Icon } from '@/components/site/icon';
import { icons } from '@/lib/icons';
import { FeatureCard } from './feature-card';
import { LandingSection } from './landing-section';

export function HowItWorks() {
  return (
    <LandingSection copy={howItWorks} className="bg-white">
      <ol className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-3">
        {howItWorks.steps.map((step, index) => (
          <FeatureCard
            key={step.title}
            {...step}
            className="bg-ink-50 ring-ink-100 forced-edge relative rounded-(--radius-card) p-7 ring-1"
            badge={
              <span className="text-ink-600 absolute top-6 right-6 text-sm font-bold [font-variant-numeric:tabular-nums]">
                {`Step ${index + 1}`}
              </span>
            }
          />
        ))}
      </ol>
      <div className="mt-12 flex justify-center">
        <CtaLink className={buttonClass('primary')}>
          {howItWorks.cta}
          <Icon icon={icons.arrowRight} className="size-5" belowFirstScreen />
        </CtaLink>
      </div>
    </LandingSection>
  );
}
