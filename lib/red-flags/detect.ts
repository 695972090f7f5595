import { redFlags, vocabulary, type RedFlag, type RedFlagId, type WordClassId } from '@/content/urgent-help';
import { standardSpelling } from '@/lib/dialect';
import { normalise } from '@/lib/plain-text';
import { createSpeller, type Speller } from '@/lib/spelling';

import { compiledVocabulary, vocabularyWords, type CompiledPhrase } from './phrases';

/**
 * Finds the red flags of content/urgent-help.ts in what people write. Rules, not a model: predictable, testable,
 * and every word reviewable in one file. Two readings:
 *
 * - `visitor`: a chat message or a search. A sign counts when it is said, not denied ("no chest pain", "my calf
 *   isn't swollen"), not only asked about ("what are the signs of a clot?", "if my wound leaks...") and not said
 *   to be settling ("the swelling is going down"). A message read with the visitor's earlier ones: a flag is
 *   raised when its signs are all said in the conversation, one of them in the latest message, and its
 *   circumstances ("after surgery", "after a fall") somewhere in it.
 * - `statement`: a sentence of our own pages ("If your calf is swollen, contact your team today"), read for every
 *   flag it names whatever the circumstances, so lib/red-flags/statements.ts can compare the tier it states.
 *
 * When in doubt the rules err towards signposting: a needless "call 111" costs less than a missed clot.
 */
type Reading = 'visitor' | 'statement';

type Combination = RedFlag['detect']['when'][number];
const signsOf = (combination: Combination) => ('signs' in combination ? combination.signs : combination);
const optionsOf = (combination: Combination) => ('signs' in combination ? combination : undefined);

const allFlags = Object.entries(redFlags) as [RedFlagId, RedFlag][];

const kindOf = (id: WordClassId) => vocabulary[id].kind;

/** Words that deny what follows ("no", "not", "without", "don't"); "can't" and "won't" are not denials here. */
const DENIAL = new Set(
  'no not never without none nor neither dont doesnt didnt isnt arent wasnt werent havent hasnt hadnt aint'.split(' '),
);
/** "I don't know why...", "not sure if...", "worse, not better": a denial word that denies nothing said after it. */
const NOT_A_DENIAL =
  /\b(dont|do not|didnt) (know|understand|remember)\b|\bnot sure\b|\bno idea\b|\b(not|no|never) (any )?better\b|\bnever (had|felt|seen|been)\b[^,]{0,40}\blike this\b/;
const DENIAL_REACH = 6;

/** Where a clause starts: denials rarely reach across "but", a comma or a full stop ("no fever, but my calf is hot"). */
const CLAUSE_BREAK =
  /[,;:]|\b(?:but|however|although|though|except|apart from|yet|and now|now|whereas|because|cos|coz)\b/g;
/** "...and I have", "...and now his": a statement of someone's own after "and" starts a clause of its own. */
const OWN_STATEMENT_AFTER_AND = /\band (?=(?:now |today )?(?:i|im|ive|he|hes|she|shes|we|my|his|her|our)\b)/g;
/** A clause of examples: "like infection and dislocation", "such as a clot". */
const EXAMPLES = /^\s*(like|such as|including|eg|e g|for example|for instance)\b/;
/** A denial's clause also ends at "and": "no fever and my calf is hot" denies only the fever. */
const DENIAL_BREAK = /[,;:]|\b(?:but|however|although|though|except|apart from|yet|and|now|whereas|because|cos|coz)\b/g;

/**
 * Said only as a condition or a possibility: "if my wound leaks", "in case I get a fever". Not someone else's touch
 * ("he screams if you touch his leg"), which says how it is now.
 */
const CONDITIONAL =
  /(?<!\b(?:wonder\w*|sure|see|check|know|tell|ask\w*|worried|worry|concerned|unsure|doubt)\s)\b(if|in case|incase|unless|supposing|suppose|whenever)\b(?! (you|we|anyone|anybody|someone|somebody|they|the nurse|the doctor) ((try|tries|tried) (and|to) )?(touch|touches|press|presses|move|moves|lay a finger)\b)|\bwhat (to do|do i do|should i do|happens) when\b/;
