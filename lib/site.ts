import { parseTrackingUrl } from './tracking-url.ts';

/**
 * The one typed source of every constant the pages, metadata, sitemap and legal text use.
 * The brand name is spelled here and nowhere else.
 */
export const site = {
  name: 'FormaFit',
  description:
    'AI-personalized home workouts that fit into 15 minutes a day, with or without equipment. Try it free with a 7-day VIP trial.',
  url: 'https://www.formafit.app',
  supportEmail: 'support@formafit.app',
  /** The trial provider's click tracker; another at build time: node build-steps/build.ts --tracking-url "https://…/click" */
  trackingUrl: parseTrackingUrl(process.env.TRACKING_URL ?? 'https://vip.formafit.app/click'),
  copyrightYear: 2025,
  trialDays: 7,
  rating: '4.9/5',
  members: '10,000+',
  minutesPerDay: 15,
  minimumAge: 18,
  childDataAge: 13,
  /** Fraction of the window height the visitor scrolls before the mobile "Join Now" bar appears. */
  stickyBarRevealFraction: 0.5,
  governingLaw: 'the United States',
} as const;

export { exportedFile, pagePaths, routes } from './routes.ts';
