import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverImports = {
  regex: '^(@/|(\\.\\./)+)server(/|$)',
  message: 'Only server/ imports server/. Put what the browser shares with the server (types, schemas) in lib/.',
};
// PRACTICE=<folder> swaps the practice module by its name (scripts/practice-module.ts), which a relative path would miss.
const practiceMessage = "Import the practice as '@/content/practice': PRACTICE=<folder> swaps the module by that name.";
const relativePracticeImports = { regex: '^\\.{1,2}/(.*/)?practice$', message: practiceMessage };
const relativeContentPracticeImports = { regex: '^(\\.\\./)+content/practice$', message: practiceMessage };
const uiImports = {
  regex: '^(@/|(\\.\\./)+)(components|app)/',
  message: 'lib/ is logic and contracts: it imports no UI from components/ or app/.',
};
// The server renders a few React views too (a refused form, search results): those live in components/shared/.
const serverUiImports = {
  regex: '^(@/|(\\.\\./)+)(components/(?!shared/)|app/)',
  message: "server/ renders only the views in components/shared/; the rest of components/ and app/ is the browser's.",
};
const sharedViewImports = {
  regex: '^(@/|(\\.\\./)+)(components/(?!shared/)|app/)|^\\.\\./\\.\\./',
  message:
    'components/shared/ is rendered by the server as well: it imports only lib/, content/ and components/shared/.',
};
const codeImports = {
  regex: '^(@/|(\\.\\./)+)(lib|components|app|server|scripts)(/|$)',
  message: 'content/ is data: it imports only content/ (its own types). What computes over content lives in lib/.',
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
  // Layers, one way: `content/` is data; `lib/` is logic and contracts over it, shared by the browser and the
  // server, with no React; `components/` and `app/` never reach into `server/`, nor `server/` into them, except
  // the server-rendered views of `components/shared/`. The patterns match the `@/` alias and relative paths alike.
  {
    files: ['components/**', 'app/**', 'content/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, relativePracticeImports] }] },
  },
  {
    files: ['components/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImports, sharedViewImports, relativePracticeImports] }],
    },
  },
  {
    files: ['content/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [codeImports, relativePracticeImports] }] },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImports, uiImports, relativeContentPracticeImports] }],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverUiImports, relativeContentPracticeImports] }] },
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
