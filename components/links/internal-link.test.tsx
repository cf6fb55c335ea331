import { fireEvent, render, screen } from '@testing-library/react';
import { routerPush } from '@/jest.setup';
import { QueryProvider } from './query-provider';
import { InternalLink } from './internal-link';

function renderLink(address: string) {
  window.history.replaceState(null, '', address);
  render(<InternalLink href="/terms-of-use">Terms of Use</InternalLink>, {
    wrapper: QueryProvider,
  });
  return screen.getByRole('link', { name: 'Terms of Use' });
}

it('follows the address its href attribute shows, whatever React last rendered', () => {
  const link = renderLink('/');
  // What the carry-query script does before React knows the query.
  link.setAttribute('href', '/terms-of-use?gclid=early');
  expect(fireEvent.click(link)).toBe(false);
  expect(routerPush).toHaveBeenCalledWith('/terms-of-use?gclid=early');
});

it('carries the query in the href it renders', () => {
  const link = renderLink('/?utm_source=ads&x=%20');
  expect(link).toHaveAttribute('href', '/terms-of-use?utm_source=ads&x=%20');
  fireEvent.click(link);
  expect(routerPush).toHaveBeenCalledWith('/terms-of-use?utm_source=ads&x=%20');
});

it.each([
  ['a middle click', { button: 1 }],
  ['Ctrl-click', { ctrlKey: true }],
])('leaves %s to the browser (new tab, window, download)', (_, init) => {
  const link = renderLink('/?utm_source=ads');
  expect(fireEvent.click(link, init)).toBe(true);
  expect(routerPush).not.toHaveBeenCalled();
});
