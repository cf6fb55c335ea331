/** @jest-environment node */
import { color } from '../theme.ts';
import { themeColors } from './theme.ts';

it('reads the colour tokens app/globals.css defines, which the site reads', () => {
  expect(themeColors()['ink-950']).toMatch(/^#[0-9a-f]{6}$/);
  expect(color('ink-950')).toBe(themeColors()['ink-950']);
  expect(color('brand-300')).not.toBe(color('ink-950'));
});

it('refuses a token the stylesheet does not define', () => {
  expect(() => color('nope-500')).toThrow(/--color-nope-500/);
});
