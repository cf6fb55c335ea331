import { Star } from 'lucide-react';

/** Five filled stars; decorative, because the rating is always written out beside them. */
export function StarRating({ className }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} className="fill-star text-star inline size-4" strokeWidth={1.5} />
      ))}
    </span>
  );
}
