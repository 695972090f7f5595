import { chatReplies } from '@/content/chat';
import { redFlags, type RedFlagId } from '@/content/urgent-help';

import { composeReply, weakMatchReply } from './compose';
import { describesOwnSymptom, PERSON, QUESTION_OPENING } from '@/lib/red-flags/detect';

import { screenMessage, type SafetyVerdict } from './safety';
import { asksParking, asksWaitingTime, isOutsideOurSubject, KNEE_OR_HIP } from './lexicon';
import { type ChatIndex } from './chat-index';
import { questionBeforeStory, readQuestion, type ReadQuestion } from './read';
import { isAboutQuestion, rankRead, type RankedPassage } from './rank';
import { terms } from './text';
import type { ChatAnswer, ChatSource, ChatTurn } from './types';

/** The spec: the assistant sees the last 5 messages of the conversation. */
export const HISTORY_USED = 5;

const contactSource: ChatSource = { title: 'Contact the practice', url: '/#contact' };
const bookingSource: ChatSource = { title: 'Book a consultation', url: '/#contact' };

const isCrisis = (id: RedFlagId) => 'crisis' in redFlags[id];

/** A message that asks something, with a question mark or a sentence opening as a question does. */
const asksAQuestion = (message: string) =>
  message.includes('?') ||
  message
    .toLowerCase()
    .split(/[.!;,\n]| and /)
    .some((sentence) => QUESTION_OPENING.test(sentence.trim()));

