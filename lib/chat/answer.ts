import { chatReplies } from '@/content/chat';

import { composeReply } from './compose';
import { screenMessage, type SafetyVerdict } from './safety';
import { rankPassages, type ChatIndex, type RankedPassage } from './search';
import { expandLayTerms } from './synonyms';
import type { ChatAnswer, ChatSource, ChatTurn } from './types';

/** The spec: the assistant sees the last 5 messages of the conversation. */
export const HISTORY_USED = 5;

const contactSource: ChatSource = { title: 'Contact the practice', url: '/#contact' };
const bookingSource: ChatSource = { title: 'Book a consultation', url: '/#contact' };

/** The fixed answer for a message the safety screen stops, or undefined when it may be answered. */
export function fixedAnswer(verdict: SafetyVerdict): ChatAnswer | undefined {
  switch (verdict.kind) {
    case 'emergency': {
      const reply =
        verdict.reason === 'thoughts of self-harm'
          ? `${chatReplies.emergency}\n\n${chatReplies.crisisSupport}`
          : chatReplies.emergency;
      return { kind: 'emergency', urgency: 'emergency', reply, sources: [] };
    }
    case 'urgent':
      return { kind: 'urgent', urgency: 'urgent', reply: chatReplies.urgent, sources: [contactSource] };
    case 'personal-advice':
      return { kind: 'personal-advice', urgency: 'none', reply: chatReplies[verdict.topic], sources: [bookingSource] };
    case 'off-topic':
      return { kind: 'off-topic', urgency: 'none', reply: chatReplies.offTopic, sources: [] };
    case 'small-talk':
      return { kind: 'small-talk', urgency: 'none', reply: chatReplies[verdict.topic], sources: [] };
    case 'ok':
      return undefined;
  }
}

export const notFoundAnswer: ChatAnswer = {
  kind: 'not-found',
  urgency: 'none',
  reply: chatReplies.notFound,
  sources: [contactSource],
};

/**
 * Whether the best passage can answer the question: it must match a word of the question itself (or its
 * lay-term expansions), not only words carried over from earlier turns.
 */
const answers = (ranked: RankedPassage[]) => (ranked[0]?.ownTermsMatched ?? 0) > 0;

/** What the server needs to answer: a fixed answer, or the passages found and the offline answer built from them. */
export type PreparedAnswer = { fixed: ChatAnswer } | { ranked: RankedPassage[]; offline: ChatAnswer };

export function prepareAnswer(index: ChatIndex, message: string, history: ChatTurn[] = []): PreparedAnswer {
  const fixed = fixedAnswer(screenMessage(message));
  if (fixed) return { fixed };
  const ranked = rankPassages(index, message, history.slice(-HISTORY_USED));
  if (!answers(ranked)) return { ranked: [], offline: notFoundAnswer };
  return {
    ranked,
    offline: { kind: 'answer', urgency: 'none', ...composeReply(message, expandLayTerms(message), ranked) },
  };
}

/** The whole offline path: safety screen, search, reply composed from the best passage. */
export function answerOffline(index: ChatIndex, message: string, history: ChatTurn[] = []): ChatAnswer {
  const prepared = prepareAnswer(index, message, history);
  return 'fixed' in prepared ? prepared.fixed : prepared.offline;
}
