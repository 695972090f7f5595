// Which practice module a build or the server uses. `content/practice.ts` by default; `PRACTICE=<folder>` names
// another folder holding a `practice.ts` of the same shape (examples/second-practice is one), and every
// `import { practice } from '@/content/practice'` then gets that module instead:
// - the pages: a resolve alias in next.config.ts (Turbopack and webpack);
// - the tsx scripts and the server: the module hook in scripts/practice-hook.ts (`tsx --import ...`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultPracticeFile = path.join(root, 'content/practice.ts');

/** The absolute path of the selected practice module; a PRACTICE folder without a practice.ts stops the build. */
export function practiceModuleFile(env: Record<string, string | undefined> = process.env): string {
  if (!env.PRACTICE) return defaultPracticeFile;
  const file = path.resolve(root, env.PRACTICE, 'practice.ts');
  if (!existsSync(file)) throw new Error(`PRACTICE=${env.PRACTICE}: there is no ${path.relative(root, file)}`);
  return file;
}

/** True when the build or server uses another practice than content/practice.ts. */
export const isRebranded = (env: Record<string, string | undefined> = process.env) =>
  practiceModuleFile(env) !== defaultPracticeFile;
