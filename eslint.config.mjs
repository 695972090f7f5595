import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Unused names are dead code; a leading underscore marks a parameter a signature requires.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Pages link with plain <a>: a static export of documents, where a full navigation is cheap and no page
      // hydrates a router link or prefetches other pages' payloads for every link in view.
      '@next/next/no-html-link-for-pages': 'off',
      // The export has no image server: images are converted and sized at build (components/ui/picture.tsx).
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Kysely's advice: migrations and dialect checks are typed against no particular schema (Kysely<any>).
    files: ['server/db/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'dist/**',
    'generated/**',
    'public/generated/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'next-env.d.ts',
  ]),
]);
