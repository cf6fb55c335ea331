function parts(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Expected an ISO date (YYYY-MM-DD), got ${JSON.stringify(iso)}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2025-01-08" → "January 8, 2025" (no Intl, so the output never depends on the build machine's locale). */
export function formatLongDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "2025-06-30" → "30/6/2025", the day-first short form the Terms of Use are dated in. */
export function formatShortDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${day}/${month}/${year}`;
}
