import { standardSpelling } from '@/lib/dialect';
import { normalise } from '@/lib/plain-text';

import type { ChatIndex } from './chat-index';
import { ASPECTS, aspectsOf, TOPICS, topicsOf, type Aspect, type Topic } from './lexicon';

const OVERVIEW: Aspect = { ...ASPECTS.find((aspect) => aspect.id === 'definition')!, implied: true };
import type { ChatTurn } from './types';

/**
 * Reading a question (the step before rank.ts): its typos corrected towards our pages' words, the topics it
 * names (operations, conditions, parts of the practice) and the aspects it asks about (driving, work, how long it
 * lasts...). A follow-up without a topic of its own ("when can I drive?") takes the topic of the visitor's
 * previous question.
 */
/** A question as the search reads it. */
export type ReadQuestion = {
  /** Lowercased, typos corrected, apostrophes dropped. */
  text: string;
  /** The text without the words naming its topics: what is asked about the topic. */
  rest: string;
  /** Best first: the topic named first in the question. */
  topics: Topic[];
  /** The topics came from an earlier question of the conversation. */
  topicsCarried: boolean;
  /**
   * An operation said without its name ("after my knee op", "back to work after the op"): most likely the joint's
   * replacement, the operation most people having it have had, or either joint's when no joint is said. Their pages
   * lead among equals; they never decide the answer.
   */
  likely: Topic[];
  aspects: Aspect[];
};

/**
 * Words that point back to what was said before: the operation ("when can I drive after it?", "how long does one
 * last?"), or the person it was for ("will he be in long?").
 */
const REFERS_BACK = /\b(it|its|that|this|they|them|one|afterwards?|after|then|there|he|hes|him|his|she|shes|her)\b/;

