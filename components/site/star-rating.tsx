import clsx from 'clsx';
import { Star } from 'lucide-react';

const starId = 'rating-star';

/**
 * The star, drawn once per page by the root layout: every rating repeats it with <use>, so a page
 * with four ratings carries one star shape instead of twenty inline SVGs.
 */
export function StarSymbol() {
  return (
    <svg aria-hidden="true" className="absolute size-0">
      <symbol id={starId} viewBox="0 0 24 24">
        <Star className="fill-star text-star" strokeWidth={1.5} />
      </symbol>
    </svg>
  );
}

/** Five filled stars; decorative, because the rating is always written out beside them. */
export function StarRating({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 120 24"
      aria-hidden="true"
      className={clsx('inline-block h-4 w-20 align-[-0.125em]', className)}
    >
      {[0, 24, 48, 72, 96].map((x) => (
        <use key={x} href={`#${starId}`} x={x} width={24} height={24} />
      ))}
    </svg>
  );
}
