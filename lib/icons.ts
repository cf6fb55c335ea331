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
 * Where the icons below the first screen (components/site/icon.tsx) are drawn: one stylesheet
 * (app/icons.css/route.ts), built from the icons' data, cached for every page.
 */
export const iconStylesheetUrl = '/icons.css';

/**
 * Links the icons' stylesheet once the largest paint has happened: a request the markup names
 * starts before it, and delayed it by a sixth on a slow phone (the sprite before this did). Every
 * browser reports the first paint, and all but older Safari the largest. A visitor without scripts
 * gets the stylesheet from the page's <noscript>.
 *
 * Self-contained (see inlineScript): it reads only its parameter and the page.
 */
function linkIconStylesheet(href: string) {
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }).observe({
    type: PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
      ? 'largest-contentful-paint'
      : 'paint',
    buffered: true,
  });
}

/** Inline in every page's body; the post-build step adds its hash to the Content-Security-Policy. */
export const iconStylesheetScript = inlineScript(linkIconStylesheet, iconStylesheetUrl);

/**
 * Every icon as the mask of an empty <svg data-icon="name">, painted in the text's colour as the
 * `icon` class strokes it (a contrast theme's colour too), and printed as it is shown.
 */
export function iconStylesheet(): string {
  // A data URL in CSS: what would end it, or start an escape or a fragment, is written %XX.
  const encode = (value: unknown) =>
    String(value).replace(/['"%#<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const stroke = `fill='none' stroke='%23000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'`;
  const rules = Object.values(icons).map(({ name, node }) => {
    const shapes = node.map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => ` ${key}='${encode(value)}'`)
        .join('');
      return `%3C${tag}${written}/%3E`;
    });
    const svg = `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${stroke}%3E${shapes.join('')}%3C/svg%3E`;
    return `[data-icon=${name}]{--icon:url("data:image/svg+xml,${svg}")}`;
  });
  // A contrast theme would force the background, which is the icon, to its ground colour.
  // preserve-parent-color keeps the text's forced colour instead, as Chromium does for every <svg>;
  // none is the fallback where that value is unknown.
  const drawn = `svg[data-icon]{background:currentColor;mask:var(--icon) center/contain no-repeat;forced-color-adjust:none;forced-color-adjust:preserve-parent-color;print-color-adjust:exact}`;
  return `${[drawn, ...rules].join('\n')}\n`;
}
