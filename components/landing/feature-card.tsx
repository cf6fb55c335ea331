import type { Feature } from '@/content/landing';

/** An icon, a title and a short description: one step or one benefit. */
export function FeatureCard({ icon: Icon, title, description }: Feature) {
  return (
    <>
      <span className="grid size-12 place-items-center rounded-2xl bg-violet-500/10 text-violet-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-ink-950 mt-5 text-lg font-bold">{title}</h3>
      <p className="text-ink-600 mt-2">{description}</p>
    </>
  );
}
