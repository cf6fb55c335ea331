import type { Config } from 'jest';
import nextJest from 'next/jest.js';
import { themeColors } from './lib/node/theme.ts';

// What next.config.mjs hands the site at build time (lib/theme.ts).
process.env.THEME_COLORS = JSON.stringify(themeColors());

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // Jest keeps a core for itself by default, which then idles: on a 2-core machine that halves it.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,content,build-steps,hosting,scripts}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The bench copies the project there (a Privacy Policy of twice the length): not a second package.
  modulePathIgnorePatterns: ['<rootDir>/bench-results/'],
};

export default createJestConfig(config);
