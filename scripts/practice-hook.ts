// `tsx --import ./scripts/practice-hook.ts <script>`: any import that resolves to content/practice.ts (by the
// `@/` alias or a relative path) gets the module PRACTICE names instead (see scripts/practice-module.ts).
// Without PRACTICE it changes nothing.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

import { defaultPracticeFile, practiceModuleFile } from './practice-module';

const selected = practiceModuleFile();
if (selected !== defaultPracticeFile) {
  const from = pathToFileURL(defaultPracticeFile).href;
  const to = pathToFileURL(selected).href;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      return resolved.url === from ? { ...resolved, url: to } : resolved;
    },
  });
}
