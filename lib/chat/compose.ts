import { chatReplies } from '@/content/chat';
import { trustPages } from '@/content/trust';

import { indexedUnits, type ChatIndex, type IndexedUnit } from './chat-index';
import { type ReadQuestion } from './read';
import { pageOf, unitScorer, type RankedPassage } from './rank';
import { stripMarks } from '@/lib/plain-text';

import { terms, wordCount } from './text';
import type { ChatSource, Passage } from './types';
import { toMarkdown, type Unit } from './units';

/**
 * The offline answer: the sentences of the best passage that answer the question, quoted as the page says them
 * (the assistant never writes a clinical figure of its own), then a link to the page section. About 40-80 words:
 * the sentence that answers the aspect asked ("Driving: usually after 2-4 weeks...") and what surrounds it, not
 * the whole section; then, briefly, a part asked that it leaves out, or the page's next section when it scores
 * nearly as well (an answer often spans the overview and the questions).
 */
const MIN_REPLY_WORDS = 40;
const MAX_REPLY_WORDS = 80;
/** A list the page introduces ("At the assessment you can expect:") is quoted whole up to this, not cut in half. */
const MAX_LIST_REPLY_WORDS = 130;
/** A passage this short is quoted whole when it answers the question. */
const WHOLE_PASSAGE_WORDS = 80;
const MAX_SOURCES = 3;
/** Another unit is quoted too when it scores at least this share of the best one. */
const AS_GOOD = 0.7;
/** A paragraph's opening sentences up to this length are quoted before a sentence from its middle. */
const LEAD_IN_WORDS = 30;

function sourceOf(passage: Passage): ChatSource {
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
 * The units of a passage to quote: all of it when short and on the point; otherwise its best unit (the earliest
 * good one for a general question such as "what is..."), other units as good, and what follows the best one in
 * its paragraph, or the list its paragraph introduces, until the reply says enough.
 */
export function selectUnits(index: ChatIndex, read: ReadQuestion, passage: Passage): IndexedUnit[] {
  const units = index.units.get(passage.id) ?? indexedUnits(passage);
  const score = unitScorer(index, read);
  const scored = units.map((unit) => ({ unit, score: score(unit) }));
  const totalWords = units.reduce((sum, unit) => sum + unitWords(unit), 0);
  const specific = read.aspects.filter((aspect) => aspect.answers && !aspect.general).map((aspect) => aspect.id);
  const answersAspect = (unit: IndexedUnit) => specific.some((id) => unit.aspects.has(id));
  if (totalWords <= WHOLE_PASSAGE_WORDS && (!specific.length || units.some(answersAspect))) return units;

  const names = namesAsked(index, read, units);
  const candidates = scored.filter((s) => !names.others.has(s.unit));
  const top = Math.max(0, ...candidates.map((s) => s.score));
  // A section headed with what is asked ("What it is" to "what is...?") answers from its opening sentence.
  const headedAsAsked = read.aspects.some(
    (aspect) => !aspect.answers && index.headingAspects.get(passage.id)?.has(aspect.id),
  );
  const first = headedAsAsked
    ? candidates[0]
    : specific.length
      ? [...candidates].sort((a, b) => b.score - a.score || a.unit.order - b.unit.order)[0]
      : candidates.find((s) => s.score >= top * 0.7);
  if (!first) return [];
  const chosen = new Set<IndexedUnit>([first.unit]);
  let words = unitWords(first.unit) + wordCount(first.unit.intro ?? '');
  const fits = (unit: IndexedUnit) => words + unitWords(unit) <= MAX_REPLY_WORDS;
  const take = (unit: IndexedUnit) => {
    chosen.add(unit);
    words += unitWords(unit);
  };
  const listItem = first.unit.text.startsWith('- ');
  // A sentence from the middle of a paragraph leans on the ones before it ("Long flights add to this risk" after
  // "The risk of a blood clot is higher..."): a short lead-in is quoted first, before the reply fills up.
  const before = listItem ? [] : units.filter((u) => u.group === first.unit.group && u.order < first.unit.order);
  const beforeWords = before.reduce((sum, unit) => sum + unitWords(unit), 0);
  const leadIn = before.length && beforeWords <= LEAD_IN_WORDS ? beforeWords : 0;
  if (leadIn) for (const unit of before) take(unit);
  // The lead-in does not count towards saying enough: what follows the best unit is still quoted.
  const saidEnough = () => words - leadIn >= MIN_REPLY_WORDS;
  // A section headed with the specific aspect asked ("Your exercises") whose paragraph leads into a list (the
  // exercises themselves) answers with that list rather than with more of the paragraph.
  const headedWithSpecific = read.aspects.some(
    (aspect) => aspect.answers && !aspect.general && aspect.answers.test(passage.heading),
  );
  const listAfter = units.filter((u) => u.group === first.unit.group + 1 && u.text.startsWith('- ') && !u.intro);
  if (headedWithSpecific && !listItem) for (const unit of listAfter) if (fits(unit)) take(unit);
  if (listItem && !answersAspect(first.unit)) {
    // An item of a list that answers as a whole ("Surgery may be suggested if: - ..."): the list's other items, in
    // order. An item answering a specific aspect ("Driving: ...") is the answer on its own.
    for (const unit of units.filter((u) => u.group === first.unit.group && !chosen.has(u))) {
      if (saidEnough()) break;
      if (fits(unit)) take(unit);
    }
  } else if (!listItem) {
    // What follows the best unit: the rest of its paragraph, then the list that comes next.
    const nextGroup = units.find((u) => u.group > first.unit.group)?.group;
    for (const unit of units.filter((u) => u.order > first.unit.order)) {
      const sameParagraph = unit.group === first.unit.group;
      const nextList = unit.group === nextGroup && unit.text.startsWith('- ');
      // A list the page introduces ("At the assessment you will have:") is what its paragraph leads to: it is
      // quoted while it fits, even when the paragraph already said enough.
      const introduced = nextList && !!unit.intro;
      const introWords = introduced && units[unit.order - 1]?.group !== unit.group ? wordCount(unit.intro!) : 0;
      const cap = introduced ? MAX_LIST_REPLY_WORDS : MAX_REPLY_WORDS;
      if ((saidEnough() && !introduced) || words + introWords + unitWords(unit) > cap) break;
      // A section headed as asked ("What it is") is read on in order: its next paragraph goes on with the answer.
      if (!(sameParagraph || nextList || headedAsAsked)) break;
      words += introWords;
      take(unit);
    }
  }
  // Then other units as good as the first, elsewhere in the passage, while the reply has room.
  for (const { unit, score: s } of [...candidates].sort((a, b) => b.score - a.score)) {
    if (!chosen.has(unit) && s > 0 && s >= first.score * AS_GOOD && fits(unit)) take(unit);
  }
  // The names asked about, and the room the others leave filled with the passage's next best lines.
  for (const unit of names.named) if (!chosen.has(unit) && fits(unit)) take(unit);
  if (names.others.size)
    for (const { unit, score: s } of [...candidates].sort((a, b) => b.score - a.score)) {
      if (saidEnough()) break;
      if (!chosen.has(unit) && s > 0 && fits(unit)) take(unit);
    }
  // A longer lead-in ("They then use the robotic arm..." after the steps before it) when it still fits.
  if (before.length && !chosen.has(before[0]!) && words + beforeWords <= MAX_REPLY_WORDS)
    for (const unit of before) take(unit);
  return [...chosen].sort((a, b) => a.order - b.order);
}

const unitWords = (unit: Unit) => wordCount(unit.text);

/** A term used in fewer than this share of passages is specific enough to name what is asked ("PRP", not "knee"). */
const SPECIFIC_TERM_SHARE = 0.02;
const isSpecific = (index: ChatIndex) => (term: string) =>
  (index.documentFrequency.get(term) ?? 0) < index.passages.size * SPECIFIC_TERM_SHARE;

/** A list item that is only a name and its link ("- [Bupa](https://www.bupa.co.uk)"): an entry of a directory. */
const NAME_ONLY = /^- \[([^\]]+)\]\([^)]*\)$/;

