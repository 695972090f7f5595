import path from 'node:path';

import type { NextConfig } from 'next';

import { parsePractice } from './lib/validations/practice';
import { practiceAlias, practiceModuleFile, root } from './scripts/practice-module';

// The practice module: content/practice.ts, or the one PRACTICE names (scripts/practice-module.ts).
const practiceFile = practiceModuleFile();

export default async function config(): Promise<NextConfig> {
  // A wrong practice detail (a phone number, an email, a missing insurer, a colour pair under 4.5:1) fails the
  // build with the field named.
  // Node loads it as it is (type stripping), so a practice module imports types only.
  const { practice } = (await import(practiceFile)) as { practice: unknown };
  parsePractice(practice, path.relative(root, practiceFile));

  return {
    output: 'export',
    // EXPORT_DIR: export somewhere else than out/ (the re-brand test builds a second practice beside the first).
    ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
    // Clean URLs (/AboutMe, as links and canonical addresses say). Next writes AboutMe.html beside a folder AboutMe/
    // of RSC payloads; scripts/post-export.ts moves the page into that folder as its index.html, so a host that
    // only maps a URL to a file or to a folder's index.html serves every page (no rewrites, no listing, no 403).
    trailingSlash: false,
    // A static export has no image server; images are converted at build by scripts/build-images.ts.
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    // `npm test` type-checks the whole project (tsc) before it builds, so it skips Next's second, slower check.
    typescript: { ignoreBuildErrors: process.env.SKIP_NEXT_TYPECHECK === '1' },
    // Every `@/content/practice` import in the pages gets the selected module.
    turbopack: { resolveAlias: practiceAlias() },
  };
}
