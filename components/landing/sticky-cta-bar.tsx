import { stickyBar } from '@/content/landing';
import { buttonClass } from '@/components/site/button-class';
import { CtaLink } from '@/components/links/cta-link';

/**
 * The phone-only "Join Now" bar; it does not exist at 768 px and wider. It ships hidden and inert;
 * lib/sticky-bar-script.ts reveals it on scroll, with or without the framework.
 */
export function StickyCtaBar() {
  return (
    <div data-sticky-bar className="fixed inset-x-0 bottom-0 z-40 md:hidden">
      <div
        data-state="hidden"
        inert
        className="transition-[translate,visibility] duration-300 data-[state=hidden]:invisible data-[state=hidden]:translate-y-full motion-reduce:transition-none"
      >
        <div className="bg-ink-950/95 flex items-center justify-between gap-4 border-t border-white/10 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-white [backdrop-filter:blur(0.5rem)] contrast-more:border-white/60">
          {/* Large text on a phone, or a phone on its side, leaves room for the button alone. */}
          <p className="text-sm leading-tight max-[18em]:hidden [@media(height<24em)]:hidden">
            <span className="block font-bold">{stickyBar.label}</span>
            <span className="text-ink-300">{stickyBar.detail}</span>
          </p>
          <CtaLink className={buttonClass('primary', 'min-h-11 px-7')}>{stickyBar.cta}</CtaLink>
        </div>
      </div>
    </div>
  );
}
