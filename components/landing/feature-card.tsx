import type { ReactNode } from 'react';
import type { Feature } from '@/content/landing';
import { Icon } from '@/components/site/icon';

type FeatureCardProps = Feature & { className: string; badge?: ReactNode };

/** One step or one benefit, as an item of its section's list: an icon, a title, a description. */
export function FeatureCard({ icon, title, description, className, badge }: FeatureCardProps) {
  return (
    <li className={className}>
      {badge}
      <span className="grid size-12 place-items-center rounded-2xl bg-violet-500/10 text-violet-700">
        <Icon icon={icon} className="size-6" belowFirstScreen />
      </span>
      <h3 className="text-ink-950 mt-5 text-lg font-bold">{title}</h3>
      <p className="text-ink-600 mt-2">{description}</p>
    </li>
  );
}
