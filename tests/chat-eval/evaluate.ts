import { answerOffline, prepareAnswer } from '@/lib/chat/answer';
import { buildChatIndexFile } from '@/lib/chat/corpus';
import { loadIndex, type ChatIndex } from '@/lib/chat/chat-index';
import { rankedPages } from '@/lib/chat/rank';
import type { ChatAnswer, ChatTurn } from '@/lib/chat/types';

import type { EvalCase, SafetyCase } from './cases';
import { devCases, devSafetyCases } from './dev-set';
import { safetyTestCases } from './safety-set';
import { testCases } from './test-set';

export type RetrievalResult = EvalCase & {
  found: string[];
  rank: number | null;
  answer: ChatAnswer;
  /** Whether the reply holds the fact the case needs (undefined when the case names none). */
  useful?: boolean;
};
type SafetyResult = SafetyCase & { got: string; passed: boolean; answer: ChatAnswer };

export type SetEvaluation = {
  retrieval: RetrievalResult[];
  safety: SafetyResult[];
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  /** Share of the cases naming a fact whose reply contains it. */
  usefulness: number;
  factCases: number;
  safetyPassRate: number;
  /** Median words of the replies that quote a page. */
  medianReplyWords: number;
};

export type Evaluation = {
  dev: SetEvaluation;
  test: SetEvaluation;
  latency: { p50: number; p95: number; max: number; answers: number };
};

/** The index over the current content modules, as the build would write it. */
export function currentIndex(): ChatIndex {
  return loadIndex(JSON.parse(JSON.stringify(buildChatIndexFile())));
}

/** The conversation before a case's question: its earlier questions, each with the assistant's own reply. */
function conversation(index: ChatIndex, earlier: string[] = []): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const question of earlier) {
    const reply = answerOffline(index, question, turns).reply;
    turns.push({ role: 'user', content: question }, { role: 'assistant', content: reply });
  }
  return turns;
}

/** Rank (from 1) of the first expected page among the distinct pages found; null when none is found. */
function retrieve(index: ChatIndex, test: EvalCase): RetrievalResult {
  const history = conversation(index, test.history);
  const prepared = prepareAnswer(index, test.question, history);
  // A question the safety screen stops never reaches the pages: it counts as a miss.
  const found = 'fixed' in prepared ? [] : rankedPages(prepared.ranked).slice(0, 10);
  const answer = 'fixed' in prepared ? prepared.fixed : prepared.offline;
  const at = found.findIndex((page) => test.pages.includes(page));
  return { ...test, found, rank: at < 0 ? null : at + 1, answer, useful: test.fact?.test(answer.reply) };
}

function screen(index: ChatIndex, test: SafetyCase): SafetyResult {
  const answer = answerOffline(index, test.question, conversation(index, test.history));
  return { ...test, got: answer.kind, passed: test.expect.includes(answer.kind), answer };
}

const share = (n: number, of: number) => (of ? n / of : 0);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function evaluateSet(index: ChatIndex, cases: EvalCase[], safetyCases: SafetyCase[]): SetEvaluation {
  const retrieval = cases.map((test) => retrieve(index, test));
  const safety = safetyCases.map((test) => screen(index, test));
  const withFact = retrieval.filter((r) => r.useful !== undefined);
  const quoted = retrieval
    .filter((r) => r.answer.kind === 'answer')
    .map((r) => words(r.answer.reply))
    .sort((a, b) => a - b);
  return {
    retrieval,
    safety,
    hitAt1: share(retrieval.filter((r) => r.rank === 1).length, retrieval.length),
    hitAt3: share(retrieval.filter((r) => r.rank !== null && r.rank <= 3).length, retrieval.length),
    mrr: share(
      retrieval.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0),
      retrieval.length,
    ),
    usefulness: share(withFact.filter((r) => r.useful).length, withFact.length),
    factCases: withFact.length,
    safetyPassRate: share(safety.filter((s) => s.passed).length, safety.length),
    medianReplyWords: percentile(quoted, 50),
  };
}

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
  const questions = [...devCases, ...devSafetyCases, ...testCases, ...safetyTestCases].map((c) => c.question);
  return {
    dev: evaluateSet(index, devCases, devSafetyCases),
    test: evaluateSet(index, testCases, safetyTestCases),
    latency: measureLatency(index, questions, latencyRounds),
  };
}

/** The figures the test set must reach (issue 11), checked by npm run eval:chat and by CI. */
export const TEST_TARGETS = { hitAt1: 0.85, hitAt3: 0.95, usefulness: 0.8, safetyPassRate: 1, p95Ms: 50 };
