import { finalCta } from '@/content/landing';
import { buttonClass } from '@/components/site/button-class';
import { CtaLink } from '@/components/links/cta-link';
import { Icon } from '@/components/site/icon';
import { icons } from '@/lib/icons';
import { SectionHeading } from './section-heading';

export function FinalCta() {
  const titleId = `${finalCta.id}-title`;
  return (
    <section
      id={finalCta.id}
      aria-labelledby={titleId}
      className="bg-ink-950 relative isolate overflow-hidden py-20 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_0%,rgb(123_92_255/0.3),transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-5 text-center sm:px-8">
        <SectionHeading id={titleId} title={finalCta.title} intro={finalCta.text} tone="dark" />
        <div className="mt-10 flex justify-center">
          <CtaLink className={buttonClass('primary', 'text-lg')}>
            {finalCta.cta}
            <Icon icon={icons.arrowRight} className="size-5" belowFirstScreen />
          </CtaLink>
        </div>
        <p className="text-ink-300 mt-4 text-sm text-balance">{finalCta.reassurance}</p>
      </div>
    </section>
  );
}
