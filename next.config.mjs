import createMDX from '@next/mdx';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { mdxOptions } from './lib/mdx/options.ts';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // A fixed id keeps two builds of the same commit byte-identical.
  generateBuildId: async () => 'static',
  // For Jest, not the site: next/jest compiles these like our own modules. They ship only ES
  // modules, which Jest's require() cannot load: magic-string (build-steps/page.ts) and lucide-react's
  // per-icon entries (lib/icons.ts).
  transpilePackages: ['magic-string', 'lucide-react'],
  experimental: {
    // The CSS is small: inlining it removes the only render-blocking request.
    inlineCss: true,
  },
};

const config = createMDX({ options: mdxOptions })(nextConfig);

// Legal text is compiled by @next/mdx's loader wrapped in ours (lib/mdx/loader.ts), which reports
// mistakes in an editor's words. @next/mdx only adds its Turbopack rule when TURBOPACK is set.
if (process.env.TURBOPACK) {
  const nextMdxLoader = createRequire(import.meta.url).resolve('@next/mdx/mdx-js-loader');
  /** @type {{ loader: string }[]} */
  const loaders = Object.values(config.turbopack?.rules ?? {})
    .flat()
    .flatMap((rule) => (typeof rule === 'object' && 'loaders' in rule ? rule.loaders : []))
    .flatMap((loader) =>
      typeof loader === 'object' && loader.loader === nextMdxLoader ? [loader] : [],
    );
  if (loaders.length !== 1)
    throw new Error(
      `next.config.mjs: expected @next/mdx to add one Turbopack rule with its loader, found ${loaders.length}. Check how this @next/mdx version configures Turbopack.`,
    );
  loaders[0].loader = fileURLToPath(new URL('./lib/mdx/loader.ts', import.meta.url));
}

export default config;
