import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from '@/app/global-error';

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
