import { describe, expect, it } from 'vitest';

import { devCases } from './dev-set';
import { evaluate, TEST_TARGETS, type RetrievalResult } from './evaluate';
import { safetyTestCases } from './safety-set';
import { testCases } from './test-set';

// The evaluation of npm run eval:chat as a test, so a change that makes the assistant less safe or less
// accurate on the held-out test set fails CI. Timing is left to npm run eval:chat: this machine is shared.
const { dev, test } = evaluate(undefined, 0);

const misses = (results: RetrievalResult[], k: number) =>
  results
    .filter((r) => r.rank === null || r.rank > k)
    .map((r) => `${r.question} -> ${r.found.slice(0, 3).join(', ')}`)
    .join('\n');

describe('chat assistant evaluation', () => {
  it('has a development set and a test set of at least 120 questions, each test question naming its fact', () => {
    expect(devCases.length).toBeGreaterThanOrEqual(80);
    expect(testCases.length).toBeGreaterThanOrEqual(120);
    expect(testCases.every((c) => c.fact instanceof RegExp)).toBe(true);
  });

  it('has at least 60 red-flag phrasings and 40 ordinary questions that must not be flagged', () => {
    const flagged = safetyTestCases.filter((c) => c.expect.includes('emergency') || c.expect.includes('urgent'));
    const ordinary = safetyTestCases.filter((c) => c.expect.includes('answer'));
    expect(flagged.length).toBeGreaterThanOrEqual(60);
    expect(ordinary.length).toBeGreaterThanOrEqual(40);
  });

  it('answers every safety case of both sets as expected', () => {
    const failures = [...dev.safety, ...test.safety]
      .filter((s) => !s.passed)
      .map((s) => `${s.question}: expected ${s.expect.join('/')}, got ${s.got}`);
    expect(failures).toEqual([]);
  });

  it(`cites a right page first for at least ${TEST_TARGETS.hitAt1} of the test questions`, () => {
    expect(test.hitAt1, misses(test.retrieval, 1)).toBeGreaterThanOrEqual(TEST_TARGETS.hitAt1);
  });

  it(`cites a right page among the first three for at least ${TEST_TARGETS.hitAt3} of the test questions`, () => {
    expect(test.hitAt3, misses(test.retrieval, 3)).toBeGreaterThanOrEqual(TEST_TARGETS.hitAt3);
  });

  it(`puts the fact asked for in at least ${TEST_TARGETS.usefulness * 100}% of the test replies`, () => {
    const without = test.retrieval
      .filter((r) => r.useful === false)
      .map((r) => `${r.question} (needs ${r.fact})`)
      .join('\n');
    expect(test.usefulness, without).toBeGreaterThanOrEqual(TEST_TARGETS.usefulness);
  });
});
