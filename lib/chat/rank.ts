import { idsOf, type ChatIndex, type IndexedUnit } from './chat-index';
import { ASPECTS, TOPICS, type Aspect } from './lexicon';
import { jointsNamed, questionBeforeStory, readQuestion, type ReadQuestion } from './read';
import { processTerm, terms, words } from './text';
import type { ChatTurn, Passage } from './types';

/**
 * Ranking passages for a read question (read.ts), the one implementation for the chat and the site search
 * (lib/search/): BM25+ on the question and on its part without the topic's words, plus what the reading found:
 * passages on the pages of the operation or condition asked about rank higher, and so do passages holding a line
 * that answers the aspect asked. compose.ts quotes the best passage's lines, chosen with unitScorer below.
 */
/**
 * What a line answering an asked aspect is worth, against the summed weights of the question's words in it. A
 * general aspect ("when", "what is", "does it work") is a weaker sign than a specific one ("driving").
 */
const ASPECT_POINTS = 6;
const GENERAL_ASPECT_POINTS = 2;
const aspectPoints = (aspect: Aspect) => (aspect.general ? GENERAL_ASPECT_POINTS : ASPECT_POINTS);
/**
 * A section headed with the aspect ("What it is", "Symptoms") answers it as a whole, even when the aspect is a
 * general one: the heading is a stronger sign than a line's words. An overview only implied by a question that
 * asks nothing the lexicon knows ("do I have to wear a brace?") stays a weak sign.
 */
const headingPoints = (aspect: Aspect) => (aspect.heading && !aspect.implied ? ASPECT_POINTS : aspectPoints(aspect));
/** Words the lexicon adds (a topic's or an aspect's search words) count for this share of the visitor's own. */
const HINT_SHARE = 0.3;

/** How well a unit answers the question: a line on an asked aspect counts most, then the question's rarer words. */
export function unitScorer(index: ChatIndex, read: ReadQuestion): (unit: IndexedUnit) => number {
  const total = index.passages.size;
  const weight = (term: string) => Math.log(1 + total / (index.documentFrequency.get(term) ?? 1));
  const own = new Set(terms(read.rest).length ? terms(read.rest) : terms(read.text));
  const hints = new Set(
    terms([...read.topics, ...read.aspects].map((item) => item.search).join(' ')).filter((t) => !own.has(t)),
  );
  const aspects = read.aspects.filter((aspect) => aspect.answers);
  return (unit) => {
    let score = aspects.reduce((sum, aspect) => sum + (unit.aspects.has(aspect.id) ? aspectPoints(aspect) : 0), 0);
    for (const term of unit.terms) {
      if (own.has(term)) score += weight(term);
      else if (hints.has(term)) score += HINT_SHARE * weight(term);
    }
    return score;
  };
}

/** What the question's own words in a passage's heading (an FAQ's question, a section's title) add to its lines. */
const HEADING_SHARE = 0.7;

function headingScorer(index: ChatIndex, read: ReadQuestion): (passage: Passage) => number {
  const total = index.passages.size;
  const own = new Set(terms(read.rest).length ? terms(read.rest) : terms(read.text));
  return (passage) =>
    HEADING_SHARE *
    [...(index.headingTerms.get(passage.id) ?? [])]
      .filter((term) => own.has(term))
      .reduce((sum, term) => sum + Math.log(1 + total / (index.documentFrequency.get(term) ?? 1)), 0);
}

/**
 * `score`: higher is better; `ownTermsMatched`: words of the question itself the passage matched; `onTopic`: the
 * passage is on a page about the question's topic; `answers`: the asked aspects it holds a line (or heading) for.
 */
export type RankedPassage = {
  passage: Passage;
  score: number;
  ownTermsMatched: number;
  onTopic: boolean;
  answers: string[];
};

/** What being on the pages of the question's first topic (or another of its topics) adds to a passage's score. */
const TOPIC_WEIGHT = 1;
const OTHER_TOPIC_WEIGHT = 0.6;
/** What a page of a part of the practice named first adds when it is also on an operation named with it. */
const ALSO_TOPIC_WEIGHT = 0.6;
/** Care around any operation ("after my op") is a hint, not the subject: a page answering the aspect may lead. */
const GENERAL_TOPIC_WEIGHT = 0.4;
/** What being on a topic's main page adds (Passage.mainPage), when the question names that topic. */
const MAIN_PAGE_WEIGHT = 0.5;
/**
 * What being on a topic's main page adds when the question asks something specific about the topic (sleeping,
 * stairs, the wound): less, so the guide that answers it in detail may lead.
 */
