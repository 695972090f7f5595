import { chatReplies } from '@/content/chat';

import { pageOf, type RankedPassage } from './search';
import { sentences, terms, wordCount } from './text';
import type { ChatSource, Passage } from './types';

/** About a phone screen or two of text: enough to answer, short enough to read. Longer passages are trimmed. */
const MAX_REPLY_WORDS = 150;
const MAX_SOURCES = 3;

export function sourceOf(passage: Passage): ChatSource {
  const title = passage.kind === 'practice' ? passage.heading : `${passage.pageTitle}: ${passage.heading}`;
  return { title, url: passage.url };
}

/** Pages scoring under this share of the best one are too loosely related to list as sources. */
const SOURCE_MIN_SHARE = 0.5;

/** The best passage of each of the first few pages, best first. */
export function sourcesOf(ranked: RankedPassage[], limit = MAX_SOURCES): ChatSource[] {
  const seen = new Set<string>();
  const sources: ChatSource[] = [];
  const best = ranked[0]?.score ?? 0;
  for (const { passage, score } of ranked) {
    if (score < best * SOURCE_MIN_SHARE) break;
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

/** A paragraph, or a list with the line introducing it: quoted whole or trimmed, never split across the reply. */
type Group = { lines: string[]; order: number; isList: boolean };

function groupsOf(body: string[]): Group[] {
  const groups: Group[] = [];
  body.forEach((line) => {
    const last = groups.at(-1);
    const isItem = line.startsWith('- ');
    if (isItem && last && (last.isList || last.lines.at(-1)!.trimEnd().endsWith(':'))) {
      last.lines.push(line);
      last.isList = true;
    } else {
      groups.push({ lines: [line], order: groups.length, isList: isItem });
    }
  });
  return groups;
}

const overlap = (text: string, questionTerms: Set<string>) => terms(text).filter((t) => questionTerms.has(t)).length;
const groupWords = (group: Group) => group.lines.reduce((sum, line) => sum + wordCount(line), 0);

/** A group too long on its own: its intro and the items (or sentences) sharing most words with the question. */
function trimGroup(group: Group, questionTerms: Set<string>, maxWords: number): string[] {
  const [first, ...rest] = group.lines;
  const head = group.isList && !first!.startsWith('- ') ? [first!] : [];
  const parts = group.isList ? (head.length ? rest : group.lines) : sentences(first!);
  const ranked = parts
    .map((text, order) => ({ text, order, score: overlap(text, questionTerms) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  let words = head.reduce((sum, line) => sum + wordCount(line), 0);
  const kept = ranked.filter((part, i) => {
    words += wordCount(part.text);
    return i === 0 || words <= maxWords;
  });
  const inOrder = kept.sort((a, b) => a.order - b.order).map((part) => part.text);
  return group.isList ? [...head, ...inOrder] : [inOrder.join(' ')];
}

/**
 * The lines of a passage worth quoting for this question: all of it when short; otherwise its paragraphs and
 * lists sharing most words with the question, in their original order.
 */
export function selectLines(body: string[], questionTerms: Set<string>, maxWords = MAX_REPLY_WORDS): string[] {
  const groups = groupsOf(body);
  if (groups.reduce((sum, g) => sum + groupWords(g), 0) <= maxWords) return body;

  const byRelevance = [...groups].sort(
    (a, b) =>
      overlap(b.lines.join(' '), questionTerms) - overlap(a.lines.join(' '), questionTerms) || a.order - b.order,
  );
  const chosen: { order: number; lines: string[] }[] = [];
  let words = 0;
  for (const group of byRelevance) {
    const size = groupWords(group);
    if (words + size <= maxWords) {
      chosen.push(group);
      words += size;
    } else if (chosen.length === 0) {
      chosen.push({ order: group.order, lines: trimGroup(group, questionTerms, maxWords) });
      break;
    }
  }
  return chosen.sort((a, b) => a.order - b.order).flatMap((group) => group.lines);
}

/** Lines to markdown: list items on consecutive lines, paragraphs separated by a blank line. */
export function toMarkdown(lines: string[]): string {
  return lines.reduce((out, line, i) => {
    if (i === 0) return line;
    const sameList = line.startsWith('- ') && lines[i - 1]!.startsWith('- ');
    return `${out}${sameList ? '\n' : '\n\n'}${line}`;
  }, '');
}

function leadFor(passage: Passage): string {
  if (passage.kind === 'faq' || passage.kind === 'practice') return `**${passage.heading}**`;
  return chatReplies.sectionLead(passage.pageTitle, passage.heading);
}

/** The offline answer: the best passage in the assistant's words, with a link to where it came from. */
export function composeReply(
  question: string,
  expandedQuestion: string,
  ranked: RankedPassage[],
): { reply: string; sources: ChatSource[] } {
  const best = ranked[0]!.passage;
  const questionTerms = new Set(terms(`${question} ${expandedQuestion}`));
  const body = toMarkdown(selectLines(best.body, questionTerms));
  const link = markdownLink(best.kind === 'practice' ? best.heading : best.pageTitle, best.url);
  const parts = [leadFor(best), body, chatReplies.readMore(link)];
  if (best.kind !== 'practice') parts.push(chatReplies.personalClose);
  return { reply: parts.join('\n\n'), sources: sourcesOf(ranked) };
}
