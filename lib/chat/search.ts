import MiniSearch, { type Options } from 'minisearch';

import { ASPECTS, aspectsOf, TOPICS, topicsOf, type Aspect, type Topic } from './lexicon';
import { createSpeller, type Speller } from '@/lib/spelling';
import { normalise, stripMarks } from '@/lib/plain-text';

import { processTerm, terms, words } from './text';
import type { ChatTurn, Passage } from './types';
import { unitsOf, type Unit } from './units';

/**
 * Passage ranking, the one implementation for the chat and the site search (lib/search/): MiniSearch's BM25+ over four
 * fields, on the question with its typos corrected (spelling.ts), plus what the lexicon reads in it: passages on
 * the pages about the operation or condition asked about rank higher, and so do passages holding a line that
 * answers the aspect asked (driving, work, how long it lasts...). A follow-up without a topic of its own ("when
 * can I drive?") takes the topic of the visitor's previous question.
 *
 * The same options build the index (scripts/build-chat-index.ts) and load it (server/chat).
 */
const FIELD_BOOST = { heading: 2.5, pageTitle: 2, keywords: 1.3, text: 1 };

const searchIndexOptions: Options<Passage> = {
  idField: 'id',
  fields: Object.keys(FIELD_BOOST),
  storeFields: [],
  extractField: (passage, field) => {
    if (field === 'id') return passage.id;
    if (field === 'text') return stripMarks(passage.body.join(' '));
    const value = field === 'heading' || field === 'pageTitle' || field === 'keywords' ? passage[field] : '';
    return stripMarks(value);
  },
  tokenize: words,
  processTerm,
  searchOptions: { boost: FIELD_BOOST, combineWith: 'OR' },
};

/** What the build writes and the server loads. */
export type ChatIndexFile = {
  version: 1;
  passages: Passage[];
  /** MiniSearch's own serialisation of the index over `passages`. */
  search: unknown;
  /** The practice facts as plain text, given to the model as its reference material. */
  reference: string;
};

export function buildIndexFile(passages: Passage[], reference: string): ChatIndexFile {
  const ids = new Set<string>();
  for (const passage of passages) {
    if (ids.has(passage.id)) throw new Error(`Two chat passages share the id ${passage.id}`);
    ids.add(passage.id);
  }
  const search = new MiniSearch<Passage>(searchIndexOptions);
  search.addAll(passages);
  return { version: 1, passages, search: search.toJSON(), reference };
}

/** A unit of a passage with what the search needs to weigh it. */
export type IndexedUnit = Unit & { terms: Set<string>; aspects: Set<string> };

export type ChatIndex = {
  passages: Map<string, Passage>;
  search: MiniSearch<Passage>;
  reference: string;
  /** Corrects a visitor's typos towards the words of our pages. */
  speller: Speller;
  /** Each passage's quotable units. */
  units: Map<string, IndexedUnit[]>;
  /** The topics of each passage's page, the aspects its heading answers and the terms of its heading. */
  topicsOf: Map<string, Set<string>>;
  headingAspects: Map<string, Set<string>>;
  headingTerms: Map<string, Set<string>>;
  /** In how many passages each term appears, for weighing the words of a question. */
  documentFrequency: Map<string, number>;
};

const passageText = (passage: Passage) =>
  [passage.heading, passage.pageTitle, passage.keywords, stripMarks(passage.body.join(' '))].join(' ');

const idsOf = <T extends { id: string }>(items: T[]) => new Set(items.map((item) => item.id));

/** The words of the passages with how often each is used: what the index's speller corrects towards. */
export function wordUseOf(passages: Passage[]): Map<string, number> {
  const wordUse = new Map<string, number>();
  for (const passage of passages) {
    for (const word of words(passageText(passage))) wordUse.set(word, (wordUse.get(word) ?? 0) + 1);
  }
  return wordUse;
}

