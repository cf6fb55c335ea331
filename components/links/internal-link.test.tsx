import { fireEvent, render, screen } from '@testing-library/react';
import { routerPush } from '@/jest.setup';
import { QueryProvider } from './query-provider';
import { InternalLink } from './internal-link';

const renderLink = () =>
  render(<InternalLink href="/terms-of-use">Terms of Use</InternalLink>, {
    wrapper: QueryProvider,
  });

it('follows the address its href attribute shows, whatever React last rendered', () => {
  window.history.replaceState(null, '', '/');
  renderLink();
  const link = screen.getByRole('link', { name: 'Terms of Use' });
  // What the carry-query script does before React knows the query.
  link.setAttribute('href', '/terms-of-use?gclid=early');
  expect(fireEvent.click(link)).toBe(false);
  expect(routerPush).toHaveBeenCalledWith('/terms-of-use?gclid=early');
});

it('carries the query in the href it renders', () => {
  window.history.replaceState(null, '', '/?utm_source=ads&x=%20');
  renderLink();
  const link = screen.getByRole('link', { name: 'Terms of Use' });
  expect(link).toHaveAttribute('href', '/terms-of-use?utm_source=ads&x=%20');
  fireEvent.click(link);
  expect(routerPush).toHaveBeenCalledWith('/terms-of-use?utm_source=ads&x=%20');
});

it.each([
  ['a middle click', { button: 1 }],
  ['Ctrl-click', { ctrlKey: true }],
  ['Cmd-click', { metaKey: true }],
  ['Shift-click', { shiftKey: true }],
  ['Alt-click', { altKey: true }],
])('leaves %s to the browser (new tab, window, download)', (_, init) => {
  window.history.replaceState(null, '', '/?utm_source=ads');
  renderLink();
  const link = screen.getByRole('link', { name: 'Terms of Use' });
  expect(fireEvent.click(link, init)).toBe(true);
  expect(routerPush).not.toHaveBeenCalled();
});
