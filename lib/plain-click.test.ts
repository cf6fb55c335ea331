import { isPlainClick } from './plain-click.ts';

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

it('is a primary-button click with no modifier', () => {
  expect(isPlainClick(click())).toBe(true);
});

it('leaves every other click to the browser: a modifier, another button, one already handled', () => {
  for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
    expect(isPlainClick(click({ [modifier]: true }))).toBe(false);
  expect(isPlainClick(click({ button: 1 }))).toBe(false);
  const handled = click({ cancelable: true });
  handled.preventDefault();
  expect(isPlainClick(handled)).toBe(false);
});