/**
 * Asked about, in the same clause: "what are the signs of...", "how would I know...", "will I get...", what one has
 * heard or read a thing is like ("I've heard it's agony"), what the team mentioned ("they mentioned something about it
 * dislocating"; not "the physio mentioned my calf was swollen"), "how do I
 * stop my new hip from dislocating" (not "how do I stop my knee from bleeding", which it is doing now), "anxious
 * about it dislocating" (a worry about what may happen; not "worried about the swelling", which is there now).
 */
const ASKING =
  /\b(signs?|symptoms?|risks?|chances?|likelihood|possibility|dangers?) (of|that)\b|\b(look|looking|watch|watching|keep an eye) (out )?for\b|\bhow (?:(?:do|would|will|can|could|should|to) )?((i|you|we|one|people|someone) )?(know|tell|spot|recognise|recognize|prevent|avoid|check|reduce)\b|\bhow (common|likely|often|rare|long|soon)\b|\bwhat (is|are|causes?|happens|would happen|does|do|means)\b|\b(read|heard|seen|saw|told|know) (that )?(\w+ ){0,3}(can|could|may|might|sometimes)\b|\b(heard|read) (that )?(its|it is|it gets|theyre|they are)\b|\bwhats (a|an)\b|\b(read|heard|seen|saw|stories|story|articles?|forums?|posts?) (\w+ ){0,2}about\b|\b(had|has|have) (it|that|this) mentioned\b|\b(it|that|this) (was|got) mentioned\b|\b(they|he|she|the (\w+ )?(nurse|doctor|surgeon|physio|consultant|anaesthetist|team|registrar))( \w+)? (mentioned|talked about|warned (us |me |him |her |them )?about)\b(?!( about)? (my|his|her|their|our|your|mums?|dads?)\b)|\b(will|would|can|do|does) (i|you|he|she|we|people|patients|it|a|an|the|this|that|one|most|some|surgery)\b[^.?!]{0,40}\b(get|have|develop|experience|cause|lead|happen|expect)\b|\b(normal|common|usual|expected|possible|likely) (to|for|that)\b|\b(count|counts|counted|classed|class|considered) as\b|\b(can|could|may|might|does|do|will) (cause|lead to|give (you|people)|result in|trigger)\b|\b(stop|prevent|avoid|reduce the (risk|chance) of|lower the (risk|chance) of)( (it|them|this|that|him|her|(my|his|her|the|their|your) (new |replaced |operated |bad )?\w+))?\s*$|\b(stop|prevent|keep) (my|his|her|the|their|your|a) (new|replaced|operated) \w+ from\b|\b(prevent|keep) (it|them|this|that) from\b|\b(worried|worry|worries|anxious|scared|nervous|afraid|frightened|terrified|concerned|fear) (about|of) (it|him|her|them|(my|his|her|the) (new|replaced|operated) \w+)\s*$/;
/** "Worried about", "scared of": what a worry about what may happen opens with. */
const WORRIED_ABOUT = String.raw`\b(worried|worry|worries|worrying|anxious|scared|nervous|afraid|frightened|terrified|concerned|fear|fears|fearful) (about|of) `;
/**
 * A worry about doing a thing, right before the sign it names: "worried about dislocating her new hip", "scared of
 * falling on it", "worried about the dislocation thing" (not "my hip popped out and I'm scared of dislocating it
 * again", where the sign came first).
 */
const WORRIED_IT_MAY = new RegExp(
  String.raw`${WORRIED_ABOUT}((dislocating|breaking|falling|damaging|popping|tearing|hurting|injuring|snapping)|(the |a |an )?(dislocation|dislocations)( thing)?)\b`,
);
/**
 * A worry about getting a thing, right before it or one word before ("worried about getting a pulmonary embolism",
 * "scared of developing an infection"); not "worried about the clot", nor "worried it is a clot", which may be there
 * now.
 */
