import { describe, expect, it } from 'vitest';

import { firstRuns, loadBlindSets, scoreBlindSet } from './blind';
import { devCases } from './dev-set';
import { currentIndex, evaluate, TEST_TARGETS, type RetrievalResult } from './evaluate';
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

/** "19/24" -> 19 */
const count = (ratio: string) => Number(ratio.split('/')[0]);

// A blind set joins these tests after its first run (tests/chat-eval/blind-sets/): from then on it is a regression
// set, and no later change may do worse on it than the rules it was first scored on.
describe.each(loadBlindSets().map((set) => [set.name, set] as const))('blind set %s, folded in', (name, set) => {
  const first = firstRuns().find((run) => run.set === name)!;
  const { figures: now } = scoreBlindSet(currentIndex(), set);

  it('was scored once, blind, before it joined', () => expect(first).toBeDefined());

  it('signposts at least the red flags and emergencies it first did, and escalates no more questions', () => {
    expect(count(now.redFlags)).toBeGreaterThanOrEqual(count(first.figures.redFlags));
    expect(count(now.emergencies)).toBeGreaterThanOrEqual(count(first.figures.emergencies));
    expect(count(now.escalated)).toBeLessThanOrEqual(count(first.figures.escalated));
  });

  it('answers its questions, its uncovered and its personal ones at least as well as at first', () => {
    expect(now.hitAt3).toBeGreaterThanOrEqual(first.figures.hitAt3 - 0.05);
    expect(now.fact).toBeGreaterThanOrEqual(first.figures.fact - 0.05);
    expect(count(now.notCovered)).toBeGreaterThanOrEqual(count(first.figures.notCovered));
    expect(count(now.personal)).toBeGreaterThanOrEqual(count(first.figures.personal));
  });
});
