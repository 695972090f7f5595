// `tsx --import ./scripts/practice-hook.ts <script>`: the practice switch (scripts/practice-module.ts) for what
// tsx runs. An import that resolves to content/practice.ts (by `@/content/practice` or a relative path) gets the
// module PRACTICE names instead. Without PRACTICE it changes nothing.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { defaultPracticeFile, practiceAlias, practiceImport, root } from './practice-module';

const selected = practiceAlias()[practiceImport];
if (selected) {
  const from = pathToFileURL(defaultPracticeFile).href;
  const to = pathToFileURL(path.resolve(root, selected)).href;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      return resolved.url === from ? { ...resolved, url: to } : resolved;
    },
  });
}
