import { chatReplies } from '@/content/chat';

import { composeReply, weakMatchReply } from './compose';
import { screenMessage, type SafetyVerdict } from './safety';
import { rankRead, readQuestion, type ChatIndex, type RankedPassage, type ReadQuestion } from './search';
import type { ChatAnswer, ChatSource, ChatTurn } from './types';

/** The spec: the assistant sees the last 5 messages of the conversation. */
export const HISTORY_USED = 5;

const contactSource: ChatSource = { title: 'Contact the practice', url: '/#contact' };
const bookingSource: ChatSource = { title: 'Book a consultation', url: '/#contact' };

/** The fixed answer for a message the safety screen stops, or undefined when it may be answered. */
function fixedAnswer(verdict: SafetyVerdict): ChatAnswer | undefined {
  switch (verdict.kind) {
    case 'emergency': {
      const reply = verdict.flags.includes('self-harm')
        ? `${chatReplies.emergency(verdict.flags)}\n\n${chatReplies.crisisSupport}`
        : chatReplies.emergency(verdict.flags);
      return { kind: 'emergency', urgency: 'emergency', reply, sources: [], flags: verdict.flags };
    }
    case 'urgent':
      return {
        kind: 'urgent',
        urgency: 'urgent',
        reply: chatReplies.urgent(verdict.flags),
        sources: [contactSource],
        flags: verdict.flags,
      };
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

const notFoundAnswer: ChatAnswer = {
  kind: 'not-found',
  urgency: 'none',
  reply: chatReplies.notFound,
  sources: [contactSource],
};

/**
 * Whether the best passage can be quoted as the answer: it is on the topic asked about (when one was named or
 * carried over), holds a line on the aspect asked (when a specific one was), and matches the question's own words
 * or topic. Otherwise the reply says it is not sure and offers the closest pages.
 */
function answersClearly(read: ReadQuestion, top: RankedPassage): boolean {
  if (read.topics.length && !top.onTopic) return false;
  const specific = read.aspects.filter((aspect) => !aspect.soft);
  if (specific.length && !top.answers.some((id) => specific.some((aspect) => aspect.id === id))) return false;
  return top.onTopic || top.ownTermsMatched > 0;
}

/** What the server needs to answer: a fixed answer, or the passages found and the offline answer built from them. */
export type PreparedAnswer = { fixed: ChatAnswer } | { ranked: RankedPassage[]; offline: ChatAnswer };

export function prepareAnswer(index: ChatIndex, message: string, history: ChatTurn[] = []): PreparedAnswer {
  const recent = history.slice(-HISTORY_USED);
  const fixed = fixedAnswer(screenMessage(message, recent));
  if (fixed) return { fixed };
  const read = readQuestion(index, message, recent);
  const ranked = rankRead(index, read);
  const top = ranked[0];
  if (!top || (top.ownTermsMatched === 0 && !top.onTopic)) return { ranked: [], offline: notFoundAnswer };
  const offline: ChatAnswer = answersClearly(read, top)
    ? { kind: 'answer', urgency: 'none', ...composeReply(index, read, ranked) }
    : { kind: 'weak-match', urgency: 'none', ...weakMatchReply(ranked) };
  return { ranked, offline };
}

/** The whole offline path: safety screen, search, reply composed from the best passage. */
export function answerOffline(index: ChatIndex, message: string, history: ChatTurn[] = []): ChatAnswer {
  const prepared = prepareAnswer(index, message, history);
  return 'fixed' in prepared ? prepared.fixed : prepared.offline;
}
