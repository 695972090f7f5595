import type { Block } from '@/content/types';
import { redFlags, type RedFlagId, type UrgencyTier } from '@/content/urgent-help';
import { stripMarks } from '@/lib/plain-text';

/**
 * Reads prose for statements about red flags ("If your knee is hot and swollen and you have a fever, call 999")
 * and checks each against the one urgency scale, content/urgent-help.ts. The urgent-help boxes come from the
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

/** The words that name each flag in prose: every pattern must match, and none of `unless`. */
type Mention = { all: RegExp[]; unless?: RegExp };

const fever = /high temperature|\bfever|feverish|shiver|(feel|feeling) (generally )?unwell/i;
const hotSwollen = [/\bhot\b/i, /swollen|swelling|swells/i];

/** Partial so that a flag added to the registry still compiles; content/urgent-help.test.ts asks for its pattern. */
export const redFlagMentions: Partial<Record<RedFlagId, Mention>> = {
  'chest-pain': { all: [/chest pain/i] },
  breathlessness: { all: [/breathless|short(ness)? of breath|difficulty breathing/i] },
  'coughing-blood': { all: [/cough(ing)? up blood/i] },
  'replaced-joint-dislocated': { all: [/new (joint|hip|knee)\b/i, /out of shape|dislocat|come out of/i] },
  'hip-dislocated': { all: [/\bhip\b/i, /dislocat|out of (its|the) socket|leg (looks|is) shorter/i] },
  'knee-deformed': {
    all: [
      /\bknee(cap)?\b/i,
      /changed shape|out of shape|(has not|hasn't|not) gone back|(does not|doesn't|won't) go back/i,
    ],
  },
  'cannot-bear-weight-after-injury': { all: [/(cannot|can't|unable to|not able to) (put|take|bear) (any )?weight/i] },
  'leg-shortened-after-fall': { all: [/(leg|foot) (looks |is |suddenly looks )?(shorter|turned (out|in))/i] },
  'leg-numb-pale-cold': { all: [/\b(leg|foot)\b/i, /\bnumb|\bpale\b|\bcold\b|\bblue\b/i] },
  'hot-swollen-knee-with-fever': { all: [/\bknee|\bjoint/i, ...hotSwollen, fever], unless: /\bhip\b/i },
  'hot-swollen-hip-with-fever': { all: [/\bhip\b/i, ...hotSwollen, fever] },
  'severe-allergic-reaction': { all: [/allergic reaction|swelling of (your )?(lips|mouth|throat|tongue)/i] },
  'calf-clot': { all: [/\bcalf\b/i, /swollen|swelling|warm|hot|painful|tender/i] },
  'wound-infection': { all: [/\bwound|injection site/i, /\bred\b|\bhot\b|leak|\bpus\b|oozing/i] },
  fever: { all: [fever] },
  'uncontrolled-pain': { all: [/pain/i, /(not|no longer) (controlled|helped|relieved)|(does not|doesn't) help/i] },
  'new-numbness-after-surgery': { all: [/new numbness|(foot|leg) that is (cold|pale|blue)/i] },
  'knee-sudden-swelling-or-stuck': {
    all: [/\bknee\b/i, /swells up|suddenly swell|much more swollen|cannot (bend or straighten|straighten or bend)/i],
  },
  'knee-swelled-after-injury': { all: [/swell(ed|s)? (up )?quickly|(heard|felt) a (pop|snap)|pop or snap/i] },
  'knee-locking': { all: [/\block(s|ed|ing)?\b/i, /\bknee\b|straighten/i] },
  'knee-giving-way': { all: [/giv(es|ing) way/i] },
  'injury-pain-not-helped': { all: [/pain/i, /not helped by|(everyday|simple) painkillers (do not|don't) help/i] },
  'hip-pain-worsening': { all: [/hip pain/i, /getting worse quickly|keeps you awake|wakes you/i] },
  'hip-pain-weight-loss': { all: [/weight loss|night sweats/i] },
  'leg-weakness': { all: [/weak(ness)?\b/i, /\bleg\b/i] },
  'injected-joint-inflamed': { all: [/inject/i, /\bhot\b|\bred\b/i, /swollen|swelling|painful/i] },
  'leg-deformed-after-injury': {
    all: [/odd angle|out of shape|bone (is )?showing|through the skin/i],
    unless: /new (joint|hip|knee)|\bknee(cap)?\b/i,
  },
  'heavy-bleeding': { all: [/bleeding|\bblood\b/i, /heavy|heavily|soak|(does not|doesn't|won't|will not) stop/i] },
  collapse: { all: [/\bcollapse|\bfaint|hard to wake/i], unless: /\bknee\b|\bleg\b/i },
  'sepsis-signs': { all: [/sepsis|confus|slurred speech/i] },
  overdose: { all: [/too much of a medicine|overdose/i] },
  'self-harm': { all: [/ending your life|harming yourself|self-harm|suicid/i] },
  'joint-hot-red-swollen': {
    all: [/\bknee|\bhip|\bjoint/i, /\bhot\b/i, /\bred\b/i, /swollen|swelling/i],
    unless: fever,
  },
};

/**
 * Flags that describe the same sign in different settings (a numb, cold foot after an injury is an emergency,
 * after surgery an urgent problem): a statement naming the sign may give either setting's tier.
 */
const sameSign: RedFlagId[][] = [
  ['leg-numb-pale-cold', 'new-numbness-after-surgery', 'leg-weakness'],
  ['uncontrolled-pain', 'injury-pain-not-helped'],
  ['knee-locking', 'knee-sudden-swelling-or-stuck'],
  ['wound-infection', 'injected-joint-inflamed'],
];

/** A flag that, when named, already says what a more general one would (a hot joint with a fever is more than a fever). */
const subsumes: Partial<Record<RedFlagId, RedFlagId[]>> = {
  'hot-swollen-knee-with-fever': [
    'fever',
    'injected-joint-inflamed',
    'knee-sudden-swelling-or-stuck',
    'joint-hot-red-swollen',
  ],
  'hot-swollen-hip-with-fever': ['fever', 'injected-joint-inflamed', 'joint-hot-red-swollen'],
  'injected-joint-inflamed': ['joint-hot-red-swollen'],
  'sepsis-signs': ['fever'],
};

export function mentionedFlags(text: string): RedFlagId[] {
  const found = (Object.entries(redFlagMentions) as [RedFlagId, Mention][])
    .filter(([, { all, unless }]) => all.every((pattern) => pattern.test(text)) && !unless?.test(text))
    .map(([id]) => id);
  const covered = new Set(found.flatMap((id) => subsumes[id] ?? []));
  return found.filter((id) => !covered.has(id));
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
    return mentionedFlags(statement).flatMap((flag): TierConflict[] => {
      const sign = sameSign.find((group) => group.includes(flag)) ?? [flag];
      if (sign.some((id) => redFlags[id].tier === stated)) return [];
      return [{ statement, stated, flag, registered: redFlags[flag].tier }];
    });
  });
}
