import { figureRegistry, type ClinicalFigureName, type FigureTopic } from '@/content/clinical-figures';

/**
 * Finds the clinical numbers in a page's text and checks each against the figure registry
 * (content/clinical-figures.ts). A clinical number is a percentage, a duration (minutes to years, in digits or
 * words: "6 weeks", "one to two hours", "Weeks 2-6", "a week or two") or a rate ("1 in 100"). Phone numbers,
 * dates, counts ("two small cuts") and guidance codes are not.
 */

const WORD = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred';
const NUMBER = `(?:\\d+(?:\\.\\d+)?\\+?|${WORD}|(?:a )?couple of)`;
const UNIT = 'minutes?|hours?|days?|nights?|weeks?|months?|years?';
const RANGE = `\\s*(?:-|\u2013|to|or|and)\\s*`;

const clinicalNumber = new RegExp(
  [
    // "6 weeks", "1-2%", "one to two hours", "10+ years", "40 per cent"
    `\\b${NUMBER}(?:${RANGE}${NUMBER})?\\s*(?:%|(?:per ?cent|${UNIT})\\b)`,
    // "Weeks 2-6", "Days one to three"
    `\\b(?:${UNIT})\\s+${NUMBER}(?:${RANGE}${NUMBER})?\\b`,
    // "a day or two", "a week or two"
    `\\b(?:a|one)\\s+(?:day|night|week|month)\\s+or\\s+two\\b`,
    // "1 in 100"
    `\\b${NUMBER}\\s+in\\s+(?:\\d+|${WORD})\\b`,
  ].join('|'),
  'gi',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure's value as a whole: "6 weeks" is not found inside "4-6 weeks", nor "2 weeks" inside "1-2 weeks". */
const valuePattern = (value: string) => new RegExp(`(?<![\\w.+\\-])${escape(value)}(?![\\w%+])`, 'g');

export type NumberCheck = {
  /** Registered figures the text quotes, within the page's topics. */
  used: ClinicalFigureName[];
  /** Registered values the text quotes where none of the figures with that value applies to the page's topics. */
  outOfScope: { value: string; figures: ClinicalFigureName[] }[];
  /** Clinical numbers that match no registered figure, each with its line for context. */
  unregistered: { number: string; line: string }[];
};

const figures = Object.entries(figureRegistry) as [ClinicalFigureName, (typeof figureRegistry)[ClinicalFigureName]][];
// Longest first, so "10-20 years" is taken before anything shorter that it contains.
figures.sort(([, a], [, b]) => b.value.length - a.value.length);

/** Checks the lines of one page (or guide) that covers `topics`. */
export function checkClinicalNumbers(lines: string[], topics: readonly FigureTopic[]): NumberCheck {
  const used = new Set<ClinicalFigureName>();
  const outOfScope = new Map<string, ClinicalFigureName[]>();
  const unregistered: NumberCheck['unregistered'] = [];
  for (const line of lines) {
    let rest = line;
    for (const [, figure] of figures) {
      if (!valuePattern(figure.value).test(rest)) continue;
      // Several figures may share a value ("48 hours"): the text quotes whichever of them apply to the page.
      const sameValue = figures.filter(([, f]) => f.value === figure.value);
      const applies = sameValue.filter(([, f]) => f.scope.some((topic) => topics.includes(topic)));
      for (const [name] of applies) used.add(name);
      if (applies.length === 0)
        outOfScope.set(
          figure.value,
          sameValue.map(([name]) => name),
        );
      rest = rest.replace(valuePattern(figure.value), ' ');
    }
    for (const match of rest.matchAll(clinicalNumber)) unregistered.push({ number: match[0], line });
  }
  return {
    used: [...used],
    outOfScope: [...outOfScope].map(([value, names]) => ({ value, figures: names })),
    unregistered,
  };
}
