import { render, screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from '@/app/global-error';
import { QueryProvider } from '@/components/links/query-provider';
import { ErrorScreen } from './error-screen';

it('shows a generic error screen with a way home that keeps the query, and a retry', () => {
  window.history.replaceState(null, '', '/?utm_source=ads');
  const reset = jest.fn();
  render(<ErrorScreen onRetry={reset} />, { wrapper: QueryProvider });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Unexpected Application Error!',
  );
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
    'href',
    '/?utm_source=ads',
  );
  screen.getByRole('button', { name: 'Try again' }).click();
  expect(reset).toHaveBeenCalledTimes(1);
});

it('catches every unhandled error with a whole document that never shows the error itself', () => {
  // Next hands it the error; it shows none of it.
  const error = Object.assign(new Error('secret database password leaked'), { digest: 'abc' });
  const html = renderToStaticMarkup(
    createElement(GlobalError as ComponentType<{ error: Error }>, { error }),
  );
  expect(html).toMatch(/^<html lang="en">(<head><\/head>)?<body[^>]*><main>/);
  expect(html).toContain('Unexpected Application Error!');
  expect(html).not.toMatch(/secret|password|abc|at Object/);
});
