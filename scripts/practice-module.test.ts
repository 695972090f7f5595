import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { defaultPracticeFile, isRebranded, practiceAlias, practiceModuleFile, root } from './practice-module';

describe('practiceModuleFile', () => {
  it('is content/practice.ts without PRACTICE', () => {
    expect(practiceModuleFile({})).toBe(path.join(root, 'content/practice.ts'));
    expect(isRebranded({})).toBe(false);
  });

  it("is the named folder's practice.ts with it", () => {
    const env = { PRACTICE: 'examples/second-practice' };
    expect(practiceModuleFile(env)).toBe(path.join(root, 'examples/second-practice/practice.ts'));
    expect(isRebranded(env)).toBe(true);
    expect(practiceModuleFile({ PRACTICE: 'content' })).toBe(defaultPracticeFile);
  });

  it('stops the build, naming the file, when the folder holds no practice.ts', () => {
    expect(() => practiceModuleFile({ PRACTICE: 'examples/nowhere' })).toThrow(
      'PRACTICE=examples/nowhere: there is no examples/nowhere/practice.ts',
    );
  });
});

describe('practiceAlias', () => {
  it('swaps nothing without PRACTICE', () => {
    expect(practiceAlias({})).toEqual({});
  });

  it("maps '@/content/practice' to the named folder's module, from the project root", () => {
    expect(practiceAlias({ PRACTICE: 'examples/second-practice' })).toEqual({
      '@/content/practice': './examples/second-practice/practice.ts',
    });
  });
});
