import { formatLongDate, formatShortDate } from './dates';
import { site } from './site';

it('formats the legal dates as the spec writes them', () => {
  expect(formatLongDate(site.legal.privacyUpdated)).toBe('January 8, 2025');
  expect(formatShortDate(site.legal.termsEffective)).toBe('30/6/2025');
});

it('rejects a date that is not ISO', () => {
  expect(() => formatLongDate('8/1/2025')).toThrow(/ISO date/);
});
