import clsx from 'clsx';
import { whyChoose } from '@/content/landing';
import { FeatureCard } from './feature-card';
import { SectionHeading } from './section-heading';

export function WhyChoose() {
  const titleId = `${whyChoose.id}-title`;
  return (
    <section id={whyChoose.id} aria-labelledby={titleId} className="bg-ink-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id={titleId} title={whyChoose.title} intro={whyChoose.intro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {whyChoose.benefits.map((benefit, index) => (
            <li
              key={benefit.title}
              className={clsx(
                'shadow-card ring-ink-100 rounded-(--radius-card) bg-white p-7 ring-1',
                // Five cards: three across, then two wider ones, so no row is left ragged.
                index < 3 ? 'lg:col-span-2' : 'lg:col-span-3',
                index === 4 && 'sm:col-span-2',
              )}
            >
              <FeatureCard {...benefit} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
