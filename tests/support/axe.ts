import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, the bar every page keeps (BRIEF). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.2 AA violations on the page (or within `include`, without `exclude`), one line each with the first
 * elements it flags; [] when there are none.
 *
 * Legacy mode runs axe.run in the page itself. The default mode runs axe in every frame and then opens a blank
 * page to merge the frames' results: about a second per analysis here, for nothing, since our pages have no
 * frames. Only violations are asked for: we read nothing else, and the passes are most of the result to serialise.
 */
export async function axeViolations(
  page: Page,
  { include, exclude = [] }: { include?: string; exclude?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  // Leaving elements out keeps the page-level rules (title, language, landmarks); `include` would drop them.
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}
