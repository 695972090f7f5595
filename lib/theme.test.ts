import { describe, expect, it } from 'vitest';

import { practice } from '@/content/practice';
import { practice as secondPractice } from '@/examples/second-practice/practice';

import { contrastProblems, contrastRatio, themeCss } from './theme';
import { parsePractice } from './validations/practice';

describe('contrastRatio', () => {
  it('gives the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WCAG's own example: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('the practice themes', () => {
  it.each([
    ['content/practice.ts', practice],
    ['examples/second-practice/practice.ts', secondPractice],
  ])('%s: every colour pair used for text reads at 4.5:1 or more', (_file, module) => {
    expect(contrastProblems(module.theme.colours)).toEqual([]);
  });

  it('defines one custom property per colour, with hex values only', () => {
    expect(themeCss(practice.theme.colours)).toMatch(/^:root\{(--theme-[a-z0-9-]+:#[0-9a-f]{6};?)+\}$/);
    expect(themeCss(practice.theme.colours)).toContain('--theme-text:#15233a;--theme-text-soft:#3b4a61');
    expect(themeCss(practice.theme.colours)).toContain('--theme-accent-700:#0b5a55');
  });
});

describe('a colour that fails 4.5:1 stops the build', () => {
  const withAccent700 = (hex: `#${string}`) => ({
    ...practice,
    theme: {
      ...practice.theme,
      colours: { ...practice.theme.colours, accent: { ...practice.theme.colours.accent, 700: hex } },
    },
  });

  it('names the field, its value, the background and the ratio', () => {
    expect(() => parsePractice(withAccent700('#4fa39d'), 'content/practice.ts')).toThrow(
      /^content\/practice\.ts is not a valid practice module:\n {2}theme\.colours\.accent\.700 \(#4fa39d\) on white \(#ffffff\): 2\.98:1, text needs 4\.5:1\n/,
    );
  });

  it('lists every failing pair: links on each light background, white on buttons', () => {
    const problems = contrastProblems(withAccent700('#4fa39d').theme.colours);
    expect(problems.every((line) => line.includes('theme.colours.accent.700'))).toBe(true);
    expect(problems.some((line) => line.startsWith('white (#ffffff) on theme.colours.accent.700'))).toBe(true);
    expect(problems.some((line) => line.includes('on theme.colours.surface.50'))).toBe(true);
  });

  it('refuses a colour that is not #rrggbb, naming the field', () => {
    expect(() => parsePractice(withAccent700('teal' as `#${string}`), 'content/practice.ts')).toThrow(
      /theme\.colours\.accent\.700: a colour such as #0b5a55/,
    );
  });
});
