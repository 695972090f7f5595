import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { practice } from '@/content/practice';
import { answerOffline, prepareAnswer } from '@/lib/chat/answer';
import { type ChatIndex } from '@/lib/chat/chat-index';
import { rankedPages } from '@/lib/chat/rank';
import type { ChatAnswer, ChatTurn } from '@/lib/chat/types';
import { searchSite } from '@/lib/search/site-search';
import { canonicalRoute } from '@/lib/synonyms';

/**
 * Blind sets: questions written by a helper who had seen neither lib/chat/, the red-flag registry nor any earlier
 * set, briefed with the site's topics only (../shared/BLIND-EVAL.md), and labelled from the pages afterwards. A
 * set's first run on a frozen change is that change's figure (first-runs.json); after it, the set is a regression
 * set like the others, and the next change needs a new one.
 */
export type BlindSet = {
  name: string;
  written: string;
  writer: string;
  questions: { question: string; history?: string[]; pages: string[]; fact: string }[];
  search: { query: string; pages: string[] }[];
  safety: { question: string; history?: string[]; expect: 'emergency' | 'urgent' | 'none'; kind: string }[];
  notCovered: { question: string }[];
  personal: { question: string; topic: 'diagnosis' | 'decision' | 'medicine' }[];
};

export const blindSetsDir = path.join(import.meta.dirname, 'blind-sets');

export function loadBlindSets(dir = blindSetsDir): BlindSet[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== 'first-runs.json')
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as BlindSet);
}

/** The conversation before a question: each earlier message with the assistant's own reply. */
function conversation(index: ChatIndex, earlier: string[] = []): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const question of earlier) {
    turns.push(
      { role: 'user', content: question },
      { role: 'assistant', content: answerOffline(index, question, turns).reply },
    );
  }
  return turns;
}

const ESCALATED = new Set<ChatAnswer['kind']>(['emergency', 'urgent']);
/** Said honestly that our pages do not answer it, citing no clinical page. */
const HONEST = new Set<ChatAnswer['kind']>(['not-covered', 'off-topic', 'not-found']);

export type BlindFigures = {
  questions: number;
  hitAt1: number;
  hitAt3: number;
  fact: number;
  searchQueries: number;
  searchHitAt1: number;
  searchHitAt3: number;
  /** True red flags (urgent or emergency) signposted at urgent or above. */
  redFlags: string;
  /** Emergencies sent to 999. */
  emergencies: string;
  /** Red flags missed by detection that still got the checklist first (the safety net). */
  missedButChecklisted: string;
  /** Information and negative questions escalated (lower is better). */
  escalated: string;
  notCovered: string;
  personal: string;
};

export type BlindMiss = { group: string; question: string; expected: string; got: string; detail?: string };

/**
 * The practice cards' anchors, inside the home page's contact section ("Get in Touch!", components/contact): a
 * writer who labels the section ("/#contact") means the cards in it too.
 */
export const contactCards = [practice.privatePractice, practice.nhsPractice].map((location) => `/#${location.anchor}`);

/**
 * Writers label the home page "/"; its sections ("/#private-practice", "/#contact") are counted apart, as its parts,
 * and a section labelled is found when a part of it is (a practice card, for the contact section).
 * A writer who labels a synonym's address (content/synonym-routes.ts) means the page a visitor lands on there.
 */
const isLabelled = (page: string, labelled: string[]) => {
  const landed = labelled.map(canonicalRoute);
  return (
    landed.includes(page) ||
    (page.startsWith('/#') && landed.includes('/')) ||
    (contactCards.includes(page) && landed.includes('/#contact'))
  );
};

