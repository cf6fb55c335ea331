import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Webpack-style loaders (lib/mdx/loader.cjs) are CommonJS, so they require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    ignores: [
      // eslint-config-next ignores build/, a usual name for output; here it holds the post-build
      // step and the content checks, which are linted like the rest.
      '!build/**',
      '.next/**',
      'out/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
];

export default config;
