import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverImports = {
  regex: '^(@/|(\\.\\./)+)server(/|$)',
  message: 'Only server/ imports server/. Put what the browser shares with the server (types, schemas) in lib/.',
};
// next.config.ts swaps the practice module (PRACTICE=<folder>) by its alias, which a relative path would miss.
const relativePracticeImports = {
  regex: '^\\.{1,2}/(.*/)?practice$',
  message: "Import the practice as '@/content/practice': PRACTICE=<folder> swaps the module by that name.",
};
const uiImports = {
  regex: '^(@/|(\\.\\./)+)(components|app)/',
  message: 'server/ and lib/ do not import UI from components/ or app/. Shared markup and contracts live in lib/.',
};

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
  // Layers: `lib/` is shared by the browser and the server and depends on neither; `components/` and `app/` never
  // reach into `server/`, nor `server/` into them. What both sides need (API contracts, schemas, the form kit) is
  // in `lib/`. The patterns match the `@/` alias and relative paths alike.
  {
    files: ['components/**', 'app/**', 'content/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, relativePracticeImports] }] },
  },
  {
    files: ['lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, uiImports] }] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [uiImports] }] },
  },
  {
    // Kysely's advice: migrations and dialect checks are typed against no particular schema (Kysely<any>).
    files: ['server/db/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-rebrand/**',
    'dist/**',
    '.bench/**',
    'generated/**',
    'public/generated/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'next-env.d.ts',
  ]),
]);