const WORRIED_ABOUT_GETTING = new RegExp(
  String.raw`${WORRIED_ABOUT}(getting|developing|catching) (a |an |another )?(\w+ )?$`,
);
/**
 * A sentence that says it asks for information, whatever it names: "just so I know what to look out for", how to
 * stop something "happening" (not "happening again", after it did), the chance of getting it or of "that happening"
 * to them (not "the chance it is a clot", a worry about now), or what a word read in a form or leaflet means
 * ("the consent form mentions a pulmonary embolism, what is that?").
 */
const FOR_INFORMATION =
  /\bjust so (i|we) know\b|\bwhat (a|an) (\w+ ){1,3}(looks?|feels?) like\b|\bwhat to (look|watch) out for\b|\bfor future reference\b|\b(stop|prevent|avoid) (it|that|this|them) (from )?happening\b(?! again)|\b(chances?|risks?|odds|likelihood) (of (me |him |her |them |us )?(getting|having|developing)|(that|of that|of it) (happens|happening|happen))\b|\b(form|leaflet|letter|booklet|guide|paperwork|sheet|website)s? (\w+ )?(mentions?|mentioned|says|said|lists?|listed|talks? about|talked about|warns? about|warned about)\b(?:(?!\b(?:my|mine|i|im|ive|he|hes|she|shes|his|her|we|our)\b)[^.?!]){0,60}\bwhat(s| is| are)? (that|it|this|they|those|a|an)\b(?! (is|are|has|have|had|was)\b)|^(the|a|this|that|my|his|her|our) (\w+ )?(consent )?(form|leaflet|booklet|guide|paperwork|sheet|website)s? (\w+ )?(mentions?|mentioned|lists?|listed|talks? about|talked about|warns? about|warned about)\b(?:(?!\b(?:my|mine|i|im|ive|me|he|hes|him|she|shes|his|her|we|our|us)\b).){0,60}$/;
/**
 * How much of a sign is normal, asked right before it: "how much bleeding through the dressing is normal?", "how much
 * swelling should I expect". Not "I don't know how much longer I can stand this chest pain", nor "it is bleeding
 * through, how much is normal?", where the sign is told first.
 */
const HOW_MUCH_BEFORE = /\bhow much( \w+){0,2}\s*$/;
const IS_NORMAL = /\b(normal|usual|expected|to expect|expect|acceptable|ok|okay|too much)\b/;
/**
 * Two things compared: in the clause that names the sign ("ACL tear vs kneecap dislocation what's the difference"), or
 * in the sentence when the sign's clause is no one's ("kneecap out vs ligament torn, how do you tell the
 * difference?"); not "my knee is hot and swollen, what's the difference between that and an infection?".
 */
const COMPARING =
  /\bdifferences? between\b|\b(whats|what is|what are|hows|how do you tell) the differences?\b|\btell (them|it|the two) apart\b/;
/** Asking how common a thing is: "how often does that happen?", "is that common?". */
const HOW_COMMON =
  /\b(how (common|likely|often|rare|usual)|(is|was) (that|it|this) (common|rare|likely|usual)|(does|do) (that|it|this|they) happen)\b/;
/**
 * A thing someone else had, asked how common it is or how the visitor would know it: "my friend had a pulmonary
 * embolism after her knee op, how often does that happen?", "my mate got a clot on his lung, how would I know if that
 * happened to me?". Not someone spoken for ("my mum had chest pain last night, is that common?"), nor the visitor.
 */
const ANOTHER_HAD_IT =
  /\b(friends?|mates?|pals?|neighbou?rs?|colleagues?|workmates?|someone|somebody|people|a (man|woman|lady|guy|bloke|chap|fella))\b[^.?!]{0,40}\b(had|got|developed|suffered|ended up with)\b/;
