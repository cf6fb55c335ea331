import { formatLongDate, formatShortDate } from './dates.ts';

it('writes a date long, month first, as the Privacy Policy shows it', () => {
  expect(formatLongDate('2025-01-08')).toBe('January 8, 2025');
  expect(formatLongDate('2031-12-31')).toBe('December 31, 2031');
});

it('writes a date short, day first, as the Terms of Use show it', () => {
  expect(formatShortDate('2025-06-30')).toBe('30/6/2025');
  expect(formatShortDate('2026-01-05')).toBe('5/1/2026');
});

it('rejects a date that is not ISO', () => {
  expect(() => formatLongDate('8/1/2025')).toThrow(/ISO date/);
});