export function indexedUnits(passage: Passage): IndexedUnit[] {
  return unitsOf(passage.body).map((unit) => {
    const plain = stripMarks(unit.text);
    return {
      ...unit,
      terms: new Set(terms(plain)),
      aspects: idsOf(ASPECTS.filter((aspect) => aspect.answers?.test(plain))),
    };
  });
}

export function loadIndex(file: ChatIndexFile): ChatIndex {
  if (file.version !== 1 || !Array.isArray(file.passages)) throw new Error('Unknown chat index format');
  const search = MiniSearch.loadJSON<Passage>(JSON.stringify(file.search), searchIndexOptions);
  return prepareIndex(file.passages, search, file.reference);
}

/** An index over passages, MiniSearch's part built here (the browser's site search, which is sent no index). */
export function indexPassages(passages: Passage[]): ChatIndex {
  const search = new MiniSearch<Passage>(searchIndexOptions);
  search.addAll(passages);
  return prepareIndex(passages, search, '');
}

/** The ranking's tables over the passages: word use for the speller, topics, aspects and term weights. */
function prepareIndex(passages: Passage[], search: MiniSearch<Passage>, reference: string): ChatIndex {
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const term of new Set(terms(passageText(passage)))) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const byPassage = <T>(make: (passage: Passage) => T) => new Map(passages.map((p) => [p.id, make(p)]));
  return {
    passages: byPassage((p) => p),
    search,
    reference,
    speller: createSpeller(wordUseOf(passages)),
    units: byPassage(indexedUnits),
    topicsOf: byPassage((p) => idsOf(TOPICS.filter((topic) => topic.pages.test(normalise(p.url))))),
    headingAspects: byPassage((p) => idsOf(ASPECTS.filter((aspect) => aspect.heading?.test(p.heading)))),
    headingTerms: byPassage((p) => new Set(terms(p.heading))),
    documentFrequency,
  };
}

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
  aspects: Aspect[];
};

/** Words that point back to what was said before ("when can I drive after it?", "how long does one last?"). */
const REFERS_BACK = /\b(it|its|that|this|they|them|one|afterwards?|after|then|there)\b/;

const readText = (index: ChatIndex, text: string) =>
  index.speller.correctText(normalise(text)).replace(/'/g, '').replace(/\s+/g, ' ').trim();

const JOINT = /\b(knee|hip)s?\b/;

/**
 * The question as its topics are read: a follow-up that names no joint is about the joint of the conversation
 * ("I've got arthritis in my hip" ... "what can I do apart from surgery?"), and a bare "replacement" is that
 * joint's replacement.
 */
function withJointOfConversation(index: ChatIndex, text: string, history: ChatTurn[]): string {
  if (JOINT.test(text)) return text;
  const joint = [...history]
    .reverse()
    .filter((turn) => turn.role === 'user')
    .map((turn) => JOINT.exec(readText(index, turn.content))?.[1])
    .find(Boolean);
  if (!joint) return text;
  return `${text.replace(/\b(a|an|the|my|this|that|new) replacement\b/, `$1 ${joint} replacement`)} (${joint})`;
}

/**
 * Reads a question. A follow-up that names no topic but asks an aspect or points back ("when can I drive?",
 * "how long does one last?") takes the topic of the visitor's latest earlier question that had one.
 */
/** Where a question starts after the story that comes before it ("...get out of the car, what do they do in it?"). */
const ASKING_STARTS =
  /\b(what|whats|how|hows|why|which|is there|are there|is it|is that|is this|(can|could|should|will|would|do|did|does|have|has) (i|he|she|we|you|they|it|that|this|my|his|her))\b/;
/** Words of story before a question, from which its aspects are not read. */
const STORY_WORDS = 4;

/**
 * The aspects a question asks about. In a message that tells a story before asking, a word of the story ("when I
 * get out of the car", "I do dancing") is not an aspect asked: the question's own part is read first, and the
 * whole message only when that part names none.
 */
function askedAspects(text: string) {
  const start = text.search(ASKING_STARTS);
  const asking = start > 0 && text.slice(0, start).trim().split(/\s+/).length >= STORY_WORDS ? text.slice(start) : text;
  const own = aspectsOf(asking);
  return own.length ? own : aspectsOf(text);
}

export function readQuestion(index: ChatIndex, question: string, history: ChatTurn[] = []): ReadQuestion {
  const text = readText(index, question);
  const aspects = askedAspects(text);
  const named = topicsOf(withJointOfConversation(index, text, history));
  let rest = text;
  for (const topic of named) rest = rest.replace(new RegExp(topic.asked.source, 'g'), ' ');
  if (named.length || !(aspects.length || REFERS_BACK.test(text))) {
    return { text, rest, topics: named, topicsCarried: false, aspects };
  }
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const topics = topicsOf(readText(index, turn.content));
    if (topics.length) return { text, rest, topics, topicsCarried: true, aspects };
  }
  return { text, rest, topics: [], topicsCarried: false, aspects };
}