/**
 * The entries of a list of names (insurers, organisations) that the question names ("do you take Bupa?"), and the
 * list's other entries: the named ones answer ("recognised by these insurers: - Bupa") and the rest is left out, so
 * the reply keeps room for what else it asks. A question naming none ("which insurers?") gets the whole list. A name
 * is asked when the question holds its specific words.
 */
function namesAsked(index: ChatIndex, read: ReadQuestion, units: IndexedUnit[]) {
  const asked = new Set(terms(read.text));
  const isNamed = (unit: IndexedUnit) => {
    const specific = terms(NAME_ONLY.exec(unit.text)?.[1] ?? '').filter(isSpecific(index));
    return specific.length > 0 && specific.every((term) => asked.has(term));
  };
  const named = units.filter(isNamed);
  const groups = new Set(named.map((unit) => unit.group));
  return { named, others: new Set(units.filter((u) => groups.has(u.group) && NAME_ONLY.test(u.text) && !isNamed(u))) };
}

function leadFor(passage: Passage): string {
  if (passage.kind === 'faq' || passage.kind === 'practice') return `**${passage.heading}**`;
  return chatReplies.sectionLead(passage.pageTitle, passage.heading);
}

/** Clinical pages end with the offer of a consultation; the practice's own details and policies do not. */
const policyPages = new Set(trustPages.map((page) => page.path));
const isAboutHealth = (passage: Passage) => passage.kind !== 'practice' && !policyPages.has(pageOf(passage));

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

/**
 * A second section scoring within a fifth of the best, on the same page or another page of the question's topic, is
 * quoted too (its best lines, briefly), unless it mostly repeats what is quoted (the guide and the procedure page
 * often say the same thing about driving).
 */
const NEXT_SECTION_SHARE = 0.8;
const REPEATED_SHARE = 0.5;
const NEXT_SECTION_WORDS = 45;

