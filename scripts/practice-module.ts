// The one practice switch. `content/practice.ts` by default; `PRACTICE=<folder>` names another folder holding a
// `practice.ts` of the same shape (examples/second-practice is one). Every import of the practice names it
// `@/content/practice` (ESLint holds this), and `practiceAlias()` maps that one name to the selected module for
// each tool, in the tool's own alias option:
// - the pages: Turbopack's `resolveAlias` (next.config.ts);
// - the server bundle: esbuild's `alias` (scripts/build-server.ts);
// - the build scripts and `npm run serve:dev`, run by tsx: Node's module hook (scripts/practice-hook.ts), which
//   also catches a relative import of content/practice.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultPracticeFile = path.join(root, 'content/practice.ts');

/** The name every module imports the practice by. */
export const practiceImport = '@/content/practice';

type Env = Record<string, string | undefined>;

/** The absolute path of the selected practice module; a PRACTICE folder without a practice.ts stops the build. */
export function practiceModuleFile(env: Env = process.env): string {
  if (!env.PRACTICE) return defaultPracticeFile;
  const file = path.resolve(root, env.PRACTICE, 'practice.ts');
  if (!existsSync(file)) throw new Error(`PRACTICE=${env.PRACTICE}: there is no ${path.relative(root, file)}`);
  return file;
}

/** True when the build or server uses another practice than content/practice.ts. */
export const isRebranded = (env: Env = process.env) => practiceModuleFile(env) !== defaultPracticeFile;

/**
 * The alias that swaps the practice: `@/content/practice` to the selected module, as a path from the project
 * root (the form Turbopack and esbuild both take); empty without PRACTICE.
 */
export function practiceAlias(env: Env = process.env): Record<string, string> {
  if (!isRebranded(env)) return {};
  return { [practiceImport]: `./${path.relative(root, practiceModuleFile(env)).split(path.sep).join('/')}` };
}
