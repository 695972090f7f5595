import MiniSearch, { type Options, type SearchResult } from 'minisearch';

import { expandLayTerms } from './synonyms';
import { processTerm, stripMarks, terms, words } from './text';
import type { ChatTurn, Passage } from './types';

/**
 * Passage ranking: MiniSearch's BM25+ over four fields, with the lay-term expansions of synonyms.ts, prefix
 * matching for longer words and fuzzy matching for misspellings ("arthroscopey", "menicus").
 * The same options build the index (scripts/build-chat-index.ts) and load it (server/chat).
 */
const FIELD_BOOST = { heading: 2.5, pageTitle: 2, keywords: 1.3, text: 1 };

export const searchIndexOptions: Options<Passage> = {
  idField: 'id',
  fields: Object.keys(FIELD_BOOST),
  storeFields: [],
  extractField: (passage, field) => {
    if (field === 'text') return stripMarks(passage.body.join(' '));
    const value = passage[field as keyof Passage];
    return typeof value === 'string' ? stripMarks(value) : '';
  },
  tokenize: words,
  processTerm,
  searchOptions: {
    boost: FIELD_BOOST,
    combineWith: 'OR',
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
  },
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

export type ChatIndex = {
  passages: Map<string, Passage>;
  search: MiniSearch<Passage>;
  reference: string;
  /** Every term the index knows, for telling a question about our topics from one about something else. */
  vocabulary: Set<string>;
};

export function loadIndex(file: ChatIndexFile): ChatIndex {
  if (file.version !== 1 || !Array.isArray(file.passages)) throw new Error('Unknown chat index format');
  const search = MiniSearch.loadJSON<Passage>(JSON.stringify(file.search), searchIndexOptions);
  const vocabulary = new Set<string>();
  for (const passage of file.passages) {
    for (const term of terms([passage.heading, passage.pageTitle, passage.keywords, stripMarks(passage.body.join(' '))].join(' '))) {
      vocabulary.add(term);
    }
  }
  return { passages: new Map(file.passages.map((p) => [p.id, p])), search, reference: file.reference, vocabulary };
}

/** `ownTermsMatched`: how many words of the question itself (not of earlier turns) the passage matched. */
export type RankedPassage = { passage: Passage; score: number; ownTermsMatched: number };

/** Weight of words carried over from the visitor's previous question, so "how long is recovery?" follows on. */
const HISTORY_WEIGHT = 0.35;

/** Passages best first for a question, using the previous user turn for context. */
export function rankPassages(index: ChatIndex, question: string, history: ChatTurn[] = [], limit = 8): RankedPassage[] {
  const own = `${question} ${expandLayTerms(question)}`;
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  const ownTermCount = words(own).filter((w) => processTerm(w)).length;
  const query = previous ? `${own} ${previous} ${expandLayTerms(previous)}` : own;
  const ownTerms = new Set(words(own).flatMap((w) => processTerm(w) ?? []));
  const results: SearchResult[] = index.search.search(query, {
    boostTerm: (_term, i) => (i < ownTermCount ? 1 : HISTORY_WEIGHT),
  });
  return results.slice(0, limit).flatMap((result) => {
    const passage = index.passages.get(String(result.id));
    const ownTermsMatched = result.queryTerms.filter((term) => ownTerms.has(term)).length;
    return passage ? [{ passage, score: result.score, ownTermsMatched }] : [];
  });
}

/**
 * The page a passage belongs to, for counting distinct pages: "/a/b#c" -> "/a/b". Practice details are
 * separate sections of the home page ("/#private-practice", "/#insurers-heading"), so each counts on its own.
 */
export const pageOf = (passage: Passage) => (passage.kind === 'practice' ? passage.url : passage.url.split('#')[0] || '/');

/** Distinct pages in rank order (for hit@k). */
export function rankedPages(ranked: RankedPassage[]): string[] {
  return [...new Set(ranked.map((r) => pageOf(r.passage)))];
}
