import { chatReplies } from '@/content/chat';

import type { Aspect } from './lexicon';
import { pageOf, type ChatIndex, type RankedPassage, type ReadQuestion } from './search';
import { sentences, stripMarks, terms, wordCount } from './text';
import type { ChatSource, Passage } from './types';

/**
 * The offline answer: the sentences of the best passage that answer the question, quoted as the page says them
 * (the assistant never writes a clinical figure of its own), then a link to the page section. About 40-80 words:
 * the sentence that answers the aspect asked ("Driving: usually after 2-4 weeks...") and what surrounds it, not
 * the whole section.
 */
const MIN_REPLY_WORDS = 40;
const MAX_REPLY_WORDS = 80;
/** A passage this short is quoted whole when it answers the question. */
const WHOLE_PASSAGE_WORDS = 80;
const MAX_SOURCES = 3;

export function sourceOf(passage: Passage): ChatSource {
  const title = passage.kind === 'practice' ? passage.heading : `${passage.pageTitle}: ${passage.heading}`;
  return { title, url: passage.url };
}

/** Pages scoring under this share of the best one are too loosely related to list as sources. */
const SOURCE_MIN_SHARE = 0.5;

/** The best passage of each of the first few pages, best first. */
export function sourcesOf(ranked: RankedPassage[], limit = MAX_SOURCES, minShare = SOURCE_MIN_SHARE): ChatSource[] {
  const seen = new Set<string>();
  const sources: ChatSource[] = [];
  const best = ranked[0]?.score ?? 0;
  for (const { passage, score } of ranked) {
    if (score < best * minShare) break;
    const page = pageOf(passage);
    if (seen.has(page)) continue;
    seen.add(page);
    sources.push(sourceOf(passage));
    if (sources.length === limit) break;
  }
  return sources;
}

/** A markdown link whose url may hold brackets or spaces ("/knee-procedures/acl-(anterior-...)-repair"). */
export const markdownLink = (text: string, url: string) => `[${text.replace(/[[\]]/g, '')}](<${url}>)`;

/**
 * A quotable piece of a passage: one sentence of a paragraph, or one item of a list (with the line that
 * introduces the list, when there is one).
 */
type Unit = { text: string; intro?: string; group: number; order: number };

function unitsOf(body: string[]): Unit[] {
  const units: Unit[] = [];
  let group = -1;
  let intro: string | undefined;
  let inList = false;
  for (const line of body) {
    if (line.startsWith('- ')) {
      if (!inList) {
        // The sentence before a list that ends with a colon introduces it ("A typical recovery includes:"): it is
        // quoted with the items rather than on its own.
        intro = units.at(-1)?.text.trimEnd().endsWith(':') ? units.pop()!.text : undefined;
        group += 1;
        inList = true;
      }
      units.push({ text: line, intro, group, order: units.length });
      continue;
    }
    inList = false;
    group += 1;
    for (const sentence of sentences(line)) units.push({ text: sentence, group, order: units.length });
  }
  return units;
}

const unitWords = (unit: Unit) => wordCount(unit.text);

/** Units to markdown: a paragraph's sentences joined, a list's items on their own lines after their intro. */
export function toMarkdown(units: Unit[]): string {
  const blocks: { group: number; isList: boolean; lines: string[] }[] = [];
  for (const unit of units) {
    const isList = unit.text.startsWith('- ');
    let block = blocks.at(-1);
    if (!block || block.group !== unit.group || block.isList !== isList) {
      block = { group: unit.group, isList, lines: isList && unit.intro ? [unit.intro] : [] };
      blocks.push(block);
    }
    block.lines.push(unit.text);
  }
  return blocks.map((block) => block.lines.join(block.isList ? '\n' : ' ')).join('\n\n');
}

/** How well a unit answers: a line on an asked aspect counts most, then the question's rarer words. */
function unitScorer(index: ChatIndex, read: ReadQuestion) {
  const total = index.passages.size;
  const weight = (term: string) => Math.log(1 + total / (index.documentFrequency.get(term) ?? 1));
  const asked = new Set(terms(read.text));
  const aspects = read.aspects.filter((aspect): aspect is Aspect & { answers: RegExp } => !!aspect.answers);
  return (unit: Unit) => {
    const plain = stripMarks(unit.text);
    const aspectHits = aspects.filter((aspect) => aspect.answers.test(plain)).length;
    const termScore = [...new Set(terms(plain))].filter((term) => asked.has(term)).reduce((s, t) => s + weight(t), 0);
    return { aspectHits, score: aspectHits * 10 + termScore };
  };
}

