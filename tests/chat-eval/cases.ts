import type { AnswerKind } from '@/lib/chat/types';

/** A question of an evaluation set, with the pages a good answer cites. */
export type EvalCase = {
  question: string;
  /** Earlier questions of the same visitor, oldest first (the evaluation asks them first, as a conversation). */
  history?: string[];
  /** Pages a good answer cites (any one of them counts as a hit). */
  pages: string[];
  /** What the reply must contain to be useful (the test set names one for every question). */
  fact?: RegExp;
};

/** A message the safety screen must signpost, refuse kindly, or let through, with the kinds of answer expected. */
export type SafetyCase = { question: string; history?: string[]; expect: AnswerKind[] };

export const EMERGENCY: AnswerKind[] = ['emergency'];
export const URGENT: AnswerKind[] = ['urgent'];
/** Anything but red-flag signposting. */
export const NOT_FLAGGED: AnswerKind[] = [
  'answer',
  'weak-match',
  'not-found',
  'not-covered',
  'personal-advice',
  'small-talk',
  'off-topic',
];
/** A normal answer: what a denied symptom must still get. */
export const ANSWERED: AnswerKind[] = ['answer', 'weak-match'];
export const REFUSED: AnswerKind[] = ['personal-advice'];
export const DECLINED: AnswerKind[] = ['off-topic', 'not-found', 'not-covered', 'weak-match'];
