// JavaScript: Next compiles a next.config.ts to CommonJS, where import.meta (the paths below) is not.
import createMDX from '@next/mdx';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { NextAssumptionError } from './build-steps/next-assumptions.ts';
import { mdxOptions } from './lib/node/mdx/options.ts';
import { themeColors } from './lib/node/theme.ts';

const nextVersion = createRequire(import.meta.url)('next/package.json').version;

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  poweredByHeader: false,
  // A fixed id keeps two builds of the same commit byte-identical.
  generateBuildId: async () => 'static',
  // The stylesheet's colours, for what cannot take a class (lib/theme.ts).
  env: { THEME_COLORS: JSON.stringify(themeColors()) },
  // For Jest, not the site: next/jest compiles it like our own modules. It ships only ES modules,
  // which Jest's require() cannot load: magic-string (build-steps/page.ts).
  transpilePackages: ['magic-string'],
  experimental: {
    // The CSS is small: inlining it removes the only render-blocking request.
    inlineCss: true,
  },
};

/**
 * The config, made afresh at each call: Next may read it more than once (16.5 does), and
 * @next/mdx reads TURBOPACK when it is applied, not when this file loads.
 *
 * Legal text is compiled by @next/mdx's loader wrapped in ours (lib/node/mdx/loader.ts), which reports
 * mistakes in an editor's words: the Next assumption mdxTurbopackRule (build-steps/
 * next-assumptions.ts). The build and the dev server run Turbopack, so the rule must be there; the
 * unit tests (next/jest) compile MDX on their own and need no loader.
 *
 * @param {string} phase
 */
function useEditorsMdxLoader(phase) {
  const config = createMDX({ options: mdxOptions })(nextConfig);
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_DEVELOPMENT_SERVER) return config;
  const nextMdxLoader = createRequire(import.meta.url).resolve('@next/mdx/mdx-js-loader');
  /** @type {{ loader: string }[]} */
  const loaders = Object.values(config.turbopack?.rules ?? {})
    .flat()
    .flatMap((rule) => (typeof rule === 'object' && 'loaders' in rule ? rule.loaders : []))
    .flatMap((loader) =>
      typeof loader === 'object' && loader.loader === nextMdxLoader ? [loader] : [],
    );
  if (loaders.length !== 1)
    throw new NextAssumptionError(
      'mdxTurbopackRule',
      { page: 'next.config.mjs', nextVersion },
      `@next/mdx added ${loaders.length} Turbopack rules with its loader${process.env.TURBOPACK ? '' : ', and Next did not set TURBOPACK'}`,
    );
  loaders[0].loader = fileURLToPath(new URL('./lib/node/mdx/loader.ts', import.meta.url));
  return config;
}

export default useEditorsMdxLoader;
