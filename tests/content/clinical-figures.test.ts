import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { infoPages } from '@/lib/info-pages';
import { allProcedures } from '@/content/procedures';
import { checkClinicalNumbers } from '@/lib/clinical-numbers';
import { pageLines } from '@/lib/page-text';
import { procedureInfoPage } from '@/lib/procedure-page';

import { clinicalFigures, figureRegistry } from '@/content/clinical-figures';
import { sources } from '@/content/sources';

/** Every page a patient reads clinical prose on: information, care and guide pages, and the procedure pages. */
const pages = [...infoPages, ...allProcedures.map(procedureInfoPage)];

describe('checkClinicalNumbers', () => {
  it('finds durations, percentages and rates in digits or words, and not counts, phones or codes', () => {
    const { unregistered } = checkClinicalNumbers(
      [
        'The operation takes about one to two hours.',
        'Most people go home after 2 nights, and drive after six weeks.',
        'Rest for a day or two. It helps 1 in 10 people, about 35% of them. Weeks 3-4: at home.',
        'Two small cuts. Call 999 or 01632 960123. See NICE NG226. Stage 1: protect.',
      ],
      [],
    );
    expect(unregistered.map((u) => u.number)).toEqual([
      'one to two hours',
      '2 nights',
      'six weeks',
      'a day or two',
      '1 in 10',
      '35%',
      'Weeks 3-4',
    ]);
  });

  it('accepts a registered figure on a page about its operation, and reports it used', () => {
    const result = checkClinicalNumbers(
      [`Infection affects ${clinicalFigures.kneeInfectionRisk} of people.`],
      ['total-knee-replacement'],
    );
    expect(result).toEqual({ used: ['kneeInfectionRisk'], outOfScope: [], unregistered: [] });
  });

  it('rejects a registered figure on a page about another operation', () => {
    const result = checkClinicalNumbers(
      [`Infection affects ${clinicalFigures.kneeInfectionRisk} of people.`],
      ['knee-arthroscopy'],
    );
    expect(result.outOfScope).toEqual([{ value: '1-2%', figures: ['kneeInfectionRisk'] }]);
  });

  it('does not read a figure inside a longer range', () => {
    expect(checkClinicalNumbers(['Full weight at 4-6 weeks.'], ['patella-surgery']).outOfScope).toEqual([
      { value: '4-6 weeks', figures: ['osteotomyWeightBearing'] },
    ]);
  });
});

describe('clinical figures on every page and guide', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s: every number is registered for it', (_, page) => {
    const { outOfScope, unregistered } = checkClinicalNumbers(pageLines(page), page.covers ?? []);
    expect(unregistered.map((u) => `"${u.number}" in: ${u.line}`)).toEqual([]);
    expect(outOfScope).toEqual([]);
  });

  it('each figure is quoted on at least one page it applies to', () => {
    const used = new Set(pages.flatMap((page) => checkClinicalNumbers(pageLines(page), page.covers ?? []).used));
    expect(Object.keys(figureRegistry).filter((name) => !used.has(name as keyof typeof figureRegistry))).toEqual([]);
  });

  it('each figure names a registered source, or says why a clinician must check it', () => {
    for (const [name, figure] of Object.entries(figureRegistry)) {
      const figureSource: string | null = figure.source;
      if (figureSource === null) expect(figure, name).toHaveProperty('needsClinicianCheck');
      else expect(figureSource === 'practice' || figureSource in sources, name).toBe(true);
      expect(figure.scope.length, name).toBeGreaterThan(0);
    }
  });
});

describe('registered figures', () => {
  const contentDir = path.resolve(import.meta.dirname, '../../content');
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|json)$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => file !== path.join(contentDir, 'clinical-figures.ts'));

  // Comments may mention a figure while explaining the rule; what counts is text a visitor could read.
  const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

  it('are typed literally only in content/clinical-figures.ts', () => {
    const found: string[] = [];
    for (const [name, { value }] of Object.entries(figureRegistry)) {
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Whole figure only: "1-2 weeks" does not contain the figure "2 weeks".
      const pattern = new RegExp(`(?<![\\w.+\\-])${escaped}(?![\\w%+])`);
      for (const file of files) {
        if (pattern.test(withoutComments(readFileSync(file, 'utf8'))))
          found.push(`${path.relative(contentDir, file)}: ${name} ("${value}")`);
      }
    }
    expect(found).toEqual([]);
  });
});
