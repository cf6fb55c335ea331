// The icons the site draws: lucide-react's data for each, from its per-icon entries
// (lucide-react/icons/<name>), drawn as plain SVG on the server by components/site/icon.tsx.
// lucide-react's own components are client components (its Icon reads a React context), so each
// icon drawn with them is described in the page's flight data and brings lucide's renderer into the
// page's JavaScript, to draw a shape that never changes.
import { inlineScript } from './inline-script.ts';
import type { LucideIconData } from 'lucide-react';
import * as arrowDown from 'lucide-react/icons/arrow-down';
import * as arrowLeft from 'lucide-react/icons/arrow-left';
import * as arrowRight from 'lucide-react/icons/arrow-right';
import * as badgeCheck from 'lucide-react/icons/badge-check';
import * as brainCircuit from 'lucide-react/icons/brain-circuit';
import * as check from 'lucide-react/icons/check';
import * as clock from 'lucide-react/icons/clock';
import * as dumbbell from 'lucide-react/icons/dumbbell';
import * as externalLink from 'lucide-react/icons/external-link';
import * as flame from 'lucide-react/icons/flame';
import * as house from 'lucide-react/icons/house';
import * as monitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import * as play from 'lucide-react/icons/play';
import * as sparkles from 'lucide-react/icons/sparkles';
import * as star from 'lucide-react/icons/star';
import * as trendingUp from 'lucide-react/icons/trending-up';
import * as userPlus from 'lucide-react/icons/user-plus';

export type IconData = LucideIconData;

/**
 * The icon data an entry exports beside its component (`__iconData`, which its component is made
 * from). Not in lucide-react's typings, so a release that stops exporting it fails the build here.
 */
function iconData(entry: object, name: string): IconData {
  const data = (entry as { __iconData?: IconData }).__iconData;
  if (!Array.isArray(data?.node) || data.node.length === 0)
    throw new Error(
      `lib/icons.ts: lucide-react/icons/${name} no longer exports __iconData, the data its icon is drawn from. Check how this lucide-react version builds its icons.`,
    );
  return data;
}

export const icons = {
  arrowDown: iconData(arrowDown, 'arrow-down'),
  arrowLeft: iconData(arrowLeft, 'arrow-left'),
  arrowRight: iconData(arrowRight, 'arrow-right'),
  badgeCheck: iconData(badgeCheck, 'badge-check'),
  brainCircuit: iconData(brainCircuit, 'brain-circuit'),
  check: iconData(check, 'check'),
  clock: iconData(clock, 'clock'),
  dumbbell: iconData(dumbbell, 'dumbbell'),
  externalLink: iconData(externalLink, 'external-link'),
  flame: iconData(flame, 'flame'),
  house: iconData(house, 'house'),
  monitorSmartphone: iconData(monitorSmartphone, 'monitor-smartphone'),
  play: iconData(play, 'play'),
  sparkles: iconData(sparkles, 'sparkles'),
  star: iconData(star, 'star'),
  trendingUp: iconData(trendingUp, 'trending-up'),
  userPlus: iconData(userPlus, 'user-plus'),
} as const;

/**
 * Where every icon is also served as one sprite (app/icons.svg/route.ts), each a <symbol> whose id
 * is the icon's name, for the icons below the first screen (components/site/icon.tsx).
 */
export const iconSpriteUrl = '/icons.svg';

/**
 * Asks for the sprite once the largest paint has happened: an icon drawn from it names its symbol in
 * data-icon, and gets its href then, or as soon as it arrives later (a page reached client-side).
 * Named in the markup, the sprite was a request before the largest paint, which it delayed by a
 * sixth on a slow phone. Every browser reports the first paint, and all but Safari the largest.
 *
 * Self-contained (see inlineScript): it reads only its parameter and the page.
 */
function drawSpriteIcons(sprite: string) {
  const draw = () =>
    document.querySelectorAll<SVGElement>('use[data-icon]').forEach((use) => {
      use.setAttribute('href', `${sprite}#${use.dataset.icon}`);
    });
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    draw();
    new MutationObserver(draw).observe(document.body, { childList: true, subtree: true });
  }).observe({
    type: PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
      ? 'largest-contentful-paint'
      : 'paint',
    buffered: true,
  });
}

/** Inline in every page's body; the post-build step adds its hash to the Content-Security-Policy. */
export const iconSpriteScript = inlineScript(drawSpriteIcons, iconSpriteUrl);

const escape = (value: unknown) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The sprite: every icon as a <symbol>, its shapes as lucide draws them. */
export function iconSprite(): string {
  const symbols = Object.values(icons).map(({ name, node }) => {
    const shapes = node.map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}="${escape(value)}"`)
        .join('');
      return `<${tag}${written}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