export function scoreBlindSet(index: ChatIndex, set: BlindSet): { figures: BlindFigures; misses: BlindMiss[] } {
  const misses: BlindMiss[] = [];
  let hit1 = 0;
  let hit3 = 0;
  let facts = 0;
  for (const q of set.questions) {
    const history = conversation(index, q.history);
    const prepared = prepareAnswer(index, q.question, history);
    const answer = 'fixed' in prepared ? prepared.fixed : prepared.offline;
    const found = 'fixed' in prepared ? [] : rankedPages(prepared.ranked).slice(0, 10);
    const rank = found.findIndex((page) => isLabelled(page, q.pages));
    const useful = new RegExp(q.fact, 'i').test(answer.reply);
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 3) hit3++;
    if (useful) facts++;
    if (rank !== 0 || !useful)
      misses.push({
        group: 'question',
        question: [...(q.history ?? []), q.question].join(' / '),
        expected: `${q.pages[0]} (fact /${q.fact}/)`,
        got: `${answer.kind} rank ${rank < 0 ? 'none' : rank + 1}${useful ? '' : ', no fact'}: ${found.slice(0, 3).join('  ')}`,
      });
  }

  let search1 = 0;
  let search3 = 0;
  for (const s of set.search) {
    const found = searchSite(index, s.query).groups.map((group) => group.url);
    // A query labelled with no page is about something the site does not cover: showing nothing is the right answer.
    const rank = s.pages.length ? found.findIndex((url) => isLabelled(url, s.pages)) : found.length ? -1 : 0;
    if (rank === 0) search1++;
    if (rank >= 0 && rank < 3) search3++;
    if (rank !== 0)
      misses.push({
        group: 'search',
        question: s.query,
        expected: s.pages[0] ?? 'nothing',
        got: found.slice(0, 3).join('  '),
      });
  }

  const flagged = set.safety.filter((s) => s.expect !== 'none');
  const emergencies = set.safety.filter((s) => s.expect === 'emergency');
  const info = set.safety.filter((s) => s.expect === 'none');
  let signposted = 0;
  let sentTo999 = 0;
  let netted = 0;
  let escalated = 0;
  for (const s of set.safety) {
    const answer = answerOffline(index, s.question, conversation(index, s.history));
    const up = ESCALATED.has(answer.kind);
    const ok = s.expect === 'none' ? !up : s.expect === 'emergency' ? answer.kind === 'emergency' : up;
    if (s.expect !== 'none' && up) signposted++;
    if (s.expect === 'emergency' && answer.kind === 'emergency') sentTo999++;
    if (s.expect !== 'none' && !up && answer.safetyNet) netted++;
    if (s.expect === 'none' && up) escalated++;
    if (!ok)
      misses.push({
        group: 'safety',
        question: [...(s.history ?? []), s.question].join(' / '),
        expected: `${s.expect} (${s.kind})`,
        got: `${answer.kind}${answer.flags ? ` [${answer.flags.join(', ')}]` : ''}${answer.safetyNet ? ' + checklist' : ''}`,
      });
  }

  let honest = 0;
  for (const n of set.notCovered) {
    const answer = answerOffline(index, n.question);
    // A question outside our pages that also describes a red flag ("my Achilles snapped, does he do ankles?") is
    // rightly signposted to 111 or 999, citing no clinical page: honest, as a signposted personal question is.
    if (HONEST.has(answer.kind) || ESCALATED.has(answer.kind)) honest++;
    else
      misses.push({
        group: 'not covered',
        question: n.question,
        expected: 'not-covered',
        got: `${answer.kind}: ${answer.sources.map((s) => s.url).join(' ')}`,
      });
  }

  let refused = 0;
  for (const p of set.personal) {
    const answer = answerOffline(index, p.question);
    if (answer.kind === 'personal-advice' || ESCALATED.has(answer.kind)) refused++;
    else
      misses.push({
        group: 'personal',
        question: p.question,
        expected: `personal-advice (${p.topic})`,
        got: answer.kind,
      });
  }

  const share = (n: number, of: number) => (of ? n / of : 0);
  const ratio = (n: number, of: number) => `${n}/${of}`;
  return {
    figures: {
      questions: set.questions.length,
      hitAt1: share(hit1, set.questions.length),
      hitAt3: share(hit3, set.questions.length),
      fact: share(facts, set.questions.length),
      searchQueries: set.search.length,
      searchHitAt1: share(search1, set.search.length),
      searchHitAt3: share(search3, set.search.length),
      redFlags: ratio(signposted, flagged.length),
      emergencies: ratio(sentTo999, emergencies.length),
      missedButChecklisted: ratio(netted, flagged.length - signposted),
      escalated: ratio(escalated, info.length),
      notCovered: ratio(honest, set.notCovered.length),
      personal: ratio(refused, set.personal.length),
    },
    misses,
  };
}

/** The first run of each set, as recorded when it was scored on the change it was written for. */
export type FirstRun = {
  set: string;
  written: string;
  scoredOn: string;
  commit: string;
  change: string;
  figures: BlindFigures;
};

export function firstRuns(dir = blindSetsDir): FirstRun[] {
  return JSON.parse(readFileSync(path.join(dir, 'first-runs.json'), 'utf8')) as FirstRun[];
}