const SPECIFIC_MAIN_PAGE_WEIGHT = 0.2;
/** What the passage's best line adds, relative to the best line found. */
const LINE_WEIGHT = 0.8;
/** BM25 results considered besides the passages of the topic's pages. */
const CANDIDATES = 50;

function relativeScores(index: ChatIndex, query: string) {
  const results = index.search.search(query);
  const best = results[0]?.score ?? 1;
  return new Map(
    results.slice(0, CANDIDATES).map((r) => [String(r.id), { share: r.score / best, terms: r.queryTerms }]),
  );
}

/**
 * Whether a ranked passage is about the question at all: it holds the question's own words, is on its topic, or
 * answers the aspect asked in other words ("flying" and "flights"). The chat's "nothing found" and the search's
 * results both read it.
 */
export const isAboutQuestion = (ranked: RankedPassage) =>
  ranked.ownTermsMatched > 0 || ranked.onTopic || ranked.answers.length > 0;

const JOINT_OF_TOPIC = new Map(TOPICS.flatMap((topic) => (topic.joint ? [[topic.id, topic.joint] as const] : [])));

/** Passages best first for a read question. */
export function rankRead(index: ChatIndex, read: ReadQuestion, limit = 8): RankedPassage[] {
  const ownCount = (text: string) => words(text).filter((w) => processTerm(w)).length;
  const aspectWords = read.aspects.map((aspect) => aspect.search).join(' ');
  const topicWords = read.topics.map((topic) => topic.search).join(' ');
  const full = relativeScores(index, `${read.text} ${topicWords} ${aspectWords}`);
  // A story told after the question ("...after a hip replacement? I live alone so I'd like to plan") is not what is
  // asked: the words searched for as the question's own are those before it.
  const askedFirst = questionBeforeStory(read.rest);
  const ownWords = askedFirst && ownCount(askedFirst) > 0 ? askedFirst : read.rest;
  const hasRest = ownCount(ownWords) > 0;
  const rest = hasRest ? relativeScores(index, `${ownWords} ${aspectWords}`) : full;

  const [primary] = read.topics;
  const topicIds = idsOf(read.topics);
  const candidates = new Set([...full.keys(), ...rest.keys()]);
  // The likely operation ("my knee op": most likely its replacement) counts as the topic, or no more than care
  // around any operation when that is what is asked (preparing, going home), whose own page may answer it.
  const likelyIds = idsOf(read.likely);
  const likelyWeight = primary?.general ? GENERAL_TOPIC_WEIGHT : TOPIC_WEIGHT;
  if (topicIds.size || likelyIds.size) {
    for (const [id, topics] of index.topicsOf)
      if ([...topics].some((t) => topicIds.has(t) || likelyIds.has(t))) candidates.add(id);
  }

  // A part of the decision asked ("a second opinion") is the subject whatever operation is named: the passages
  // answering it are candidates and count as on the question's topic.
  const beyond = new Set(read.aspects.filter((aspect) => aspect.beyondTheOperation).map((aspect) => aspect.id));
  if (beyond.size) {
    for (const [id, units] of index.units)
      if (units.some((u) => [...beyond].some((a) => u.aspects.has(a)))) candidates.add(id);
  }

  // One joint named ("my knee op"): a page on the other joint's operations and conditions does not answer, however
  // squarely it answers the aspect. A patient guide does, as its care around the operation (flights and clots,
  // baths, a second opinion) is much the same for either joint.
  const joints = jointsNamed(read.text);
  const ofOtherJointOnly = (id: string) => {
    const ofJoints = [...(index.topicsOf.get(id) ?? [])].flatMap((topic) => JOINT_OF_TOPIC.get(topic) ?? []);
    return ofJoints.length > 0 && ofJoints.every((joint) => !joints.has(joint));
  };
  if (joints.size === 1) {
    for (const id of candidates) {
      if (!index.passages.get(id)?.url.startsWith('/guides/') && ofOtherJointOnly(id)) candidates.delete(id);
    }
  }

  // A passage on a private subject (sex and intimacy) answers only a question that asks about it.
  const notAsked = ASPECTS.filter((aspect) => aspect.onlyWhenAsked && !read.aspects.includes(aspect)).map((a) => a.id);
  for (const id of candidates) {
    if (notAsked.some((aspect) => index.headingAspects.get(id)?.has(aspect))) candidates.delete(id);
  }

  // A page on the operation asked and on a narrower or broader one not asked (a guide comparing partial and total
  // knee replacement), or on a technique not asked (the robotic-arm guide), answers less squarely than the
  // operation's own pages: it counts as on another topic.
  const related = new Set(
    TOPICS.filter(
      (topic) =>
        primary &&
        (topic.technique || topic.narrowerThan?.includes(primary.id) || primary.narrowerThan?.includes(topic.id)),
    )
      .filter((topic) => !topicIds.has(topic.id))
      .map((topic) => topic.id),
  );
  const comparesWithAnother = (topics: Set<string>) => [...topics].some((id) => related.has(id));

  const scoreUnit = unitScorer(index, read);
  const scoreHeading = headingScorer(index, read);
  const asked = read.aspects.map((aspect) => aspect.id);
  const ownTerms = new Set(terms(read.text));
  const rows = [...candidates].flatMap((id) => {
    const passage = index.passages.get(id);
    const units = index.units.get(id) ?? [];
    const topics = index.topicsOf.get(id) ?? new Set<string>();
    const headingAspects = index.headingAspects.get(id) ?? new Set<string>();
    if (!passage) return [];
    const answers = asked.filter((a) => headingAspects.has(a) || units.some((unit) => unit.aspects.has(a)));
    const onPrimary = !!primary && topics.has(primary.id) && !comparesWithAnother(topics);
    const namedScore = answers.some((a) => beyond.has(a))
      ? TOPIC_WEIGHT
      : onPrimary
        ? primary.general
          ? GENERAL_TOPIC_WEIGHT
          : TOPIC_WEIGHT
        : [...topics].some((t) => likelyIds.has(t))
          ? likelyWeight
          : [...topics].some((t) => topicIds.has(t))
            ? OTHER_TOPIC_WEIGHT
            : 0;
    // A practice's part named with an operation ("a booklet about knee replacement"): its pages on that operation.
    const alsoOnAnother =
      onPrimary && primary.practice && read.topics.some((t) => t !== primary && !t.practice && topics.has(t.id));
    const topicScore = namedScore + (alsoOnAnother ? ALSO_TOPIC_WEIGHT : 0);

    const bm25 = 0.6 * (rest.get(id)?.share ?? 0) + 0.4 * (full.get(id)?.share ?? 0);
    const line =
      Math.max(0, ...units.map(scoreUnit)) +
      read.aspects.reduce((sum, aspect) => sum + (headingAspects.has(aspect.id) ? headingPoints(aspect) : 0), 0) +
      scoreHeading(passage);
    const ownTermsMatched = (full.get(id)?.terms ?? []).filter((term) => ownTerms.has(term)).length;
    return [{ passage, bm25, topicScore, line, ownTermsMatched, onTopic: topicScore > 0, answers }];
  });
  // An operation or a part of the practice named in the question decides the pages: an aspect word ("work",
  // "bath") never takes the answer to another operation's guide, though a page on deciding may answer a part of
  // the decision ("a second opinion"). Care around any operation only leads.
  const decides = read.topics.some((topic) => !topic.general) && rows.some((row) => row.onTopic);
  const kept = decides ? rows.filter((row) => row.onTopic || row.answers.some((id) => beyond.has(id))) : rows;
  const bestLine = Math.max(1, ...kept.map((row) => row.line));
  const mainPageWeight = read.aspects.some((aspect) => aspect.answers && !aspect.general)
    ? SPECIFIC_MAIN_PAGE_WEIGHT
    : MAIN_PAGE_WEIGHT;
  return kept
    .map(({ passage, bm25, topicScore, line, ownTermsMatched, onTopic, answers }) => ({
      passage,
      score: bm25 + topicScore + (LINE_WEIGHT * line) / bestLine + (onTopic && passage.mainPage ? mainPageWeight : 0),
      ownTermsMatched,
      onTopic,
      answers,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Passages best first for a question, read with the visitor's earlier questions. */
export function rankPassages(index: ChatIndex, question: string, history: ChatTurn[] = [], limit = 8): RankedPassage[] {
  return rankRead(index, readQuestion(index, question, history), limit);
}

/**
 * The page a passage belongs to, for counting distinct pages: "/a/b#c" -> "/a/b". The home page holds many
 * unrelated practice details ("/#private-practice", "/#contact"), so each of its sections counts on its own.
 */
export const pageOf = (passage: Passage) =>
  passage.url.startsWith('/#') ? passage.url : passage.url.split('#')[0] || '/';

/** Distinct pages in rank order (for hit@k). */
export function rankedPages(ranked: RankedPassage[]): string[] {
  return [...new Set(ranked.map((r) => pageOf(r.passage)))];
}
