// JavaScript: ESLint 9 reads a TypeScript config only through jiti, one more package, or a flag.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['test-results/**', 'playwright-report/**', 'bench-results/**'],
  },
  // The shape of the house: no module reaches itself through its imports, and the checks of the
  // live site (hosting/) stand on their own, below the build and the scripts that use them. The
  // packages are not read for it: a circle runs through our files only, and lucide's 2,000 modules
  // alone made the lint take a minute.
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './hosting', from: ['./build-steps', './scripts', './e2e', './bench'] },
          ],
        },
      ],
    },
  },
];

export default config;
