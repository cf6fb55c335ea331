import clsx from 'clsx';
import { createElement } from 'react';
import type { IconData } from '@/lib/icons';

type IconProps = {
  icon: IconData;
  className?: string;
  /**
   * Drawn by the icons' stylesheet (lib/icons.ts), which the page links once its first screen is
   * painted, and caches for the next: it costs the first round trip and the largest paint nothing.
   * Icons on the first screen are drawn in the page.
   */
  belowFirstScreen?: boolean;
};

/**
 * A decorative icon, drawn on the server as plain SVG, with the `icon` class (app/globals.css) for
 * lucide's stroke, which follows the text colour, contrast themes included. Every icon on the site
 * sits beside text that says the same, so it is hidden from assistive technology.
 */
export function Icon({ icon, className, belowFirstScreen = false }: IconProps) {
  if (belowFirstScreen)
    return <svg aria-hidden="true" className={clsx('icon', className)} data-icon={icon.name} />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={clsx('icon', className)}>
      {icon.node.map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
