// The icons the site draws, from lucide's framework-free package, which publishes each icon's
// shapes as data (its IconNode, https://lucide.dev/guide/packages/lucide): drawn on the server as
// plain SVG by components/site/icon.tsx, so no icon code reaches the browser; the flight data
// carries the drawn shapes, as it carries every element the server renders.
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  BrainCircuit,
  Check,
  Clock,
  Dumbbell,
  ExternalLink,
  Flame,
  House,
  MonitorSmartphone,
  Play,
  Sparkles,
  Star,
  TrendingUp,
  UserPlus,
  type IconNode,
} from 'lucide';
import { inlineScript } from './inline-script.ts';

export type IconData = { name: string; node: IconNode };

// prettier-ignore
const all = { ArrowDown, ArrowLeft, ArrowRight, BadgeCheck, BrainCircuit, Check, Clock, Dumbbell, ExternalLink,
  Flame, House, MonitorSmartphone, Play, Sparkles, Star, TrendingUp, UserPlus };

/** Each icon by the name lucide gives it (check, arrow-down…). */
export const icons = Object.fromEntries(
  Object.entries(all).map(([name, node]) => {
    const kebab = name.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase();
    return [name[0].toLowerCase() + name.slice(1), { name: kebab, node }];
  }),
) as Record<Uncapitalize<keyof typeof all>, IconData>;

/**
 * Where the icons below the first screen (components/site/icon.tsx) are drawn: one stylesheet
 * (app/icons.css/route.ts) that masks each with its cell of one sprite (app/icons.svg/route.ts),
 * both built from the icons' data and cached for every page.
 */
export const iconStylesheetUrl = '/icons.css';
const spriteUrl = '/icons.svg';

/**
 * Links the icons' stylesheet once the largest paint has happened: a request the markup names
 * starts before it, and delayed it by a sixth on a slow phone (a sprite of <use>s did). Every
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

const shapes = ({ node }: IconData) =>
  node.map(([tag, attributes]) => {
    const written = Object.entries(attributes).map(([key, value]) => ` ${key}="${value}"`);
    return `<${tag}${written.join('')}/>`;
  });

/** Every icon in a row of 24-unit cells, stroked as lucide strokes them: one image to mask with. */
export function iconSprite(): string {
  const cells = Object.values(icons).map(
    (icon, i) => `<g transform="translate(${24 * i} 0)">${shapes(icon).join('')}</g>`,
  );
  const stroke = `fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  const width = 24 * cells.length;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 24" width="${width}" height="24" ${stroke}>${cells.join('')}</svg>\n`;
}

/**
 * Every icon as the mask of an empty <svg data-icon="name">: its cell of the one sprite, painted in
 * the text's colour as the `icon` class strokes it (a contrast theme's colour too), and printed as
 * it is shown. One image, not one per icon: each is decoded and drawn once, after the first paint.
 */
export function iconStylesheet(): string {
  const last = Object.keys(icons).length - 1;
  const cells = Object.values(icons).map(
    ({ name }, i) => `svg[data-icon=${name}]{mask-position:${+((100 * i) / last).toFixed(4)}% 0}`,
  );
  // A contrast theme would force the background, which is the icon, to its ground colour.
  // preserve-parent-color keeps the text's forced colour instead, as Chromium does for every <svg>;
  // none is the fallback where that value is unknown.
  const drawn = `svg[data-icon]{background:currentColor;mask:url(${spriteUrl}) 0 0/${100 * (last + 1)}% 100% no-repeat;forced-color-adjust:none;forced-color-adjust:preserve-parent-color;print-color-adjust:exact}`;
  return `${[drawn, ...cells].join('\n')}\n`;
}
