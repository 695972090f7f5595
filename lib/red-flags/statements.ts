import type { Block } from '@/content/types';
import { redFlags, type RedFlagId, type UrgencyTier } from '@/content/urgent-help';
import { stripMarks } from '@/lib/plain-text';

import { flagsInStatement } from './detect';

/**
 * Reads prose for statements about red flags ("If your knee is hot and swollen and you have a fever, call 999")
 * and checks each against the one urgency scale, content/urgent-help.ts, with the registry's own detection words. The urgent-help boxes come from the
 * registry and always agree with it; this catches the sentences around them that could say otherwise.
 *
 * A statement is a sentence, or a list item read with its list's intro. Its tier is what it tells the reader to
 * do: 999 / A&E is "emergency"; NHS 111, the same day or the surgical team is "urgent"; a GP appointment or
 * mentioning it at a visit is "routine". Write one tier per sentence: a sentence giving two is read as the higher.
 */
type StatedTier = UrgencyTier | 'routine';

const tierCues: [StatedTier, RegExp][] = [
  ['emergency', /\b999\b|\bA&E\b|accident and emergency|emergency department|ambulance/i],
  [
    'urgent',
    /\b111\b|same day|\btoday\b|straight away|urgent(ly)?\b|(contact|call|ring) (your|the) (surgical )?(team|practice|ward|hospital)/i,
  ],
  ['routine', /\bsee (a|your) (GP|doctor)\b|\bGP appointment\b|next (appointment|visit|check)|mention it/i],
];

/**
 * The flags a statement names, each with the tiers it may be given: one sign can be two flags in two settings
 * (severe pain after an operation, after a fall, in a new joint), and a statement naming the sign may give the tier
 * of any flag the same signs raise.
 */
function namedFlags(text: string): Map<RedFlagId, Set<UrgencyTier>> {
  const raised = flagsInStatement(text);
  const key = (signs: readonly string[]) => [...signs].sort().join('+');
  const tiers = new Map<RedFlagId, Set<UrgencyTier>>();
  for (const { flag, signs } of raised) {
    const sameSigns = raised.filter((other) => key(other.signs) === key(signs));
    const allowed = tiers.get(flag) ?? new Set<UrgencyTier>();
    for (const other of sameSigns) allowed.add(redFlags[other.flag].tier);
    tiers.set(flag, allowed);
  }
  return tiers;
}

function statedTier(text: string): StatedTier | null {
  return tierCues.find(([, cue]) => cue.test(text))?.[0] ?? null;
}

const sentences = (text: string) => stripMarks(text).split(/(?<=[.!?])\s+(?=[A-Z*"])/);

/** The statements of some blocks: sentences, and list items each read with the intro that says what to do. */
function statements(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
        return sentences(block.text);
      case 'list': {
        const intro = block.intro ? stripMarks(block.intro) : '';
        const lead = statedTier(intro) ? `${intro} ` : '';
        return [
          ...(intro ? sentences(intro) : []),
          ...block.items.flatMap((item) => sentences(item).map((sentence) => lead + sentence)),
          ...(block.outro ? sentences(block.outro) : []),
        ];
      }
      case 'definitions':
        return block.items.flatMap((item) => sentences(`${item.term}: ${item.details}`));
    }
  });
}

export type TierConflict = { statement: string; stated: StatedTier; flag: RedFlagId; registered: UrgencyTier };

/** Statements that name a red flag and tell the reader to act on another tier than the registry's. */
export function tierConflicts(blocks: Block[]): TierConflict[] {
  return statements(blocks).flatMap((statement) => {
    const stated = statedTier(statement);
    if (!stated) return [];
    return [...namedFlags(statement)].flatMap(([flag, allowed]): TierConflict[] =>
      (allowed as Set<StatedTier>).has(stated) ? [] : [{ statement, stated, flag, registered: redFlags[flag].tier }],
    );
  });
}
