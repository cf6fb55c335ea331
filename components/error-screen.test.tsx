import { render, screen } from '@testing-library/react';
import ErrorPage from '@/app/error';

it('shows a generic error screen with a way home, never the error itself', () => {
  window.history.replaceState(null, '', '/?utm_source=ads');
  const error = Object.assign(new Error('secret database password leaked'), { digest: 'abc' });
  const reset = jest.fn();
  render(<ErrorPage error={error} reset={reset} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Unexpected Application Error!',
  );
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
    'href',
    '/?utm_source=ads',
  );
  expect(document.body).not.toHaveTextContent(/secret|password|abc|at Object/);
  screen.getByRole('button', { name: 'Try again' }).click();
  expect(reset).toHaveBeenCalledTimes(1);
});
