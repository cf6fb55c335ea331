import { site } from '@/lib/site';

/** The logo: a lime pulse in a rounded square, beside the brand name. */
export function BrandMark() {
  return (
    <span className="inline-flex items-center gap-2.5 text-lg font-extrabold tracking-tight">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-brand-300" />
        <path
          d="M5 17h5l3-7 5 13 3-8 2 2h4"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-ink-950"
        />
      </svg>
      {site.name}
    </span>
  );
}