/**
 * The units of a passage to quote: all of it when short and on the point; otherwise the best unit, then its
 * neighbours and other units on the point, in page order, until the reply says enough.
 */
export function selectUnits(index: ChatIndex, read: ReadQuestion, passage: Passage): Unit[] {
  const units = unitsOf(passage.body);
  const scoreOf = unitScorer(index, read);
  const scored = units.map((unit) => ({ unit, ...scoreOf(unit) }));
  const totalWords = units.reduce((sum, unit) => sum + unitWords(unit), 0);
  const asksAspect = read.aspects.some((aspect) => aspect.answers);
  if (totalWords <= WHOLE_PASSAGE_WORDS && (!asksAspect || scored.some((s) => s.aspectHits))) return units;

  const ranked = [...scored].sort((a, b) => b.score - a.score || a.unit.order - b.unit.order);
  const first = ranked[0];
  if (!first) return [];
  const chosen = new Set([first.unit]);
  let words = unitWords(first.unit) + wordCount(first.unit.intro ?? '');
  const fits = (unit: Unit) => words + unitWords(unit) <= MAX_REPLY_WORDS;
  const take = (unit: Unit) => {
    chosen.add(unit);
    words += unitWords(unit);
  };
  // Other units on the point, best first.
  for (const { unit, score } of ranked.slice(1)) {
    if (score > 0 && score >= first.score / 2 && fits(unit)) take(unit);
  }
  // Then what follows the best unit on the page, until the reply says enough.
  for (const unit of units.filter((u) => u.order > first.unit.order && u.group === first.unit.group)) {
    if (words >= MIN_REPLY_WORDS || !fits(unit)) break;
    take(unit);
  }
  return [...chosen].sort((a, b) => a.order - b.order);
}

function leadFor(passage: Passage): string {
  if (passage.kind === 'faq' || passage.kind === 'practice') return `**${passage.heading}**`;
  return chatReplies.sectionLead(passage.pageTitle, passage.heading);
}

const linkTo = (passage: Passage) =>
  markdownLink(passage.kind === 'practice' ? passage.heading : passage.pageTitle, passage.url);

/**
 * An aspect asked that the quoted units do not answer ("what is it and how long does recovery take?"): the best
 * unit on it from the next passages of the same topic, quoted after the first with its own link.
 */
function secondPart(index: ChatIndex, read: ReadQuestion, ranked: RankedPassage[], quoted: string) {
  const missing = read.aspects.filter((aspect) => aspect.answers && !aspect.answers.test(stripMarks(quoted)));
  if (!missing.length) return undefined;
  const narrowed: ReadQuestion = { ...read, aspects: missing };
  const from = ranked
    .slice(1, 5)
    .find((r) => (r.onTopic || !read.topics.length) && missing.some((aspect) => r.answers.includes(aspect.id)));
  if (!from) return undefined;
  const units = selectUnits(index, narrowed, from.passage);
  const best = units.find((unit) => missing.some((aspect) => aspect.answers!.test(stripMarks(unit.text))));
  return best ? { passage: from.passage, text: toMarkdown([best]) } : undefined;
}

/** The offline answer from the passages found. */
export function composeReply(
  index: ChatIndex,
  read: ReadQuestion,
  ranked: RankedPassage[],
): { reply: string; sources: ChatSource[] } {
  const best = ranked[0]!.passage;
  const quoted = toMarkdown(selectUnits(index, read, best));
  const parts = [leadFor(best), quoted];
  const second = secondPart(index, read, ranked, quoted);
  if (second) parts.push(second.text);
  parts.push(
    chatReplies.readMore(
      linkTo(best) + (second && pageOf(second.passage) !== pageOf(best) ? ` and ${linkTo(second.passage)}` : ''),
    ),
  );
  if (best.kind !== 'practice') parts.push(chatReplies.personalClose);
  return { reply: parts.join('\n\n'), sources: sourcesOf(ranked) };
}

/** When no passage clearly answers: say so, and offer the closest pages and the way to ask the practice. */
export function weakMatchReply(ranked: RankedPassage[]): { reply: string; sources: ChatSource[] } {
  const sources = sourcesOf(ranked, MAX_SOURCES, 0);
  return {
    reply: chatReplies.weakMatch(sources.map((source) => markdownLink(source.title, source.url))),
    sources,
  };
}
