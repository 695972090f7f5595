/**
 * `npm run build:server`: compiles the server and its command-line tools to plain JavaScript in dist/server/, so
 * production runs `node dist/server/server.js` with no TypeScript compiler loaded at run time. One bundle per
 * entry point (our code from server/, lib/ and content/, and the packages it uses) starts in a fraction of a
 * second. The migrations are bundled too (server/db/migrate.ts imports them by a pattern).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { build, type Plugin } from 'esbuild';

import { practiceAlias } from './practice-module';

const root = path.resolve(import.meta.dirname, '..');
// SERVER_DIR: where the bundles go when not dist/server (a re-branded build beside the usual one, as the re-brand
// test makes); two levels below the project either way, as __sourceFolder below expects.
const outdir = path.resolve(root, process.env.SERVER_DIR ?? 'dist/server');

/**
 * `import.meta.dirname` in a bundled module means the folder of its source file (server/config.ts finds the
 * project from it, server/db/migrate.ts its migrations), not the bundle's: each use is rewritten to that folder,
 * found at run time from the bundle's own place, two levels below the project.
 */
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const folder = path.relative(root, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.dirname', `__sourceFolder(${JSON.stringify(folder)})`),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'server/server.ts',
    'db-migrate': 'server/db/migrate-cli.ts',
    purge: 'server/enquiries/purge-cli.ts',
    admin: 'server/admin/cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Packages are bundled too (resolving hundreds of files at start took longer than running them), except
  // those with native code or optional native parts, loaded from node_modules as usual.
  external: ['better-sqlite3', 'argon2', 'pg-native'],
  sourcemap: 'linked',
  logLevel: 'warning',
  // The practice PRACTICE names, in place of content/practice.ts (scripts/practice-module.ts).
  alias: practiceAlias(),
  plugins: [sourceDirname],
  banner: {
    js: [
      // For the CommonJS packages in the bundle.
      "import { createRequire as __createRequire } from 'node:module';",
      'const require = __createRequire(import.meta.url);',
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const __sourceFolder = (folder) => __fileURLToPath(new URL(`../../${folder}`, import.meta.url));',
    ].join('\n'),
  },
});
console.log(`build:server: ${path.relative(root, outdir)}/ in ${Date.now() - started} ms`);
