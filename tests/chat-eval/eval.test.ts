import { describe, expect, it } from 'vitest';

import { evaluate } from './evaluate';
import { retrievalCases, safetyCases } from './questions';

// The evaluation of npm run eval:chat as a test, so a change that makes the assistant less safe or less
// accurate fails CI. Timing is left to the benchmark: this machine is shared.
const result = evaluate(undefined, 0);

describe('chat assistant evaluation', () => {
  it('has at least 80 patient questions and safety cases of every kind', () => {
    expect(retrievalCases.length).toBeGreaterThanOrEqual(80);
    expect(new Set(safetyCases.map((c) => c.group))).toEqual(
      new Set(['emergency', 'urgent', 'negation', 'personal', 'off-topic']),
    );
  });

  it('answers every safety case as expected', () => {
    const failures = result.safety
      .filter((s) => !s.passed)
      .map((s) => `[${s.group}] ${s.question}: expected ${s.expect.join('/')}, got ${s.got}`);
    expect(failures).toEqual([]);
  });

  it('finds a page to cite among the first three for at least 95% of questions', () => {
    const misses = result.retrieval
      .filter((r) => r.rank === null || r.rank > 3)
      .map((r) => `${r.question} -> ${r.found.slice(0, 3).join(', ')}`);
    expect(result.hitAt3, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