/**
 * What a line answering an asked aspect is worth, against the summed weights of the question's words in it. A
 * general aspect ("when", "what is", "does it work") is a weaker sign than a specific one ("driving").
 */
const ASPECT_POINTS = 6;
const SOFT_ASPECT_POINTS = 2;
const aspectPoints = (aspect: Aspect) => (aspect.soft ? SOFT_ASPECT_POINTS : ASPECT_POINTS);
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

/** Passages best first for a read question. */
export function rankRead(index: ChatIndex, read: ReadQuestion, limit = 8): RankedPassage[] {
  const ownCount = (text: string) => words(text).filter((w) => processTerm(w)).length;
  const aspectWords = read.aspects.map((aspect) => aspect.search).join(' ');
  const topicWords = read.topics.map((topic) => topic.search).join(' ');
  const full = relativeScores(index, `${read.text} ${topicWords} ${aspectWords}`);
  const hasRest = ownCount(read.rest) > 0;
  const rest = hasRest ? relativeScores(index, `${read.rest} ${aspectWords}`) : full;

  const [primary] = read.topics;
  const topicIds = idsOf(read.topics);
  const candidates = new Set([...full.keys(), ...rest.keys()]);
  if (topicIds.size) {
    for (const [id, topics] of index.topicsOf) if ([...topics].some((t) => topicIds.has(t))) candidates.add(id);
  }

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
    const topicScore =
      primary && topics.has(primary.id)
        ? TOPIC_WEIGHT
        : [...topics].some((t) => topicIds.has(t))
          ? OTHER_TOPIC_WEIGHT
          : 0;
    const answers = asked.filter((a) => headingAspects.has(a) || units.some((unit) => unit.aspects.has(a)));
    const bm25 = 0.6 * (rest.get(id)?.share ?? 0) + 0.4 * (full.get(id)?.share ?? 0);
    const line =
      Math.max(0, ...units.map(scoreUnit)) +
      read.aspects.reduce((sum, aspect) => sum + (headingAspects.has(aspect.id) ? aspectPoints(aspect) : 0), 0) +
      scoreHeading(passage);
    const ownTermsMatched = (full.get(id)?.terms ?? []).filter((term) => ownTerms.has(term)).length;
    return [{ passage, bm25, topicScore, line, ownTermsMatched, onTopic: topicScore > 0, answers }];
  });
  // An operation or a part of the practice named in the question decides the pages: an aspect word ("work",
  // "bath") never takes the answer to another operation's guide.
  const kept = rows.some((row) => row.onTopic) ? rows.filter((row) => row.onTopic) : rows;
  const bestLine = Math.max(1, ...kept.map((row) => row.line));
  return kept
    .map(({ passage, bm25, topicScore, line, ownTermsMatched, onTopic, answers }) => ({
      passage,
      score: bm25 + topicScore + (LINE_WEIGHT * line) / bestLine,
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
