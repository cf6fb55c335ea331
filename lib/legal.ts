import { formatLongDate, formatShortDate } from './dates.ts';
import { routes } from './routes.ts';

/**
 * How each legal page shows its date, in the style docs/requirements.md#legal-pages fixes
 * ("Last updated January 8, 2025", "Effective 30/6/2025"). The date itself, the title and the description live in the document's
 * own file, content/<route>.mdx (legalSource), and nowhere else.
 */
export const legalPages = {
  [routes.privacy]: { dateLabel: 'Last updated', formatDate: formatLongDate },
  [routes.terms]: { dateLabel: 'Effective', formatDate: formatShortDate },
} as const;

export type LegalPath = keyof typeof legalPages;

/** The MDX file a legal page's text lives in. */
export const legalSource = (path: LegalPath) => `content${path}.mdx`;
