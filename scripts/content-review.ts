/**
 * The document a clinician signs off: every patient-information page and guide, its review status and due
 * date, every clinical figure it quotes with where that figure comes from, and every figure that is not one of
 * the practice's own and needs a clinician's check.
 *
 *   npm run content:review                 # the report, as Markdown, on stdout
 *   npm run content:review > review.md     # ... to keep or print
 *
 * To record a review, set `reviewedBy` and `reviewedOn` in the page's module (content/pages, content/procedures,
 * content/documents, content/care); the page and its structured data then say "Reviewed by ...".
 */
import { figureRegistry, type ClinicalFigure, type ClinicalFigureName } from '../content/clinical-figures';
import { allProcedures } from '../content/procedures';
import { sourceFor } from '../content/sources';
import type { InfoPage, IsoDate } from '../content/types';
import { checkClinicalNumbers } from '../lib/clinical-numbers';
import { infoPages } from '../lib/info-pages';
import { pageLines, pageText } from '../lib/page-text';
import { procedureInfoPage } from '../lib/procedure-page';
import { readability } from '../lib/readability';
import { clinicalReviewStatement, formatIsoDate } from '../lib/review';

const SPEC_FIGURES = "the practice's figures (SPEC.md section 9)";

function origin(figure: ClinicalFigure): string {
  if (figure.needsClinicianCheck) return `NEEDS A CLINICIAN'S CHECK: ${figure.needsClinicianCheck}`;
  if (figure.source === 'practice') return SPEC_FIGURES;
  if (figure.source) {
    const source = sourceFor(figure.source);
    return `${source.publisher}: ${source.title} <${source.url}>`;
  }
  return 'no source';
}

const figureLine = (name: ClinicalFigureName) => {
  const figure: ClinicalFigure = figureRegistry[name];
  return `- **${figure.value}**: ${figure.measures} (\`${name}\`; applies to ${figure.scope.join(', ')}). Source: ${origin(figure)}`;
};

export function reviewReport(pages: InfoPage[], today: IsoDate): string {
  const lines: string[] = [
    '# Content review',
    '',
    `Generated ${formatIsoDate(today)} from the content modules. Each page below is also the source of its PDF guide where it has one.`,
    '',
  ];
  const needingCheck = new Map<ClinicalFigureName, string[]>();
  let reviewed = 0;
  const overdue: string[] = [];

  for (const page of pages) {
    const { used } = checkClinicalNumbers(pageLines(page), page.covers ?? []);
    const status = clinicalReviewStatement(page.review);
    if (page.review.reviewedBy) reviewed += 1;
    const due = page.review.nextReview;
    if (due < today) overdue.push(page.path);
    lines.push(`## ${page.title}`, '', `\`${page.path}\``, '');
    lines.push(`- Review: ${status}.`);
    lines.push(
      `- Page last reviewed ${formatIsoDate(page.review.lastReviewed)}; next review due ${formatIsoDate(due)}${due < today ? ' (OVERDUE)' : ''}.`,
    );
    lines.push(`- Reading grade (Flesch-Kincaid): ${readability(pageText(page).blocks).grade.toFixed(1)}.`);
    lines.push(
      `- Sources: ${page.review.sources.map((key) => `${sourceFor(key).publisher}: ${sourceFor(key).title}`).join('; ')}.`,
    );
    lines.push('', used.length ? `Clinical figures (${used.length}):` : 'Clinical figures: none.', '');
    for (const name of used) {
      lines.push(figureLine(name));
      if (figureRegistry[name].needsClinicianCheck)
        needingCheck.set(name, [...(needingCheck.get(name) ?? []), page.path]);
    }
    lines.push('');
  }

  const figures = Object.values(figureRegistry) as ClinicalFigure[];
  lines.push("## Figures that need a clinician's check", '');
  if (needingCheck.size === 0) lines.push('None.');
  for (const [name, paths] of needingCheck) lines.push(`${figureLine(name)}`, `  Quoted on: ${paths.join(', ')}`);
  lines.push(
    '',
    '## Summary',
    '',
    `- Pages: ${pages.length}; reviewed by a clinician: ${reviewed}; awaiting clinical review: ${pages.length - reviewed}.`,
    `- Overdue for review: ${overdue.length ? overdue.join(', ') : 'none'}.`,
    `- Clinical figures registered: ${figures.length}; from ${SPEC_FIGURES}: ${figures.filter((f) => f.source === 'practice' && !f.needsClinicianCheck).length}; from a cited source: ${figures.filter((f) => f.source && f.source !== 'practice').length}; needing a clinician's check: ${figures.filter((f) => f.needsClinicianCheck).length}.`,
    '',
  );
  return lines.join('\n');
}

const today = new Date().toISOString().slice(0, 10) as IsoDate;
process.stdout.write(reviewReport([...infoPages, ...allProcedures.map(procedureInfoPage)], today));
