import { vocabulary, type WordClassId } from '@/content/urgent-help';

/**
 * The phrases of content/urgent-help.ts's vocabulary as regular expressions (the syntax is described there).
 * Each phrase keeps the words it is written with, so a word of denial inside a match ("my calf isn't swollen")
 * can be told apart from one the phrase itself says ("painkillers not working").
 */
/** `pattern` finds every match (global); `test` says whether there is one. */
export type CompiledPhrase = { pattern: RegExp; test: RegExp; words: Set<string> };
export type CompiledClass = { phrases: CompiledPhrase[]; unless: CompiledPhrase[] };

/** ` ~ `: up to four other words between two parts of a phrase (a comma between them not counted). */
const WORDS_BETWEEN = String.raw`(?:\s+(?:,\s+)?\S+){0,4}?`;
const GAP = String.raw`${WORDS_BETWEEN}\s+(?:,\s+)?`;
/**
 * ` ~~ `: that, or up to ten within one clause (no comma, "and" or "but" between: "the calf on my operated leg is
 * hot", "the foot below where they operated on my knee has gone cold", not "my calf is fine and my knee is red").
 */
const CLAUSE_GAP = String.raw`(?:${WORDS_BETWEEN}\s+(?:,\s+)?|(?:\s+(?!(?:and|but|or|whereas|though|although|however|except)\b)[^\s,;:]+){5,10}?\s+)`;
const WORD_EDGE_BEFORE = '(?<![a-z0-9])';
const WORD_EDGE_AFTER = '(?![a-z0-9])';

const escapeWord = (word: string) => word.replace(/[.]/g, String.raw`\.`);

/**
 * A phrase's "not" ("not making sense", "not responding"): a visitor's "she is not making sense" reads as "she isnt
 * making sense" (lib/dialect.ts writes a denial out in full as its contraction), so the word stands for the
 * contractions of "is", "are", "was" and "were" too, and they are the phrase's own words, not a denial of it.
 */
const NOT_AFTER_TO_BE = ['not', 'isnt', 'arent', 'wasnt', 'werent'];

function assertKnown(id: string): asserts id is WordClassId {
  if (!(id in vocabulary))
    throw new Error(`content/urgent-help.ts: a phrase names {${id}}, which is not in the vocabulary`);
}

/** Every literal word a phrase (and the classes it names) is written with. */
function literalWords(phrase: string, seen: Set<string>): string[] {
  return phrase.split(/[\s/|~]+/).flatMap((word) => {
    const reference = /^\{([a-z-]+)\}\??$/.exec(word);
    const plain = word.replace(/[*?]/g, '');
    if (!reference) return plain === 'not' ? NOT_AFTER_TO_BE : plain ? [plain] : [];
    const id = reference[1]!;
    assertKnown(id);
    if (seen.has(id)) return [];
    seen.add(id);
    return vocabulary[id].phrases.flatMap((inner) => literalWords(inner, seen));
  });
}

const sources = new Map<WordClassId, string>();

/** One class's phrases as one alternation (what `{name}` stands for inside another phrase). */
function classSource(id: WordClassId, stack: WordClassId[] = []): string {
  const known = sources.get(id);
  if (known) return known;
  if (stack.includes(id)) throw new Error(`content/urgent-help.ts: {${id}} names itself through ${stack.join(' -> ')}`);
  const source = `(?:${vocabulary[id].phrases.map((phrase) => phraseSource(phrase, [...stack, id])).join('|')})`;
  sources.set(id, source);
  return source;
}

function wordSource(word: string, stack: WordClassId[]): string {
  const reference = /^\{([a-z-]+)\}$/.exec(word);
  if (reference) {
    assertKnown(reference[1]!);
    return classSource(reference[1], stack);
  }
  if (!/^([a-z0-9.]+\*?|,)$/.test(word))
    throw new Error(`content/urgent-help.ts: "${word}" is not a word of the phrase syntax`);
  if (word === 'not') return `(?:${NOT_AFTER_TO_BE.join('|')})`;
  return word.endsWith('*') ? `${escapeWord(word.slice(0, -1))}[a-z0-9]*` : escapeWord(word);
}

/** "a/b" one word of several; a trailing "?" makes it optional (with the space before it). */
function tokensSource(option: string, stack: WordClassId[]): string {
  const tokens = option.trim().split(/\s+/);
  return tokens
    .map((token, i) => {
      const optional = token.endsWith('?');
      const words = (optional ? token.slice(0, -1) : token).split('/');
      const alternatives = `(?:${words.map((word) => wordSource(word, stack)).join('|')})`;
      if (i === 0) {
        if (optional)
          throw new Error(`content/urgent-help.ts: a phrase cannot start with an optional word ("${option}")`);
        return alternatives;
      }
      return optional ? String.raw`(?:\s+${alternatives})?` : String.raw`\s+${alternatives}`;
    })
    .join('');
}

function partSource(part: string, stack: WordClassId[]): string {
  return `(?:${part
    .split(' | ')
    .map((option) => tokensSource(option, stack))
    .join('|')})`;
}

function phraseSource(phrase: string, stack: WordClassId[] = []): string {
  return phrase
    .split(' ~~ ')
    .map((clausePart) =>
      clausePart
        .split(' ~ ')
        .map((part) => partSource(part, stack))
        .join(GAP),
    )
    .join(CLAUSE_GAP);
}

function compilePhrase(phrase: string): CompiledPhrase {
  const source = `${WORD_EDGE_BEFORE}${phraseSource(phrase)}${WORD_EDGE_AFTER}`;
  return {
    pattern: new RegExp(source, 'g'),
    test: new RegExp(source),
    words: new Set(literalWords(phrase, new Set())),
  };
}

let compiled: Map<WordClassId, CompiledClass> | undefined;

/** Every class of the vocabulary, compiled once. */
export function compiledVocabulary(): Map<WordClassId, CompiledClass> {
  compiled ??= new Map(
    (Object.keys(vocabulary) as WordClassId[]).map((id) => {
      const entry: { phrases: readonly string[]; unless?: readonly string[] } = vocabulary[id];
      return [id, { phrases: entry.phrases.map(compilePhrase), unless: (entry.unless ?? []).map(compilePhrase) }];
    }),
  );
  return compiled;
}

/** Every literal word of the vocabulary: what a visitor's typo may be corrected to. */
export function vocabularyWords(): Set<string> {
  return new Set(
    Object.values(vocabulary).flatMap((entry: { phrases: readonly string[]; unless?: readonly string[] }) =>
      [...entry.phrases, ...(entry.unless ?? [])].flatMap((phrase) =>
        phrase
          .split(/[\s/|~]+/)
          .filter((word) => /^[a-z]{3,}\*?$/.test(word))
          .map((word) => word.replace('*', '')),
      ),
    ),
  );
}
