import { logo } from '@/lib/logo';
import { site } from '@/lib/site';

/** The logo: a lime pulse in a rounded square, beside the brand name. */
export function BrandMark() {
  return (
    <span className="inline-flex items-center gap-2.5 text-lg font-extrabold tracking-tight">
      <svg viewBox={logo.viewBox} aria-hidden="true" className="size-8 shrink-0">
        <rect
          width={logo.size}
          height={logo.size}
          rx={logo.radius}
          className="fill-brand-300 forced-colors:fill-[CanvasText]"
        />
        <path
          d={logo.pulse}
          fill="none"
          strokeWidth={logo.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-ink-950 forced-colors:stroke-[Canvas]"
        />
      </svg>
      {site.name}
    </span>
  );
}