/** How the visitor would know it had happened to them: "how would I know if that happened to me?". */
const HOW_WOULD_I_KNOW =
  /\bhow (would|will|do|can|could|should) (i|we) (know|tell|spot|recogni[sz]e)\b[^.?!]{0,40}\b(happen\w* to (me|us)|(if|whether) (i|we) (had|have|got|get|was getting|am getting|were getting)\b)/;
/**
 * Something read or heard of, asked how common it is, with no one's own body in the sentence: "heard of someone who
 * had a stroke after an operation, is that common?", "I read that a clot can happen after surgery, how likely is it".
 */
const HEARD_OF_HOW_COMMON = new RegExp(
  String.raw`^(?!.*\b(my|his|her|their|our|mine)\b).*\b(read|heard|seen|saw) (that|of|about)\b.*${HOW_COMMON.source}`,
);
/** A question opening a sentence; without a person in it, it asks for information ("is chest pain normal after...?"). */
export const QUESTION_OPENING =
  /^(what|whats|why|how|hows|is|are|can|could|does|do|will|would|should|when|which|who|am|shall|isnt)\b/;
/**
 * A question about what may happen, person or not: "will I get a fever?", "can my kneecap dislocate again?", "can you
 * dislocate a new hip?" (anyone: never "can you help"), "do you bleed a lot in a hip replacement?" (anyone: never "do
 * you think"). Not "could I have a clot?" or "could this be an infection?", which are worries about now.
 */
const WHAT_MAY_HAPPEN =
  /^(?:(will|would|does|do|is it possible that?)|(can|could|might|may) (?=\S+ (?!be\b|have\b)))\s*(a|an|the|my|your|it|this|his|her|he|she|i|people|patients|someone)\b|^(can|could) you (dislocate|break|damage|tear|rupture|get|catch|wear out|loosen|injure|overdo)\b|^(will|would|do|does) you (usually |normally |always |often |tend to )?(bleed|swell|bruise|get|lose|need|feel|have to)\b/;
/** The visitor or someone they speak for: family, friends, a teammate, someone in their care. */
export const PERSON =
  /\b(i|im|ive|id|me|my|mine|myself|we|our|us|he|hes|him|his|she|shes|her|hers|mum|mom|mother|dad|father|husband|wife|partner|son|daughter|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|nanna|brother|sister|friend|neighbour|uncle|aunt|auntie|boyfriend|girlfriend|fiance|fiancee|child|kid|patient|relative|in law|pal|mate|buddy|colleague|teammate|lad|lass|resident|client|pupil)\b/;

const SENTENCE_END = /[.!?\n]+(?=\s|$)/;

let signSpeller: Speller | undefined;
/** Corrects a visitor's typos towards the vocabulary's words ("chest pian", "temprature", "breathles"). */
export const createSignSpeller = (isEveryday?: (word: string) => boolean) =>
  createSpeller(new Map([...vocabularyWords()].map((word) => [word, 1])), 4, isEveryday);
const speller = () => (signSpeller ??= createSignSpeller());

/**
 * A list after a denial, its items between commas ("no pain, redness or fever"): one clause, "or" between each, so the
 * denial reaches the last item as it does the first.
 */
const DENIED_LIST = /\b(no|without|nor)((?: [a-z]+){1,2})((?: , [a-z]+(?: [a-z]+)?)+)(?= (?:or|nor) [a-z])/g;

/**
 * Lowercase, accents and apostrophes dropped ("can't" -> "cant"), a visitor's dialect in standard words ("cannae"
 * -> "cant") and typos corrected, punctuation as sentence marks.
 */
