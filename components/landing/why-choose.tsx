import clsx from 'clsx';
import { whyChoose } from '@/content/landing';
import { FeatureCard } from './feature-card';
import { LandingSection } from './landing-section';

export function WhyChoose() {
  return (
    <LandingSection copy={whyChoose} className="bg-ink-50">
      <ul className="mt-14 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {whyChoose.benefits.map((benefit, index) => (
          <FeatureCard
            key={benefit.title}
            {...benefit}
            className={clsx(
              'shadow-card ring-ink-100 forced-edge rounded-(--radius-card) bg-white p-7 ring-1',
              // Five cards: three across, then two wider ones, so no row is left ragged.
              index < 3 ? 'lg:col-span-2' : 'lg:col-span-3',
              index === 4 && 'sm:col-span-2',
            )}
          />
        ))}
      </ul>
    </LandingSection>
  );
}
