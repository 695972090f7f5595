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
    for (const term of terms(
      [passage.heading, passage.pageTitle, passage.keywords, stripMarks(passage.body.join(' '))].join(' '),
    )) {
      vocabulary.add(term);
    }
  }
  return { passages: new Map(file.passages.map((p) => [p.id, p])), search, reference: file.reference, vocabulary };
}

/** `score` is relative (1 = the best match); `ownTermsMatched`: words of the question itself the passage matched. */
export type RankedPassage = { passage: Passage; score: number; ownTermsMatched: number };

/**
 * Weight of the previous question, so "what are the risks?" after "tell me about hip replacement" finds the
 * hip page, while a question on a new topic ("what are your hours?") is not pulled back to the old one.
 */
const HISTORY_WEIGHT = 0.35;

/** Scores scaled to 0..1 by the best one, so two searches can be added up fairly. */
function normalisedScores(results: SearchResult[]): Map<string, SearchResult & { scaled: number }> {
  const best = results[0]?.score ?? 1;
  return new Map(results.map((r) => [String(r.id), { ...r, scaled: r.score / best }]));
}

/**
 * One search for a text and its lay-term expansions. Only the visitor's own words get prefix and fuzzy matching,
 * and fuzzy only for a word the index does not know (a misspelling): the expansions are already the pages' words,
 * and fuzzy matching every word would cost most of the time of an answer.
 */
function searchText(index: ChatIndex, text: string): SearchResult[] {
  const ownCount = words(text).filter((w) => processTerm(w)).length;
  return index.search.search(`${text} ${expandLayTerms(text)}`, {
    prefix: (term, i) => i < ownCount && term.length >= 4,
    fuzzy: (term, i) => (i < ownCount && term.length >= 5 && !index.vocabulary.has(term) ? 0.2 : false),
  });
}

/** Passages best first for a question, using the previous user turn for context. */
export function rankPassages(index: ChatIndex, question: string, history: ChatTurn[] = [], limit = 8): RankedPassage[] {
  const own = searchText(index, question);
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
  const earlier = previous ? searchText(index, previous) : [];

  const ownScores = normalisedScores(own);
  const earlierScores = normalisedScores(earlier);
  const ids = new Set([...ownScores.keys(), ...earlierScores.keys()]);
  return [...ids]
    .flatMap((id) => {
      const passage = index.passages.get(id);
      if (!passage) return [];
      const mine = ownScores.get(id);
      const score = (mine?.scaled ?? 0) + HISTORY_WEIGHT * (earlierScores.get(id)?.scaled ?? 0);
      return [{ passage, score, ownTermsMatched: mine?.queryTerms.length ?? 0 }];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
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
