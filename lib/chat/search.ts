import MiniSearch, { type Options } from 'minisearch';

import { ASPECTS, aspectsOf, TOPICS, topicsOf, type Aspect, type Topic } from './lexicon';
import { createSpeller, type Speller } from './spelling';
import { normalise, processTerm, stripMarks, terms, words } from './text';
import type { ChatTurn, Passage } from './types';

/**
 * Passage ranking, the one implementation for the chat and for a site search: MiniSearch's BM25+ over four
 * fields, on the question with its typos corrected (spelling.ts), plus what the lexicon reads in it: passages on
 * the pages about the operation or condition asked about rank higher, and so do passages holding a line that
 * answers the aspect asked (driving, work, how long it lasts...). A follow-up without a topic of its own ("when
 * can I drive?") takes the topic of the visitor's previous question.
 *
 * The same options build the index (scripts/build-chat-index.ts) and load it (server/chat).
 */
const FIELD_BOOST = { heading: 2.5, pageTitle: 2, keywords: 1.3, text: 1 };

export const searchIndexOptions: Options<Passage> = {
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

/** What the lexicon finds in a passage: the topics of its page and the aspects it answers. */
type Facets = { topics: Set<string>; aspects: Set<string> };

export type ChatIndex = {
  passages: Map<string, Passage>;
  search: MiniSearch<Passage>;
  reference: string;
  /** Corrects a visitor's typos towards the words of our pages. */
  speller: Speller;
  facets: Map<string, Facets>;
  /** In how many passages each term appears, for weighing the words of a question. */
  documentFrequency: Map<string, number>;
};

const passageText = (passage: Passage) =>
  [passage.heading, passage.pageTitle, passage.keywords, stripMarks(passage.body.join(' '))].join(' ');

function facetsOf(passage: Passage, topics: Topic[], aspects: Aspect[]): Facets {
  const page = normalise(passage.url);
  const lines = [passage.heading, ...passage.body].map(stripMarks);
  return {
    topics: new Set(topics.filter((topic) => topic.pages.test(page)).map((topic) => topic.id)),
    aspects: new Set(
      aspects
        .filter(
          (aspect) =>
            aspect.heading?.test(passage.heading) ||
            (aspect.answers && lines.some((line) => aspect.answers!.test(line))),
        )
        .map((aspect) => aspect.id),
    ),
  };
}

export function loadIndex(file: ChatIndexFile): ChatIndex {
  if (file.version !== 1 || !Array.isArray(file.passages)) throw new Error('Unknown chat index format');
  const search = MiniSearch.loadJSON<Passage>(JSON.stringify(file.search), searchIndexOptions);
  const wordUse = new Map<string, number>();
  const documentFrequency = new Map<string, number>();
  for (const passage of file.passages) {
    const text = passageText(passage);
    for (const word of words(text)) wordUse.set(word, (wordUse.get(word) ?? 0) + 1);
    for (const term of new Set(terms(text))) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return {
    passages: new Map(file.passages.map((p) => [p.id, p])),
    search,
    reference: file.reference,
    speller: createSpeller(wordUse),
    facets: new Map(file.passages.map((p) => [p.id, facetsOf(p, TOPICS, ASPECTS)])),
    documentFrequency,
  };
}

/** A question as the search reads it. */
export type ReadQuestion = {
  /** Lowercased, typos corrected, apostrophes dropped. */
  text: string;
  topics: Topic[];
  /** The topics came from an earlier question of the conversation. */
  topicsCarried: boolean;
  aspects: Aspect[];
};

/** Words that point back to what was said before ("when can I drive after it?", "how long does one last?"). */
const REFERS_BACK = /\b(it|its|that|this|they|them|one|afterwards?|after|then|there)\b/;

/**
 * Reads a question. A follow-up that names no topic but asks an aspect or points back ("when can I drive?",
 * "how long does one last?") takes the topic of the visitor's latest earlier question that had one.
 */
export function readQuestion(index: ChatIndex, question: string, history: ChatTurn[] = []): ReadQuestion {
  const read = (text: string) =>
    index.speller.correctText(normalise(text)).replace(/'/g, '').replace(/\s+/g, ' ').trim();
  const text = read(question);
  const aspects = aspectsOf(text);
  let topics = topicsOf(text);
  let topicsCarried = false;
  if (!topics.length && (aspects.length || REFERS_BACK.test(text))) {
    for (const turn of [...history].reverse()) {
      if (turn.role !== 'user') continue;
      topics = topicsOf(read(turn.content));
      if (topics.length) {
        topicsCarried = true;
        break;
      }
    }
  }
  return { text, topics, topicsCarried, aspects };
}

/**
 * `score`: higher is better; `ownTermsMatched`: words of the question itself the passage matched; `onTopic`: the
 * passage is on a page about the question's topic; `answers`: the asked aspects it holds a line for.
 */
export type RankedPassage = {
  passage: Passage;
  score: number;
  ownTermsMatched: number;
  onTopic: boolean;
  answers: string[];
};

/** How much being on the topic's pages, and holding a line on the aspect asked, adds to a relative BM25 score. */
const TOPIC_WEIGHT = 0.6;
const ASPECT_WEIGHT = 0.5;
/** BM25 results considered besides the passages of the topic's pages. */
const CANDIDATES = 80;

/** Passages best first for a read question. */
export function rankRead(index: ChatIndex, read: ReadQuestion, limit = 8): RankedPassage[] {
  const ownCount = words(read.text).filter((w) => processTerm(w)).length;
  const expansion = [...read.topics, ...read.aspects].map((item) => item.search).join(' ');
  const results = index.search.search(`${read.text} ${expansion}`, {
    prefix: (term, i) => i < ownCount && term.length >= 5,
  });
  const best = results[0]?.score ?? 1;
  const bm25 = new Map(results.slice(0, CANDIDATES).map((r) => [String(r.id), r]));

  const topicIds = new Set(read.topics.map((topic) => topic.id));
  const candidates = new Set(bm25.keys());
  if (topicIds.size) {
    for (const [id, facets] of index.facets) {
      if ([...facets.topics].some((topic) => topicIds.has(topic))) candidates.add(id);
    }
  }

  const ownTerms = new Set(terms(read.text));
  return [...candidates]
    .flatMap((id) => {
      const passage = index.passages.get(id);
      const facets = index.facets.get(id);
      if (!passage || !facets) return [];
      const result = bm25.get(id);
      const onTopic = [...facets.topics].some((topic) => topicIds.has(topic));
      const answers = read.aspects.filter((aspect) => facets.aspects.has(aspect.id)).map((aspect) => aspect.id);
      const aspectShare = read.aspects.length ? answers.length / read.aspects.length : 0;
      const score = (result ? result.score / best : 0) + (onTopic ? TOPIC_WEIGHT : 0) + ASPECT_WEIGHT * aspectShare;
      const ownTermsMatched = result ? result.queryTerms.filter((term) => ownTerms.has(term)).length : 0;
      return [{ passage, score, ownTermsMatched, onTopic, answers }];
    })
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