/** The fixed answer for a message the safety screen stops, or undefined when it may be answered. */
function fixedAnswer(verdict: SafetyVerdict): ChatAnswer | undefined {
  switch (verdict.kind) {
    case 'emergency':
    case 'urgent': {
      // A mental-health crisis gets the crisis reply; any other flag said with it keeps its own reply after it.
      const others = verdict.flags.filter((id) => !isCrisis(id));
      const reply = [
        ...(others.length < verdict.flags.length ? [chatReplies.crisis] : []),
        ...(others.length ? [chatReplies[verdict.kind](others)] : []),
      ].join('\n\n');
      const sources = verdict.kind === 'urgent' && others.length ? [contactSource] : [];
      return { kind: verdict.kind, urgency: verdict.kind, reply, sources, flags: verdict.flags };
    }
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

const notCoveredAnswer: ChatAnswer = {
  kind: 'not-covered',
  urgency: 'none',
  reply: chatReplies.notCovered,
  sources: [contactSource],
};

/**
 * A question naming no topic of ours (no operation, condition, part of the practice, aspect, knee or hip), with a
 * word our best passages never use and the site uses at most a handful of times (its weight at least this), is
 * about something our pages do not cover. Words for people ("mum", "grandad") say whom it is for, not what it is about.
 */
const SALIENT_WEIGHT = 5.5;
/** Chatter that says nothing of the subject ("clothes n stuff", "lol", "cheers"): never the salient word. */
const CHATTER =
  /^(stuff|things?|thingy|etc|lol|haha|ta|cheers|thanks?|pls|plz|please|ok|okay|x+|proper|basically|anyway)$/;
const PASSAGES_READ_FOR_COVER = 3;

/** Whether our pages answer the question at all, or it is about something they never speak of. */
function isCovered(index: ChatIndex, read: ReadQuestion, ranked: RankedPassage[]): boolean {
  if (read.topics.length || read.aspects.some((aspect) => !aspect.general) || KNEE_OR_HIP.test(read.text)) return true;
  const said = new Set(
    ranked
      .slice(0, PASSAGES_READ_FOR_COVER)
      .flatMap(({ passage }) => [
        ...terms(`${passage.pageTitle} ${passage.heading} ${passage.keywords}`),
        ...(index.units.get(passage.id) ?? []).flatMap((unit) => [...unit.terms]),
      ]),
  );
  const weight = (term: string) => Math.log(1 + index.passages.size / ((index.documentFrequency.get(term) ?? 0) + 0.5));
  // A story told after the question ("what do we bring? she will want her own chappals") is not what is asked
  const asked = questionBeforeStory(read.text) || read.text;
  return !terms(asked).some(
    (term) => !said.has(term) && !PERSON.test(term) && !CHATTER.test(term) && weight(term) >= SALIENT_WEIGHT,
  );
}

/**
 * Things our pages never state, next to a topic they do: how long the NHS wait is (then what they say about NHS
 * care), and parking (then where the clinics are). Still a not-covered answer, and no figure is offered.
 */
const NOT_STATED = [
  { asks: asksWaitingTime, topic: 'nhs', preface: chatReplies.waitingTimeNotStated },
  { asks: asksParking, topic: 'locations', preface: chatReplies.parkingNotStated },
] as const;

/**
 * A question our pages do not answer, said plainly, with the nearest thing they do say when there is one (and that
 * passage, which the reply cites and a model may quote).
 */
function outsideAnswer(index: ChatIndex, read: ReadQuestion): { answer: ChatAnswer; ranked: RankedPassage[] } {
  for (const { asks, topic, preface } of NOT_STATED) {
    const topics = read.topics.filter((t) => t.id === topic);
    if (!asks(read.text) || !topics.length) continue;
    const nearest = rankRead(index, { ...read, topics, aspects: [] })[0];
    if (!nearest?.onTopic) continue;
    const { reply, sources } = composeReply(index, read, [nearest]);
    const answer: ChatAnswer = {
      kind: 'not-covered',
      urgency: 'none',
      reply: `${preface}\n\n${reply}`,
      sources: [...sources, contactSource],
    };
    return { answer, ranked: [nearest] };
  }
  return { answer: notCoveredAnswer, ranked: [] };
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
  if (read.topics.some((topic) => !topic.general) && !top.onTopic) return false;
  // An aspect the question asks that the passage answers, general ones too ("do I need a GP letter, or can I just
  // phone?" is answered by the referral the NHS practice asks for).
  const specific = read.aspects.filter((aspect) => !aspect.general);
  if (specific.length && !top.answers.some((id) => read.aspects.some((aspect) => aspect.id === id))) return false;
  return top.onTopic || top.ownTermsMatched > 0;
}

/**
 * What the server needs to answer: a fixed answer, or the passages found and the offline answer built from them.
 * `preface`: the red-flag checklist, when the visitor describes a symptom of their own that no flag matched; the
 * offline replies start with it, and the server puts it before a model's reply too (the model never decides
 * urgency).
 */
export type PreparedAnswer = ({ fixed: ChatAnswer } | { ranked: RankedPassage[]; offline: ChatAnswer }) & {
  preface?: string;
};

const withPreface = (answer: ChatAnswer, preface: string | undefined, safetyNet: boolean): ChatAnswer =>
  preface ? { ...answer, reply: `${preface}\n\n${answer.reply}`, ...(safetyNet ? { safetyNet: true } : {}) } : answer;

export function prepareAnswer(index: ChatIndex, message: string, history: ChatTurn[] = []): PreparedAnswer {
  const recent = history.slice(-HISTORY_USED);
  const verdict = screenMessage(message, recent);
  const flagged = verdict.kind === 'emergency' || verdict.kind === 'urgent';
  const checklist = !flagged && describesOwnSymptom(message) ? chatReplies.checkFirst() : undefined;
  const read = readQuestion(index, message, recent);
  const outside = isOutsideOurSubject(read.text);
  // "Is my wrist broken?": a diagnosis for another part of the body is not the surgeon's to offer a consultation
  // for; it gets the not-covered answer (see your GP, NHS 111). A dose is always refused.
  const diagnosisElsewhere = verdict.kind === 'personal-advice' && verdict.topic !== 'medicine' && outside;
  const fixed = diagnosisElsewhere ? undefined : fixedAnswer(verdict);
  // A diagnosis or a decision asked about one of our topics ("could it be a meniscus tear, and what would the
  // operation involve?"): the kind refusal first, then what our pages say about the topic. A dose never gets more;
  // whether to stop a medicine before an operation gets what the pages say of usual medicines ("do not stop any
  // medicine unless you are told to").
  const answeredToo =
    verdict.kind === 'personal-advice' &&
    (verdict.topic === 'medicine'
      ? read.aspects.some((aspect) => aspect.id === 'usual-medicines')
      : read.topics.length > 0);
  // A warning sign for the same day said with a question our pages answer ("heard a pop and it swelled up straight
  // away, what is an ACL injury?"): the urgent advice first, then the answer. An emergency or a crisis gets its
  // reply alone, so nothing stands between the reader and 999.
  const urgentToo =
    verdict.kind === 'urgent' &&
    !verdict.flags.some(isCrisis) &&
    read.topics.some((topic) => !topic.general) &&
    asksAQuestion(message);
  const leading = answeredToo || urgentToo ? fixed : undefined;
  const preface =
    [checklist, leading?.reply, urgentToo ? chatReplies.answerAfterWarning : undefined].filter(Boolean).join('\n\n') ||
    undefined;
  const finish = (answer: ChatAnswer) => {
    const prefaced = withPreface(answer, preface, !!checklist);
    return leading
      ? { ...prefaced, ...leading, reply: prefaced.reply, sources: [...prefaced.sources, ...leading.sources] }
      : prefaced;
  };
  if (fixed && !leading) return { fixed: withPreface(fixed, checklist, !!checklist), preface: checklist };
  if (outside) {
    const { answer, ranked } = outsideAnswer(index, read);
    return { ranked, offline: finish(answer), preface };
  }
  const ranked = rankRead(index, read);
  const top = ranked[0];
  if (!top || !isAboutQuestion(top)) {
    return { ranked: [], offline: finish(notFoundAnswer), preface };
  }
  const offline: ChatAnswer = !isCovered(index, read, ranked)
    ? notCoveredAnswer
    : answersClearly(read, top)
      ? { kind: 'answer', urgency: 'none', ...composeReply(index, read, ranked) }
      : { kind: 'weak-match', urgency: 'none', ...weakMatchReply(ranked) };
  return { ranked, offline: finish(offline), preface };
}

/** The whole offline path: safety screen, search, reply composed from the best passage. */
export function answerOffline(index: ChatIndex, message: string, history: ChatTurn[] = []): ChatAnswer {
  const prepared = prepareAnswer(index, message, history);
  return 'fixed' in prepared ? prepared.fixed : prepared.offline;
}
