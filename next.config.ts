import type { NextConfig } from 'next';

import { practice } from './content/practice';
import { parsePractice } from './lib/validations/practice';

// A wrong practice detail (a phone number, an email, a missing insurer) fails the build with the field named.
parsePractice(practice, 'content/practice.ts');

const nextConfig: NextConfig = {
  output: 'export',
  // Clean URLs: /AboutMe is exported as out/AboutMe.html and served without the extension.
  trailingSlash: false,
  // A static export has no image server; images are converted at build by scripts/build-images.ts.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc) before it builds, so it skips Next's second, slower check.
  typescript: { ignoreBuildErrors: process.env.SKIP_NEXT_TYPECHECK === '1' },
};

export default nextConfig;
