import { answerOffline, prepareAnswer } from '@/lib/chat/answer';
import { buildChatIndexFile } from '@/lib/chat/corpus';
import { loadIndex, rankedPages, type ChatIndex } from '@/lib/chat/search';

import { retrievalCases, safetyCases, type RetrievalCase, type SafetyCase } from './questions';

export type RetrievalResult = RetrievalCase & { found: string[]; rank: number | null };
export type SafetyResult = SafetyCase & { got: string; passed: boolean };

export type Evaluation = {
  retrieval: RetrievalResult[];
  safety: SafetyResult[];
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  safetyPassRate: number;
  latency: { p50: number; p95: number; max: number; answers: number };
};

/** The index over the current content modules, as the build would write it. */
export function currentIndex(): ChatIndex {
  return loadIndex(JSON.parse(JSON.stringify(buildChatIndexFile())));
}

/** Rank (from 1) of the first expected page among the distinct pages found; null when none is found. */
function retrieve(index: ChatIndex, test: RetrievalCase): RetrievalResult {
  const prepared = prepareAnswer(index, test.question);
  // A question the safety screen stops never reaches the pages: it counts as a miss.
  const found = 'fixed' in prepared ? [] : rankedPages(prepared.ranked).slice(0, 10);
  const at = found.findIndex((page) => test.pages.includes(page));
  return { ...test, found, rank: at < 0 ? null : at + 1 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Offline answer time per question, measured after one warm-up round (as a running server would be). */
function measureLatency(index: ChatIndex, questions: string[], rounds: number) {
  if (rounds > 0) for (const q of questions) answerOffline(index, q);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of questions) {
      const started = performance.now();
      answerOffline(index, q);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0, answers: times.length };
}

/** `latencyRounds` 0 skips the timing (the vitest run checks quality, not speed on a shared machine). */
export function evaluate(index: ChatIndex = currentIndex(), latencyRounds = 3): Evaluation {
  const retrieval = retrievalCases.map((test) => retrieve(index, test));
  const safety = safetyCases.map((test): SafetyResult => {
    const got = answerOffline(index, test.question).kind;
    return { ...test, got, passed: test.expect.includes(got as never) };
  });
  const share = (n: number, of: number) => (of ? n / of : 0);
  return {
    retrieval,
    safety,
    hitAt1: share(retrieval.filter((r) => r.rank === 1).length, retrieval.length),
    hitAt3: share(retrieval.filter((r) => r.rank !== null && r.rank <= 3).length, retrieval.length),
    mrr: share(
      retrieval.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0),
      retrieval.length,
    ),
    safetyPassRate: share(safety.filter((s) => s.passed).length, safety.length),
    latency: measureLatency(
      index,
      [...retrievalCases, ...safetyCases].map((c) => c.question),
      latencyRounds,
    ),
  };
}
