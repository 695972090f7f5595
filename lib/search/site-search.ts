import type { RedFlagId } from '@/content/urgent-help';
import { redFlagsIn } from '@/lib/chat/safety';
import { type ChatIndex, type IndexedUnit } from '@/lib/chat/chat-index';
import { asksParking, isOutsideOurSubject } from '@/lib/chat/lexicon';
import { readQuestion, type ReadQuestion } from '@/lib/chat/read';
import { isAboutQuestion, pageOf, rankRead, unitScorer, type RankedPassage } from '@/lib/chat/rank';
import { isGuidePage } from '@/lib/guide-path';
import { terms } from '@/lib/chat/text';
import { stripMarks } from '@/lib/plain-text';

/**
 * Site search over the chat's index, with the chat's one reading and ranking (lib/chat/read.ts, rank.ts): the query is read as a
 * question (typos corrected, the topic and aspect asked in patients' words), the passages ranked, then grouped
 * by page, best first, each with the line that answers best as its snippet and the query's words marked.
 * The server renders the answer without JavaScript; the island computes the same answer in the browser.
 */

/** The longest query read; a longer one is refused (the server answers 400). */
export const MAX_QUERY_CHARS = 200;
/** Passages ranked before grouping; a page shows at most HITS_PER_PAGE of them. */
const PASSAGES_RANKED = 30;
const HITS_PER_PAGE = 3;
/** A passage is a result when it scores at least this share of the best one (the ranking's long tail is noise). */
const MIN_SHARE = 0.45;
/** Snippets longer than this are cut around their first marked word. */
const SNIPPET_CHARS = 220;

/** Text in pieces, the query's words marked (rendered as <mark>, every piece escaped as text). */
export type Snippet = { text: string; match: boolean }[];
type SearchHit = { url: string; heading: string; snippet: Snippet };
type SearchPageGroup = { url: string; title: string; hits: SearchHit[] };
export type SearchAnswer = {
  query: string;
  /** Results shown: the pages (each with up to HITS_PER_PAGE of its sections and FAQs). */
  count: number;
  groups: SearchPageGroup[];
  /** Red flags the query names (content/urgent-help.ts): the urgent-help box shows them above the results. */
  flags: RedFlagId[];
};

/** The query as searched: spaces collapsed, trimmed. */
const cleanQuery = (query: string) => query.replace(/\s+/g, ' ').trim();

const WORD = /[\p{L}\p{N}'\u2019]+/gu;

/** The text split into pieces, words whose stem is one of `stems` marked. */
export function markWords(text: string, stems: Set<string>): Snippet {
  const pieces: Snippet = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const [term] = terms(match[0]);
    if (!term || !stems.has(term)) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), match: false });
    pieces.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}

/** A long line cut to about SNIPPET_CHARS at word boundaries, keeping its first marked word in view. */
function cutAround(text: string, stems: Set<string>): string {
  if (text.length <= SNIPPET_CHARS) return text;
  const pieces = markWords(text, stems);
  const first = pieces.findIndex((piece) => piece.match);
  const at = pieces.slice(0, Math.max(first, 0)).reduce((sum, piece) => sum + piece.text.length, 0);
  const start = at < SNIPPET_CHARS / 2 ? 0 : text.lastIndexOf(' ', at - SNIPPET_CHARS / 3) + 1;
  const end = text.lastIndexOf(' ', start + SNIPPET_CHARS);
  return `${start > 0 ? '… ' : ''}${text.slice(start, end > start ? end : undefined).trim()}${end > start && end < text.length ? ' …' : ''}`;
}

/**
 * A person who types an operation's or a condition's name wants its page: pages (not guides) whose title or address
 * names every word of the query, or the main page of the one topic it names, come first, in rank order; the rest
 * keep theirs. "knee replacement" puts the total knee replacement page above the guides that rank higher on its words.
 */
function namedPagesFirst(pages: SearchPageGroup[], queryTerms: Set<string>, topicMainPages: Set<string>) {
  if (queryTerms.size === 0) return pages;
  const names = (page: SearchPageGroup) => {
    if (isGuidePage(page.url)) return false;
    if (topicMainPages.has(page.url)) return true;
    const named = new Set([...terms(page.title), ...terms(page.url.replace(/[-/()]+/g, ' '))]);
    return [...queryTerms].every((term) => named.has(term));
  };
  return [...pages.filter(names), ...pages.filter((page) => !names(page))];
}

/**
 * A query that names one operation or condition and asks nothing about it ("hip resurfacing", "new hip"): the
 * topic's main page when it has one, whose title need not hold the words ("Hip replacement surgery").
 */
function topicMainPages(read: ReadQuestion, results: RankedPassage[]): Set<string> {
  const [topic, other] = read.topics;
  if (!topic || other || read.aspects.some((aspect) => !aspect.implied)) return new Set();
  const main = new Set(
    results.filter((r) => r.passage.mainPage && topic.pages.test(pageOf(r.passage))).map((r) => pageOf(r.passage)),
  );
  // A topic spread over several main pages (kneecap problems, realignment, stabilisation) keeps the ranking's order.
  return main.size === 1 ? main : new Set();
}

export function searchSite(index: ChatIndex, rawQuery: string): SearchAnswer {
  const query = cleanQuery(rawQuery);
  const read = readQuestion(index, query);
  const ranked = rankRead(index, read, PASSAGES_RANKED);
  const best = ranked[0]?.score ?? 0;
  // A query about what our pages never treat ("frozen shoulder", "ankle sprain") finds only a passage holding all
  // of its words: "ankle pumps" in a hip guide is no answer to a sprained ankle. Parking finds where the clinics
  // are, as the chat's answer does.
  const queryTerms = new Set(terms(read.text));
  const outside = isOutsideOurSubject(read.text) && !asksParking(read.text);
  const results = ranked.filter(
    (r) => r.score >= MIN_SHARE * best && isAboutQuestion(r) && (!outside || r.ownTermsMatched >= queryTerms.size),
  );

  // The words as typed and as corrected ("replacment" marks "replacement").
  const stems = new Set([...terms(read.text), ...terms(query)]);
  const scoreUnit = unitScorer(index, read);
  const groups = new Map<string, SearchPageGroup>();
  for (const { passage } of results) {
    const url = pageOf(passage);
    const group = groups.get(url) ?? { url, title: passage.pageTitle, hits: [] };
    groups.set(url, group);
    if (group.hits.length >= HITS_PER_PAGE) continue;
    let line: IndexedUnit | undefined;
    let lineScore = -Infinity;
    for (const unit of index.units.get(passage.id) ?? []) {
      const score = scoreUnit(unit);
      if (score > lineScore) [line, lineScore] = [unit, score];
    }
    const text = line ? cutAround(stripMarks(line.text.replace(/^- /, '')), stems) : '';
    group.hits.push({ url: passage.url, heading: passage.heading, snippet: markWords(text, stems) });
  }
  const pages = namedPagesFirst([...groups.values()], queryTerms, topicMainPages(read, results));
  return {
    query,
    count: pages.length,
    groups: pages,
    flags: query ? redFlagsIn(query) : [],
  };
}