/**
 * The next best section, when it scores nearly as well as the best ("what is an osteotomy, and who is it for?" is
 * answered by its overview and its questions; "how long will I be in hospital?" by the guide's ward section and the
 * procedure's recovery): its best lines, briefly.
 */
function nextSection(index: ChatIndex, read: ReadQuestion, ranked: RankedPassage[], quoted: string) {
  const [best, ...rest] = ranked;
  const quotedTerms = new Set(terms(stripMarks(quoted)));
  for (const next of rest) {
    if (next.score < best!.score * NEXT_SECTION_SHARE) break;
    if (!next.onTopic && pageOf(next.passage) !== pageOf(best!.passage)) continue;
    const section = briefly(index, read, next.passage);
    const added = section ? terms(stripMarks(section.text)) : [];
    if (added.length && added.filter((term) => quotedTerms.has(term)).length < added.length * REPEATED_SHARE)
      return section;
  }
  return undefined;
}

/**
 * A passage's best lines, briefly, quoted after the first passage's: the lines of its selection that score best
 * ("when can I play golf" finds the golf entry of a list of activities), in the page's order.
 */
function briefly(index: ChatIndex, read: ReadQuestion, passage: Passage) {
  const score = unitScorer(index, read);
  const units: Unit[] = [];
  let words = 0;
  const best = selectUnits(index, read, passage)
    .map((unit) => ({ unit, score: score(unit) }))
    .sort((a, b) => b.score - a.score || a.unit.order - b.unit.order);
  for (const { unit } of best) {
    if (words + unitWords(unit) > NEXT_SECTION_WORDS && units.length) break;
    units.push(unit);
    words += unitWords(unit);
  }
  units.sort((a, b) => a.order - b.order);
  return units.length ? { passage, text: toMarkdown(units) } : undefined;
}

/** The best passages considered for what "what is it?" asks, when the best one answers another part. */
const DEFINITION_REACH = 4;

/**
 * "What is a meniscus tear, and does it always need surgery?": when the best passage answers the other part, the
 * section of the same page that says what it is comes first, and the best passage's lines follow, briefly.
 */
function definitionFirst(index: ChatIndex, read: ReadQuestion, ranked: RankedPassage[]): RankedPassage[] | undefined {
  const [best] = ranked;
  const asksWhat = read.aspects.some((aspect) => aspect.id === 'definition' && !aspect.implied);
  if (!best || !asksWhat || best.answers.includes('definition')) return undefined;
  const samePage = (r: RankedPassage) => pageOf(r.passage) === pageOf(best.passage) && r !== best;
  const definesAsked = definesTermAsked(index, read);
  const definition =
    ranked.slice(1, DEFINITION_REACH).find((r) => samePage(r) && r.answers.includes('definition')) ??
    ranked.find((r) => samePage(r) && definesAsked(r.passage));
  return definition ? [definition, best] : undefined;
}

/**
 * Whether a passage defines what the question asks about in a list of terms ("- **Platelet-rich plasma (PRP):**
 * A small sample of your blood..."): "what is PRP?" is answered by that entry wherever the section's heading is.
 */
function definesTermAsked(index: ChatIndex, read: ReadQuestion): (passage: Passage) => boolean {
  const asked = new Set(terms(read.text).filter(isSpecific(index)));
  return (passage) =>
    passage.body.some((line) => {
      const defined = DEFINED_TERM.exec(line)?.[1];
      return !!defined && terms(defined).some((term) => asked.has(term));
    });
}

/** An entry of a list of terms, as passages.ts writes it. */
const DEFINED_TERM = /^- \*\*(.+?):\*\* /;

/**
 * Care after an operation differs from one to another: an answer to a question that names none ("back to work after
 * the op?") from the page of the operation most likely meant (read.ts likelyOperations) says so first.
 */
const answersLikelyOperation = (index: ChatIndex, read: ReadQuestion, passage: Passage) =>
  read.likely.some((topic) => index.topicsOf.get(passage.id)?.has(topic.id));

/** The offline answer from the passages found. */
export function composeReply(
  index: ChatIndex,
  read: ReadQuestion,
  ranked: RankedPassage[],
): { reply: string; sources: ChatSource[] } {
  const [first, then] = definitionFirst(index, read, ranked) ?? [ranked[0]!];
  const best = first!.passage;
  const quoted = toMarkdown(selectUnits(index, read, best));
  const parts = [
    ...(answersLikelyOperation(index, read, best) ? [chatReplies.operationNotNamed] : []),
    leadFor(best),
    quoted,
  ];
  const second = then
    ? briefly(index, read, then.passage)
    : (secondPart(index, read, ranked, quoted) ?? nextSection(index, read, ranked, quoted));
  if (second) parts.push(second.text);
  parts.push(
    chatReplies.readMore(
      linkTo(best) + (second && pageOf(second.passage) !== pageOf(best) ? ` and ${linkTo(second.passage)}` : ''),
    ),
  );
  if (isAboutHealth(best)) parts.push(chatReplies.personalClose);
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
