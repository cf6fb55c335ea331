import clsx from 'clsx';
import { cache, createElement } from 'react';
import { icons } from '@/lib/icons';

const starId = 'rating-star';

/**
 * Whether a rating has drawn the star yet, for one page render: cache() is scoped to a server
 * request, so the first rating on a page draws the star and the rest repeat it with <use>. A page
 * with four ratings carries one star shape instead of twenty inline SVGs, and a page with none
 * carries nothing.
 */
const starOnPage = cache(() => ({ drawn: false }));

/** Five filled stars; decorative, because the rating is always written out beside them. */
export function StarRating({ className }: { className?: string }) {
  const page = starOnPage();
  const drawsStar = !page.drawn;
  page.drawn = true;
  return (
    <svg
      viewBox="0 0 120 24"
      aria-hidden="true"
      className={clsx('inline-block h-4 w-20 align-[-0.125em]', className)}
    >
      {drawsStar && (
        <symbol id={starId} viewBox="0 0 24 24">
          <g
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
            className="fill-star text-star forced-colors:fill-[CanvasText] forced-colors:text-[CanvasText]"
          >
            {icons.star.node.map(([tag, { key, ...attributes }], index) =>
              createElement(tag, { key: key ?? index, ...attributes }),
            )}
          </g>
        </symbol>
      )}
      {[0, 24, 48, 72, 96].map((x) => (
        <use key={x} href={`#${starId}`} x={x} width={24} height={24} />
      ))}
    </svg>
  );
}
