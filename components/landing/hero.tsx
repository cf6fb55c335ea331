import { hero, howItWorks } from '@/content/landing';
import { buttonClass } from '@/components/site/button-class';
import { CtaLink } from '@/components/links/cta-link';
import { HeroVisual } from './hero-visual';
import { Icon } from '@/components/site/icon';
import { StarRating } from '@/components/site/star-rating';
import { icons } from '@/lib/icons';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-ink-950 relative isolate overflow-hidden text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_10%,rgb(123_92_255/0.28),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-14 px-5 pt-8 pb-16 sm:px-8 md:grid-cols-[1.15fr_0.85fr] md:items-start md:pt-14 md:pb-24 lg:gap-20">
        <div>
          <p className="text-brand-200 forced-edge inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold ring-1 ring-white/15">
            <Icon icon={icons.sparkles} className="size-4" />
            {hero.offer}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.headlineLead} <span className="text-brand-300">{hero.headlineClaim}</span>
          </h1>
          <p className="text-ink-200 mt-6 max-w-xl text-lg text-pretty">{hero.lede}</p>
          <p className="text-ink-200 mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <StarRating />
            <span>
              <strong className="font-bold text-white">{hero.rating.value}</strong>{' '}
              {hero.rating.source}
            </span>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <CtaLink className={buttonClass('primary', 'text-lg')}>
              {hero.cta}
              <Icon icon={icons.arrowRight} className="size-5" />
            </CtaLink>
            <a
              href={`#${howItWorks.id}`}
              data-smooth-scroll
              className={buttonClass('secondary', 'text-white')}
            >
              {hero.secondary}
              <Icon icon={icons.arrowDown} className="size-4" />
            </a>
          </div>
          <p className="text-ink-300 mt-4 text-sm text-balance">{hero.reassurance}</p>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
