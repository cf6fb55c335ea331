import { testimonials } from '@/content/landing';
import { LandingSection } from './landing-section';
import { Icon } from '@/components/site/icon';
import { StarRating } from '@/components/site/star-rating';

export function Testimonials() {
  return (
    <LandingSection copy={testimonials} className="bg-white">
      <ul className="mt-14 grid grid-cols-1 gap-6 md:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className="shadow-card ring-ink-100 forced-edge flex h-full flex-col rounded-(--radius-card) bg-white p-7 ring-1">
              <StarRating />
              <blockquote className="text-ink-800 mt-4 flex-1 text-lg">
                <p>{`“${item.text}”`}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3.5">
                <span
                  aria-hidden="true"
                  className="bg-ink-950 text-brand-300 grid size-12 shrink-0 place-items-center rounded-full text-lg font-bold"
                >
                  {item.name.charAt(0)}
                </span>
                <span className="min-w-0">
                  <span className="text-ink-950 block font-bold">{item.name}</span>
                  <span className="text-ink-600 block text-sm">{item.detail}</span>
                  <span className="text-brand-700 mt-0.5 inline-flex items-center gap-1 text-sm font-semibold">
                    <Icon icon={testimonials.verifiedIcon} className="size-4" belowFirstScreen />
                    {testimonials.verifiedLabel}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
