import createMDX from '@next/mdx';
import { mdxOptions } from './lib/mdx/options.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // A fixed id keeps two builds of the same commit byte-identical.
  generateBuildId: async () => 'static',
  experimental: {
    // The CSS is small: inlining it removes the only render-blocking request.
    inlineCss: true,
  },
};

const withMDX = createMDX({ options: mdxOptions });

export default withMDX(nextConfig);