function readText(text: string, reading: Reading): string {
  const lowered = normalise(text);
  const plain = (reading === 'visitor' ? standardSpelling(lowered) : lowered)
    .replace(/'/g, '')
    .replace(/[^a-z0-9.!?;:,\n]+/g, ' ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, '. ')
    // A comma is a word of its own, so phrases match the words on either side ("my knee locks, so...").
    .replace(/\s*([,;:])\s*/g, ' $1 ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  const read = reading === 'visitor' ? speller().correctText(plain) : plain;
  return read.replace(
    DENIED_LIST,
    (_, denial: string, first: string, rest: string) => `${denial}${first}${rest.replace(/ , /g, ' or ')}`,
  );
}

const lastBreak = (text: string, breaks: RegExp) => {
  const last = [...text.matchAll(breaks)].at(-1);
  return last ? text.slice((last.index ?? 0) + last[0].length) : text;
};
const nextBreak = (text: string, breaks: RegExp) => {
  const first = new RegExp(breaks.source).exec(text);
  return first ? text.slice(0, first.index) : text;
};

/** The clause of a text around a position: from the last clause break before it to the next one after. */
const clauseAt = (text: string, index: number) =>
  lastBreak(text.slice(0, index), CLAUSE_BREAK) + nextBreak(text.slice(index), CLAUSE_BREAK);

const anyPhrase = (phrases: CompiledPhrase[], text: string) => phrases.some((phrase) => phrase.test.test(text));
/** Whether a clause says a class, its `unless` phrases aside, without denying it ("not getting better"). */
const saysUndenied = (id: WordClassId, clause: string) => {
  const { phrases, unless } = compiledVocabulary().get(id)!;
  if (anyPhrase(unless, clause)) return false;
  return phrases.some((phrase) =>
    [...clause.matchAll(phrase.pattern)].some((m) => !isDenied(clause, m.index ?? 0, m[0], phrase)),
  );
};

function isDenied(sentence: string, start: number, matched: string, phrase: CompiledPhrase): boolean {
  if (matched.split(' ').some((word) => DENIAL.has(word) && !phrase.words.has(word))) return true;
  const before = lastBreak(sentence.slice(0, start), DENIAL_BREAK).trim();
  const words = before.split(/\s+/).slice(-DENIAL_REACH);
  const at = words.findLastIndex((word) => DENIAL.has(word));
  return at >= 0 && !NOT_A_DENIAL.test(words.slice(at).join(' ') + ' ' + matched);
}

/** What reopens a worry after a clear result: "the scan was clear but now it is worse". */
const REOPENED =
  /\b(worse|again|since then|but now|now (it|its|my|the|i)|(it|its|it is|is|are) still|still (swollen|sore|painful|hot|red|there|getting|hurting|bad))\b/;

/**
 * Whether the rest of a sentence says the sign was checked and found clear ("my calf was swollen, so I had a scan
 * and it was clear") or has gone since ("I had calf pain yesterday but it has gone now"), and nothing after that
 * reopens it.
 */
function clearedAfter(rest: string): boolean {
  return (['checked-clear', 'gone-since'] as const).some((id) => {
    const { phrases, unless } = compiledVocabulary().get(id)!;
    // Not denied: "it hasn't gone away" keeps the sign.
    const cleared = phrases
      .flatMap((phrase) => [...rest.matchAll(phrase.pattern)].map((match) => ({ match, phrase })))
      .find(
        ({ match, phrase }) =>
          !anyPhrase(unless, clauseAt(rest, match.index)) && !isDenied(rest, match.index, match[0], phrase),
      )?.match;
    return !!cleared && !REOPENED.test(rest.slice(cleared.index + cleared[0].length));
  });
}

/**
 * Whether a condition before a sign (the sign included) has ended at a clause break, with a statement of its own
 * after it: "she screams if we touch her hip, temperature 39.5 and she's floppy" says the temperature and the
 * floppiness now; "what do I do if I get a fever, chills or a red wound" does not.
 */
function conditionEnded(saying: string): boolean {
  const condition = [...saying.matchAll(new RegExp(CONDITIONAL.source, 'g'))].at(-1);
  const after = saying.slice((condition?.index ?? 0) + (condition?.[0].length ?? 0));
  const breakAt = after.search(/[,;]/);
  return breakAt >= 0 && STATEMENT.test(after.slice(breakAt));
}
/** A statement of what is so now: a measurement, or someone who is or has something. */
const STATEMENT = /\d|\b(he|she|it|they|i|we)(s| is| has| am|m| are|re)\b|\b(hes|shes|its|im|theyre)\b/;

/**
 * Settling said in a sign's clause, or right after "but" or a comma with nothing else named ("still warm and puffy
 * but better every week"; not "my calf is hot but my knee is improving"), and not undone later: "the pain was
 * improving but now it is worse" is worse.
 */
const settledNow = (clause: string, fromSign: string) =>
  (saysUndenied('settling', clause) || SETTLING_AFTER_BUT.test(fromSign) || SETTLING_NEXT.test(fromSign)) &&
  !saysUndenied('getting-worse', fromSign);
const SETTLING_AFTER_BUT =
  /^[^,;.?!]*?\bbut (its |it is |theyre |they are |is |are )?(still )?(slowly |gradually |definitely )?(getting better|better|improving|settling|easing)\b/;
/** Settling as the next clause, with nothing else named: "warm and swollen 3 months on, slowly getting better". */
const SETTLING_NEXT =
  /^[^,;.?!]*?[,;] (and |but )?(its |it is |theyre |they are )?(still )?(slowly |gradually |definitely )?(getting better|improving|settling|easing)\b/;

/**
 * An episode that someone had a month or more ago and that is over: "I had a fever last year with a chest
 * infection", "she had a clot years ago". Not a sign that began then and goes on ("swollen since my op two years
 * ago", "had pain for the last year", "had a fever last month and it has come back"), and not one of last week, which
 * may still matter now.
 */
function pastEpisode(upToSign: string, clauseAfter: string, fromSign: string): boolean {
  const when = longAgoAt(clauseAfter);
  return (
    HAD_BEFORE.test(upToSign) &&
    when >= 0 &&
    !LASTING.test(clauseAfter.slice(0, when)) &&
    !REOPENED.test(fromSign) &&
    !saysUndenied('getting-worse', fromSign)
  );
}
/** "Had", "got" or "caught" in the words before the sign or starting it ("had a clot", "had a high temperature"). */
const HAD_BEFORE = /\b(had|got|caught)( \S+){0,5}\s*$/;
/** Said of how long a sign has lasted, before the time: "since my op two years ago", "for the last year". */
const LASTING = /\b(since|for|over|during|throughout)\b/;
const LONG_AGO =
  /\blast (month|year|winter|summer|spring|autumn|christmas)\b|\b(\d+|a|one|two|three|four|five|six|a few|few|several|many|some) (months?|years?) ago\b|\b(months|years) (ago|back)\b/;

/** A year before this one, said as when: "in 2015". */
const IN_A_YEAR = /\bin ((?:19|20)\d\d)\b/g;

/** Where the first words saying a month or more ago are in a clause, or -1. */
function longAgoAt(clause: string): number {
  const thisYear = new Date().getFullYear();
  const earlierYear = [...clause.matchAll(IN_A_YEAR)].find((match) => Number(match[1]) < thisYear)?.index ?? -1;
  const found = [clause.search(LONG_AGO), earlierYear].filter((at) => at >= 0);
  return found.length ? Math.min(...found) : -1;
}

/** Whether one match of a class counts as said. */
function counts(
  id: WordClassId,
  sentence: string,
  index: number,
  matched: string,
  phrase: CompiledPhrase,
  reading: Reading,
) {
  const clauseBefore = lastBreak(sentence.slice(0, index), CLAUSE_BREAK);
  const clause = clauseAt(sentence, index);
  // A match that runs on past a clause break is read with each clause it touches: "her knee keeps locking, gets
  // stuck and she wiggles it to free it".
  const touched = clauseBefore + matched + nextBreak(sentence.slice(index + matched.length), CLAUSE_BREAK);
  if (anyPhrase(compiledVocabulary().get(id)!.unless, touched)) return false;
  if (isDenied(sentence, index, matched, phrase)) return false;
  // Where and how count asked about or not: "what should a knee wound look like?" names the wound a later message
  // says is oozing. Only signs must be said as the visitor's own.
  if (reading === 'statement' || kindOf(id) === 'circumstance' || kindOf(id) === 'place') return true;
  if (settledNow(clause, sentence.slice(index)) || clearedAfter(sentence.slice(index + matched.length))) return false;
  const clauseAfter = clause.slice(clauseBefore.length + matched.length);
  if (pastEpisode(`${clauseBefore}${matched}`, clauseAfter, sentence.slice(index))) return false;
  const sentenceBefore = sentence.slice(0, index).split(' ').slice(-14).join(' ');
  if (CONDITIONAL.test(sentenceBefore) && !conditionEnded(`${sentenceBefore} ${matched}`)) return false;
  // "Watch for chest pain and I have chest pain now": what was asked about ends where someone's own statement starts.
  // Examples after a comma ("the risks, like infection and dislocation") are read with the clause they illustrate.
  const illustrated = EXAMPLES.test(clauseBefore)
    ? lastBreak(sentence.slice(0, index - clauseBefore.length).replace(/\s*,\s*$/, ''), CLAUSE_BREAK)
    : '';
  const askedBefore = lastBreak(`${illustrated} ${clauseBefore}`, OWN_STATEMENT_AFTER_AND);
  if (ASKING.test(askedBefore) || WHAT_MAY_HAPPEN.test(sentence) || FOR_INFORMATION.test(sentence)) return false;
  if (HOW_MUCH_BEFORE.test(clauseBefore) && IS_NORMAL.test(clause.slice(clauseBefore.length))) return false;
  if (COMPARING.test(clause) || (COMPARING.test(sentence) && !PERSON.test(clause))) return false;
  if (WORRIED_IT_MAY.test(`${clauseBefore}${matched}`) || WORRIED_ABOUT_GETTING.test(clauseBefore)) return false;
  if (HEARD_OF_HOW_COMMON.test(sentence)) return false;
  if (ANOTHER_HAD_IT.test(`${askedBefore}${matched}`) && (HOW_COMMON.test(sentence) || HOW_WOULD_I_KNOW.test(sentence)))
    return false;
  return !(QUESTION_OPENING.test(sentence) && !PERSON.test(sentence));
}

/**
 * Every match of a phrase, overlapping ones too: "watch for a swollen calf, my calf is swollen" has a match from the
 * first "calf", which does not count (it is asked about), and one from the second, which does.
 */
function everyMatch(pattern: RegExp, text: string): RegExpExecArray[] {
  // The compiled phrase's own global pattern, read from the start and left reset (no regex compiled per message)
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    found.push(m);
    pattern.lastIndex = m.index + 1;
  }
  pattern.lastIndex = 0;
  return found;
}

/** The classes a text says, read one sentence at a time. */
function classesIn(text: string, reading: Reading): Set<WordClassId> {
  const found = new Set<WordClassId>();
  for (const sentence of readText(text, reading).split(SENTENCE_END)) {
    const trimmed = sentence.trim();
    if (!trimmed) continue;
    for (const [id, { phrases }] of compiledVocabulary()) {
      if (found.has(id)) continue;
      const said = phrases.some((phrase) =>
        everyMatch(phrase.pattern, trimmed).some((m) => counts(id, trimmed, m.index, m[0], phrase, reading)),
      );
      if (said) found.add(id);
    }
  }
  return found;
}

/** How many earlier visitor messages are read with the latest one. */
const EARLIER_MESSAGES_READ = 3;

/** A flag raised, with the signs and circumstances of the combination that raised it. */
type Raised = { flag: RedFlagId; signs: readonly WordClassId[]; in: readonly WordClassId[] };

function raised(now: Set<WordClassId>, earlier: Set<WordClassId>, reading: Reading): Raised[] {
  const said = new Set([...now, ...earlier]);
  const chronic = now.has('long-standing') && !now.has('new-or-sudden');
  return allFlags.flatMap(([flag, { detect }]) => {
    const matched = detect.when.filter((combination) => {
      const signs = signsOf(combination);
      const options = optionsOf(combination);
      if (!signs.every((sign) => said.has(sign)) || !signs.some((sign) => now.has(sign))) return false;
      // Our pages' sentences seldom repeat the circumstances their page is about: a statement is read without them,
      // unless the flag's only sign is a complaint of any kind, which only its circumstances make a red flag.
      const generic = signs.every((sign) => sign === 'complaint');
      const applies = (id: WordClassId) => reading === 'visitor' || generic || kindOf(id) !== 'circumstance';
      if (reading === 'visitor' && options?.notLongStanding && chronic) return false;
      return (
        (options?.in ?? []).filter(applies).every((id) => said.has(id)) &&
        !(options?.notIn ?? []).filter(applies).some((id) => said.has(id))
      );
    });
    return matched.map((combination) => ({
      flag,
      signs: signsOf(combination),
      in: reading === 'visitor' ? (optionsOf(combination)?.in ?? []) : [],
    }));
  });
}

/**
 * A flag another raised flag says more precisely, in the same circumstances or more (a hot, swollen knee with a
 * fever is more than a fever; a hot joint after an injection is not covered by a hot joint).
 */
function withoutSubsumed(found: Raised[]): Raised[] {
  const covers = (a: Raised, b: Raised) =>
    b.signs.length < a.signs.length && b.signs.every((s) => a.signs.includes(s)) && b.in.every((c) => a.in.includes(c));
  return found.filter((b) => !found.some((a) => a.flag !== b.flag && covers(a, b)));
}

const tierOrder = (id: RedFlagId) => (redFlags[id].tier === 'emergency' ? 0 : 1);
const distinctFlags = (found: Raised[]) =>
  [...new Set(found.map((r) => r.flag))].sort((a, b) => tierOrder(a) - tierOrder(b));

/** Flags raised by a visitor's latest message, read with their earlier messages (oldest first). Emergencies first. */
export function flagsInConversation(latest: string, earlierMessages: readonly string[] = []): RedFlagId[] {
  const now = classesIn(latest, 'visitor');
  const earlier = new Set(earlierMessages.slice(-EARLIER_MESSAGES_READ).flatMap((m) => [...classesIn(m, 'visitor')]));
  return distinctFlags(withoutSubsumed(raised(now, earlier, 'visitor')));
}

/** The flags a sentence of our pages names, each with the signs that name it. */
export function flagsInStatement(statement: string): Raised[] {
  return withoutSubsumed(raised(classesIn(statement, 'statement'), new Set(), 'statement'));
}

/** A question anywhere in a message: a question mark, a sentence that opens as one, or a question word. */
const asksAnything = (read: string) =>
  read.includes('?') ||
  read.split(SENTENCE_END).some((sentence) => QUESTION_OPENING.test(sentence.trim())) ||
  /\b(how|what|whats|why|when|which|normal|should)\b/.test(read);

/**
 * Not knowing what is happening, said after a description ("the knee feels hotter, not sure what's going on"): a
 * worry, not a question asked for information.
 */
const UNSURE_WHAT_IS_HAPPENING =
  /\b(not sure|no idea|unsure|dunno|dont know|do not know) (what|whats) (is )?(going on|happening|wrong|up)\b/g;

/**
 * Whether a visitor describes a symptom of their own or of someone they speak for, now (not asking about one, not
 * denying one): the chat then shows the red-flag checklist first, whether or not a flag was found. A sign told with
 * no person named and nothing asked ("calf tight and sore since tuesday") is the visitor's too.
 */
export function describesOwnSymptom(message: string): boolean {
  const read = readText(message, 'visitor').replace(UNSURE_WHAT_IS_HAPPENING, '');
  if (!PERSON.test(read) && asksAnything(read)) return false;
  const said = classesIn(message, 'visitor');
  return [...said].some((id) => kindOf(id) === 'sign');
}
