import MiniSearch, { type Options } from 'minisearch';

import { createSpeller, type Speller } from '@/lib/spelling';
import { normalise, stripMarks } from '@/lib/plain-text';

import { ASPECTS, TOPICS, type Aspect } from './lexicon';
import { terms, processTerm, words } from './text';
import type { Passage } from './types';
import { unitsOf, type Unit } from './units';

/**
 * The chat's index, the first of its three steps (index -> read.ts -> rank.ts -> compose.ts): MiniSearch's BM25+
 * over four fields of every passage, with the tables the ranking reads (word use for the speller, the topics of
 * each passage's page, the aspects its heading answers, term weights). The one index for the chat and the site
 * search (lib/search/). The same options build it (scripts/build-chat-index.ts) and load it (server/chat).
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

export const idsOf = <T extends { id: string }>(items: T[]) => new Set(items.map((item) => item.id));

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
    // A list's intro says what its items answer: the items of "Bring with you:" answer what to bring.
    const answering = unit.intro ? `${stripMarks(unit.intro)} ${plain}` : plain;
    return {
      ...unit,
      terms: new Set(terms(plain)),
      aspects: idsOf(ASPECTS.filter((aspect) => aspect.answers?.test(answering))),
    };
  });
}

export function loadIndex(file: ChatIndexFile): ChatIndex {
  if (file.version !== 1 || !Array.isArray(file.passages)) throw new Error('Unknown chat index format');
  const search = MiniSearch.loadJSON<Passage>(JSON.stringify(file.search), searchIndexOptions);
  return prepareIndex(file.passages, search, file.reference, spellerTargets(file.passages));
}

/** An index over passages, MiniSearch's part built here (the browser's site search, which is sent no index). */
export function indexPassages(passages: Passage[]): ChatIndex {
  const search = new MiniSearch<Passage>(searchIndexOptions);
  search.addAll(passages);
  return prepareIndex(passages, search, '', wordUseOf(passages));
}

/** The ranking's tables over the passages: word use for the speller, topics, aspects and term weights. */
/**
 * Whether a passage's heading says it answers an aspect: a section titled for it ("Who it can help"), or a
 * question of the FAQ that asks it in the visitor's words ("Am I too young for a knee replacement?"). A general
 * way of asking known by no heading ("how long...?") says too little of an FAQ: "How long does the operation
 * take?" does not answer "how long does recovery take?".
 */
const headedWith = (aspect: Aspect, passage: Passage) =>
  !!aspect.heading?.test(passage.heading) ||
  (passage.kind === 'faq' &&
    (!aspect.general || !!aspect.heading) &&
    aspect.asked.test(normalise(passage.heading).replace(/'/g, '')));

/**
 * A whole word the lexicon asks for literally (`\bfai\b`, `\bgtps\b`): abbreviations visitors type that our pages
 * may never spell out, so the speller must not turn them into a page's word ("fai" into "fair").
 */
const LITERAL_WORD = /\\b([a-z]{2,})\\b/g;

/**
 * What the chat's speller corrects towards: our pages' words, and the words the lexicon searches with or asks for
 * as they are, which visitors use when the pages do not ("footy" is football, not a misspelt "foot"). The browser's
 * site search keeps to the pages' words: each word a speller knows makes it ship the everyday words near it, within
 * its size budget.
 */
function spellerTargets(passages: Passage[]): Map<string, number> {
  const wordUse = wordUseOf(passages);
  const entries = [...TOPICS, ...ASPECTS];
  const literal = entries.flatMap((entry) => [...entry.asked.source.matchAll(LITERAL_WORD)].map((m) => m[1]!));
  for (const word of [...words(entries.map((entry) => entry.search).join(' ')), ...literal]) {
    if (!wordUse.has(word)) wordUse.set(word, 1);
  }
  return wordUse;
}

function prepareIndex(
  passages: Passage[],
  search: MiniSearch<Passage>,
  reference: string,
  spellerWords: Map<string, number>,
): ChatIndex {
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
    speller: createSpeller(spellerWords),
    units: byPassage(indexedUnits),
    topicsOf: byPassage((p) => idsOf(TOPICS.filter((topic) => topic.pages.test(normalise(p.url))))),
    headingAspects: byPassage((p) => idsOf(ASPECTS.filter((aspect) => headedWith(aspect, p)))),
    headingTerms: byPassage((p) => new Set(terms(p.heading))),
    documentFrequency,
  };
}
