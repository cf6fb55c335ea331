import { Icon } from '@/components/site/icon';
import { icons } from '@/lib/icons';
import { site } from '@/lib/site';

const exercises = [
  { name: 'Squat to reach', time: '3 min', done: true },
  { name: 'Push-up ladder', time: '4 min', done: true },
  { name: 'Plank shoulder taps', time: '3 min', done: false },
];

/** The progress ring's track and its filled arc share one circle. */
const ring = { cx: 50, cy: 50, r: 44, fill: 'none', strokeWidth: 10 };

/**
 * A drawn preview of a session in the app: pure HTML, CSS and SVG, so it costs no image request.
 * On a phone it comes below the hero's text, so its icons come from the icons' stylesheet, but for
 * the badge's.
 * On a desktop it is on the first screen, which the browser may paint while the HTML is still
 * arriving, so nothing in it may move as the rest arrives: what is aligned right or to the bottom
 * is placed so that later text cannot push it (e2e/performance.spec.ts, "still arriving").
 */
export function HeroVisual() {
  const progress = 0.68;
  const circumference = 2 * Math.PI * ring.r;
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-sm select-none max-[16em]:hidden md:max-w-md"
    >
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-violet-500/25 [filter:blur(4rem)]" />
      <div className="bg-ink-900 forced-edge rounded-[2rem] p-5 shadow-2xl ring-1 ring-white/10 sm:p-6">
        {/* The badge comes first in the page and is shown last, at a fixed offset: it is
            complete before the title's text arrives, and neither the title nor its own text
            moves it (it is 1.5rem tall, the title 3rem: 0.75rem centres it; at least 7.5rem
            wide, more than its text, so neither its box nor its icon moves as the text arrives). */}
        <div className="flex items-start">
          <span className="forced-edge order-last mt-3 ml-auto inline-flex min-w-30 items-center gap-1 rounded-full bg-violet-500/20 px-2.5 py-1 text-xs font-semibold text-violet-300">
            <Icon icon={icons.sparkles} className="size-3.5" /> AI-adjusted
          </span>
          <div>
            <p className="text-ink-300 text-sm">Today’s plan</p>
            <p className="text-lg font-bold text-white">Full-body burn</p>
          </div>
        </div>

        <div className="mt-6 flex flex-wrap items-center gap-5">
          <svg viewBox="0 0 100 100" className="size-28 shrink-0 -rotate-90">
            <circle {...ring} className="stroke-white/10 forced-colors:stroke-[GrayText]" />
            <circle
              {...ring}
              strokeLinecap="round"
              // In hundredths: the digits beyond draw nothing and cost the first round trip bytes.
              strokeDasharray={circumference.toFixed(2)}
              strokeDashoffset={(circumference * (1 - progress)).toFixed(2)}
              className="stroke-brand-300 forced-colors:stroke-[CanvasText]"
            />
          </svg>
          {/* Beside the ring while both fit; below it with large text on a narrow phone. */}
          <div className="min-w-0 flex-1 basis-24">
            <p className="text-4xl font-extrabold text-white [font-variant-numeric:tabular-nums]">
              10:12
            </p>
            <p className="text-ink-300 text-sm">{`of ${site.minutesPerDay}:00 min`}</p>
            <p className="text-brand-300 mt-2 inline-flex items-center gap-1 text-sm font-semibold">
              <Icon icon={icons.flame} className="size-4" belowFirstScreen /> 12-day streak
            </p>
          </div>
        </div>

        <ul className="mt-6 space-y-2.5">
          {exercises.map((exercise) => (
            <li
              key={exercise.name}
              className="forced-edge flex items-center gap-3 rounded-2xl bg-white/5 px-3.5 py-3 ring-1 ring-white/5"
            >
              <span
                className={
                  exercise.done
                    ? 'bg-brand-300 text-ink-950 grid size-7 place-items-center rounded-full'
                    : 'grid size-7 place-items-center rounded-full bg-white/10 text-white'
                }
              >
                {exercise.done ? (
                  <Icon icon={icons.check} className="size-4" belowFirstScreen />
                ) : (
                  <Icon icon={icons.play} className="size-3.5" belowFirstScreen />
                )}
              </span>
              <span className="flex-1 text-sm font-medium text-white">{exercise.name}</span>
              <span className="text-ink-300 text-sm [font-variant-numeric:tabular-nums]">
                {exercise.time}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {/* Placed by its top, 2rem above the card's bottom edge, so it overhangs by its own 4rem less
          2rem. Placed by its bottom, it grew upwards, a layout shift, whenever the page's HTML
          arrived in two pieces between its two lines. */}
      <div className="text-ink-950 shadow-card forced-edge motion-safe:animate-float absolute top-[calc(100%-2rem)] -left-6 hidden rounded-2xl bg-white px-3.5 py-2.5 sm:block">
        <p className="text-ink-600 text-xs font-medium">Strength</p>
        <p className="text-brand-700 text-lg font-extrabold">+18%</p>
      </div>
    </div>
  );
}