const readText = (index: ChatIndex, text: string) =>
  index.speller
    .correctText(standardSpelling(normalise(text)))
    .replace(/'/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const JOINT = /\b(knee|hip)s?\b/;
/** The joints a text names ("knee", "hips"), each once. */
export const jointsNamed = (text: string) =>
  new Set([...text.matchAll(new RegExp(JOINT.source, 'g'))].map((m) => m[1] as 'knee' | 'hip'));
/** "Replacement" not said with its joint: "my replacement", "swollen after the replacement". */
const BARE_REPLACEMENT = /\b(a|an|the|my|his|her|this|that|new|after|since|before|from) replacement\b/;

/**
 * The question as its topics are read: a bare "replacement" is the replacement of the one joint the message names
 * ("knee still swollen 6 weeks after replacement"), or else of the joint of the conversation, and a follow-up that
 * names no joint is about the joint of the conversation ("I've got arthritis in my hip" ... "what can I do apart
 * from surgery?").
 */
function withJointOfConversation(index: ChatIndex, text: string, history: ChatTurn[]): string {
  const namedJoints = jointsNamed(text);
  if (namedJoints.size === 1) return text.replace(BARE_REPLACEMENT, `$1 ${[...namedJoints][0]} replacement`);
  if (namedJoints.size) return text;
  const joint = [...history]
    .reverse()
    .filter((turn) => turn.role === 'user')
    .map((turn) => JOINT.exec(readText(index, turn.content))?.[1])
    .find(Boolean);
  if (!joint) return text;
  return `${text.replace(BARE_REPLACEMENT, `$1 ${joint} replacement`)} (${joint})`;
}

/**
 * Reads a question. A follow-up that names no topic but asks an aspect or points back ("when can I drive?",
 * "how long does one last?") takes the topic of the visitor's latest earlier question that had one.
 */
/** Whom a question is asked of or about, after its verb ("can I", "does it", "will my"). */
const ASKED_OF = 'i|he|she|we|you|they|it|that|this|my|his|her';
/**
 * Where a question starts after the story that comes before it ("...get out of the car, what do they do in it?").
 * "When do the clips come out" starts at "when"; "when can I drive" at "can I", as it always has.
 */
const ASKING_STARTS = new RegExp(
  String.raw`\b(what|whats|how|hows|why|which|is there|are there|is it|is that|is this|(can|could|should|will|would|do|did|does|have|has) (${ASKED_OF})|(when|who) (do|does|did|can|could|should|will|would|is|are)(?! (${ASKED_OF})\b))\b`,
);
/** Words of story before a question, from which its aspects are not read. */
const STORY_WORDS = 4;

/**
 * The aspects a question asks about. In a message that tells a story before or after asking, a word of the story
 * ("when I get out of the car", "I do dancing", "physio told me and I forgot") is not an aspect asked: the
 * question's own part is read first, and the whole message only when that part names none.
 */
function askedAspects(text: string) {
  const start = text.search(ASKING_STARTS);
  const afterStory =
    start > 0 && text.slice(0, start).trim().split(/\s+/).length >= STORY_WORDS ? text.slice(start) : text;
  // The question ends at its question mark: what follows is more story ("...which leg goes first?? physio told me").
  const end = afterStory.indexOf('?');
  const asking = end > 0 ? afterStory.slice(0, end + 1) : afterStory;
  // The joint the story names goes with its question ("Mam's hip replacement has gone loose. What's involved in
  // having it redone?" asks about a hip done again).
  const joint = JOINT.exec(text)?.[0];
  const withJoint = joint && !JOINT.test(asking) ? `${asking} ${joint}` : asking;
  const own = aspectsOf(withJoint).filter((aspect) => !onlyDenied(aspect.asked, asking));
  return own.length ? own : aspectsOf(text).filter((aspect) => !onlyDenied(aspect.asked, text));
}

/** A denial just before a word: "I don't have insurance", "no insurance", "without a car". */
const DENIED_BEFORE = /\b(no|not|dont|doesnt|havent|hasnt|without|never|isnt|arent)( \w+){0,2} $/;

/**
 * Whether every mention of an aspect is denied: it is then not what the question asks ("how much is it? I don't
 * have insurance" asks the cost). A denied operation stays the topic ("what if I don't have the replacement?").
 */
function onlyDenied(asked: RegExp, text: string): boolean {
  const mentions = [...text.matchAll(new RegExp(asked.source, 'g'))];
  return mentions.length > 0 && mentions.every((m) => DENIED_BEFORE.test(text.slice(0, m.index)));
}

/**
 * A question that names an operation or condition and asks nothing in particular about it ("can cartilage be
 * repaired?", "half hip replacement?") asks what it is: the page's overview answers it, not a line that shares a
 * word with it. A question naming a part of the practice (the NHS, fees) asks about that part.
 */
const overviewOf = (topics: Topic[]): Aspect[] =>
  topics.length && topics.every((topic) => !topic.practice) ? [OVERVIEW] : [];

const WAYS_OF_PAYING = ['fees', 'insurance'];

/**
 * A part of the practice asked after an operation or condition ("what is a hip replacement?" ... "is there a guide
 * for after?"): the part of the practice on that subject, when some page is on both (the hip replacement guides);
 * otherwise the part alone (the phone number is the practice's, whatever was asked before).
 */
function onSubjectBefore(
  index: ChatIndex,
  named: Topic[],
  topicsBefore: () => Topic[] | undefined,
  text: string,
): Topic[] {
  const before = named.length && named.every((topic) => topic.practice) ? topicsBefore() : undefined;
  if (!before) return named;
  // What it costs, asked of a part of the practice named before whose pages say ("tell me about the app" ... "is it
  // free, or do I pay for that?"): those pages answer, not the fees page (which does for a consultation). Insurance
  // is a way of paying the fees: what "that" costs after it is the fees page's.
  const [part] = before;
  const partSaysCost = () =>
    [...index.units].some(
      ([id, units]) => index.topicsOf.get(id)?.has(part!.id) && units.some((unit) => unit.aspects.has('cost')),
    );
  const costOfPart =
    named.length === 1 && named[0]!.id === 'fees' && part?.practice && !WAYS_OF_PAYING.includes(part.id);
  if (costOfPart && REFERS_BACK.test(text) && partSaysCost()) return before;
  const subject = before.filter((topic) => !topic.practice && !topic.general);
  const onBoth = [...index.topicsOf.values()].some(
    (topics) => named.some((topic) => topics.has(topic.id)) && subject.some((topic) => topics.has(topic.id)),
  );
  return onBoth ? [...named, ...subject] : named;
}

type NamedBefore = { text: string; topics: Topic[]; topic: Topic; words: string };

/** The visitor's latest earlier message that named a topic: its topics, the first one and the words naming it. */
function namedBefore(index: ChatIndex, history: ChatTurn[]): NamedBefore | undefined {
  for (let at = history.length - 1; at >= 0; at--) {
    const turn = history[at]!;
    if (turn.role !== 'user') continue;
    // Read with the joint said before it ("dad's hip is bad" ... "he had a steroid jab last year" is the hip's).
    const text = withJointOfConversation(index, readText(index, turn.content), history.slice(0, at));
    const named = topicsOf(text);
    const [topic] = named;
    const words = topic && topic.asked.exec(text)?.[0];
    if (topic && words) {
      const topics = onSubjectBefore(index, named, () => namedBefore(index, history.slice(0, at))?.topics, text);
      return { text, topics, topic, words };
    }
  }
  return undefined;
}

/** "the hip one", "a partial one", "the knee version": a kind of what was named before. */
const ONE_OF_A_KIND = /\b(the|a|an|that|this) (\w+) (ones?|versions?|kind|type|equivalent)\b/;

/** "and what about the hip one, same?", "what about a partial?": a new subject, asked the same question. */
const SAME_QUESTION = /^(and|what about|how about|same)\b|\bsame\b/;

/**
 * "How long does a knee replacement last?" then "and the hip one?": the one is a hip replacement, and "and the
 * partial one?" a partial knee replacement, when that names a topic of its own; otherwise the words stay as said.
 * The other joint alone, asked the same ("what about for a knee?", "and if it's the knee instead?"), is the same
 * operation or condition of that joint.
 */
function oneOfAKind(text: string, before: ReturnType<typeof namedBefore>): string {
  if (!before) return text;
  const one = ONE_OF_A_KIND.exec(text);
  const [joint, ...more] = jointsNamed(text);
  const otherJointAlone =
    !one && joint && !more.length && SAME_QUESTION.test(text) && !topicsOf(text).length && JOINT.test(before.words);
  if (!one && !otherJointAlone) return text;
  const kind = one ? one[2]! : joint!;
  const named =
    JOINT.test(kind) && JOINT.test(before.words) ? before.words.replace(JOINT, kind) : `${kind} ${before.words}`;
  const meant = text.replace(one ? ONE_OF_A_KIND : JOINT, one ? `$1 ${named}` : named);
  const [topic] = topicsOf(meant);
  return topic && topic.id !== before.topic.id ? meant : text;
}

/**
 * The question of a message that asks it before a story ("what do we bring? she will want her own chappals"), up to
 * its question mark; empty when the message asks no question, or a second one.
 */
export function questionBeforeStory(text: string): string {
  const end = text.indexOf('?');
  return end >= 0 && !text.slice(end + 1).includes('?') ? text.slice(0, end + 1) : '';
}

export function readQuestion(index: ChatIndex, question: string, history: ChatTurn[] = []): ReadQuestion {
  const before = namedBefore(index, history);
  const text = oneOfAKind(readText(index, question), before);
  const ownAspects = askedAspects(text);
  // The question asked before carries over to a new subject named in the same breath ("and the hip one?"), with
  // what this message adds ("and how long for the partial one?" after "what is recovery like?").
  const carried =
    before &&
    SAME_QUESTION.test(text) &&
    topicsOf(text).some((topic) => topic.id !== before.topic.id && !topic.practice)
      ? askedAspects(before.text).filter((aspect) => !ownAspects.some((own) => own.id === aspect.id))
      : [];
  const aspects = [...carried, ...ownAspects];
  // A question asked before its story ("how long does a knee replacement last? my neighbour says they redo
  // them") is about what it names; the story's topics count only when the question names none, or when only the
  // story says which joint ("what is a revision? my hip is 15 years old"). A second question is no story.
  const asking = questionBeforeStory(text);
  const readAlone = asking && (JOINT.test(asking) || !JOINT.test(text));
  const beforeStory = readAlone ? topicsOf(withJointOfConversation(index, asking, history)) : [];
  // A question pointing back, then a story ("who is it suitable for? I'm 52 with a bit of arthritis"), asks about
  // the subject before: the condition the story names is the visitor's, not what is asked about.
  const pointsBack = readAlone && !beforeStory.length && !!before && REFERS_BACK.test(asking);
  const named = onSubjectBefore(
    index,
    beforeStory.length || pointsBack ? beforeStory : topicsOf(withJointOfConversation(index, text, history)),
    () => before?.topics,
    text,
  );
  let rest = text;
  for (const topic of named) rest = rest.replace(new RegExp(topic.asked.source, 'g'), ' ');
  // Care around any operation ("the recovery after the op") does not end the conversation's operation.
  const namesSubject = named.some((topic) => !topic.general);
  // "What about younger ones?" names nothing new: it asks about the subject before, as a pointing-back word does.
  if (namesSubject || !(named.length || aspects.length || REFERS_BACK.test(text) || SAME_QUESTION.test(text))) {
    // Something to read asked for ("stories from people who got back to golf"): what it is to be about is not asked
    // of the page that has it.
    const readingAsked = named.length > 0 && named.every((topic) => topic.readingAsked?.test(text));
    const asked = aspects.length && !readingAsked ? aspects : overviewOf(named);
    return {
      text,
      rest,
      topics: named,
      topicsCarried: false,
      aspects: asked,
      likely: likelyOperations(text, named, asked),
    };
  }
  // The operation the earlier message most likely meant ("ready for after the knee op" ... "what about stairs?") carries
  // over with its topics.
  if (before) {
    const likely = likelyOperations(before.text, before.topics, aspects);
    return { text, rest, topics: before.topics, topicsCarried: true, aspects, likely };
  }
  return { text, rest, topics: named, topicsCarried: false, aspects, likely: likelyOperations(text, named, aspects) };
}

/**
 * "my knee op", "the operation on his hip", "had her hip done", "operate on my knee": an operation on one joint, not
 * named.
 */
const UNNAMED_OPERATION = /\b(op|ops|operation|surgery|done|operate|operated|operating)\b/;
const LIKELY_OPERATION = { knee: 'knee-replacement', hip: 'hip-replacement' } as const;
const likelyOperationOf = (joint: keyof typeof LIKELY_OPERATION) =>
  TOPICS.find((topic) => topic.id === LIKELY_OPERATION[joint])!;

/**
 * The operation most likely meant when none is named (none when one is): the replacement of the one joint named with an operation ("my
 * knee op"); with no joint said, care around an operation ("look after the wound", "back to work after the op") is
 * most likely after one of the two replacements, the operations most of the practice's patients have, and so is a
 * question (not a search for a word) naming nothing but such an aspect ("how long will I be on crutches?"): the answer
 * comes from their pages rather than from a rarer operation's that shares a word with the question.
 */
function likelyOperations(text: string, named: Topic[], aspects: Aspect[]): Topic[] {
  if (named.some((topic) => !topic.general)) return [];
  const joints = jointsNamed(text);
  const [joint] = joints;
  if (joint) return joints.size === 1 && UNNAMED_OPERATION.test(text) ? [likelyOperationOf(joint)] : [];
  // Only a question: a search for a word ("steristrips") finds the pages that hold it.
  const asksAfterOperation =
    !named.length &&
    aspects.some((aspect) => aspect.afterOperation) &&
    (text.includes('?') || ASKING_STARTS.test(text));
  const careAfter = named.some((topic) => topic.general) || asksAfterOperation;
  return careAfter ? [likelyOperationOf('knee'), likelyOperationOf('hip')] : [];
}
