import { redFlags, type RedFlagId, type UrgencyTier } from '@/content/urgent-help';

import { createSpeller, type Speller } from './spelling';
import { normalise } from './text';
import type { ChatTurn } from './types';

/**
 * The first thing every message meets, before any search or model call. Rules, not a model: they are
 * predictable, testable and reviewed by a clinician in one file.
 *
 * Red flags come from the site's one urgency scale (content/urgent-help.ts): each rule below names the registry
 * flag it detects, and the tier and wording of the answer are that flag's, so the chat says what the pages' urgent
 * help boxes say. How it reads a message:
 *
 * 1. Typos are corrected towards the symptom words the rules use ("chest pian", "breathles", "temprature"), with
 *    the speller of spelling.ts.
 * 2. Signs are found clause by clause in lay words ("blood soaking through the bandage", "hot and shivery",
 *    "oozing yellow stuff"). A sign that is denied ("no chest pain", "my calf isn't swollen") or only asked
 *    about ("what are the signs of a clot?", "will I get a fever?") does not count.
 * 3. The visitor's recent questions are read together: "I had a hip replacement last week" then "it's oozing
 *    yellow stuff and smells" is a wound infection. A flag is raised only when the latest message says one of its
 *    signs, so a symptom already answered is not repeated on every later question.
 *
 * When in doubt a rule errs towards signposting: a needless "call 111" costs less than a missed clot.
 */
export type SafetyVerdict =
  | { kind: UrgencyTier; flags: RedFlagId[] }
  | { kind: 'personal-advice'; topic: 'diagnosis' | 'decision' | 'medicine' }
  | { kind: 'off-topic' }
  | { kind: 'small-talk'; topic: 'hello' | 'thanks' | 'identity' }
  | { kind: 'ok' };

/** a and b within `gap` characters of each other in either order, without crossing a sentence end. */
function near(a: string, b: string, gap = 30): RegExp {
  return new RegExp(`(?:${a})[^.!?;\\n]{0,${gap}}(?:${b})|(?:${b})[^.!?;\\n]{0,${gap}}(?:${a})`);
}

const LEG = String.raw`\b(legs?|foot|feet|toes?|ankles?|shins?|calf|calves)\b`;
const KNEE = String.raw`\bknee(s|cap|caps)?\b`;
const HIP = String.raw`\bhips?\b`;
const KNEECAP = String.raw`\b(kneecaps?|knee caps?|patella)\b`;
const WOUND = String.raw`\b(wounds?|incisions?|scars?|stitch(es)?|staples|clips|dressings?|bandages?|the cut|operation site)\b`;
const HOT = String.raw`\b(hot|red|warm|inflamed|burning)\b`;
const SWELL = String.raw`\b(swollen|swelling|swelled|swells?|swole|puffy|blown up|blew up|ballooned)\b`;
const CANT = String.raw`\b(cant|cannot|couldnt|unable to|not able to|wont)\b`;
const DRUGS = String.raw`ibuprofen|paracetamol|codeine|co-?codamol|naproxen|tramadol|morphine|oxycodone|diclofenac|aspirin|nurofen|rivaroxaban|apixaban|warfarin|enoxaparin|heparin|clexane|gabapentin|pregabalin|amitriptyline|blood thinners?|anti-?inflammator\w*|painkillers?|pain killers?|pain relief|tablets?|pills?|medicines?|medication|meds|antibiotics?`;

/**
 * A sign or a circumstance, in the words patients use. `sign`: something wrong with the patient (it must be in
 * the latest message for a flag to be raised); otherwise a circumstance (an operation, a fall) that may come from
 * an earlier message. `unless`: the clause says something that makes it another thing ("my knee collapsed" means
 * it gave way). `spans`: the pattern joins a place and a symptom ("calf ... swollen"), so a denial between them
 * counts too.
 */
type Concept = { pattern: RegExp; sign: boolean; unless?: RegExp; spans?: boolean };

const sign = (pattern: RegExp, extra: Omit<Concept, 'pattern' | 'sign'> = {}): Concept => ({
  pattern,
  sign: true,
  ...extra,
});
const circumstance = (pattern: RegExp): Concept => ({ pattern, sign: false });

/**
 * A joint said to be hot, red or warm: "the knee is hot", "the knee they injected is now red", or the words
 * right before it ("a red, hot swollen knee"), but not "I feel hot and cold and the knee is throbbing".
 */
function hotJoint(joint: string, swollenToo = false): RegExp {
  const describing = String.raw`(,? (and )?(very |really )?(hot|red|warm|swollen|inflamed|painful|tender|sore))*`;
  const hot = swollenToo
    ? String.raw`(\b(hot|red)\b[^.!?;\n]{0,20}${SWELL}|${SWELL}[^.!?;\n]{0,20}\b(hot|red)\b)`
    : HOT;
  const before = swollenToo
    ? String.raw`\b(hot|red)\b${describing}|${SWELL}${describing}`
    : String.raw`${HOT}${describing}`;
  return new RegExp(
    String.raw`${joint}[^.!?;\n]{0,40}${hot}|(${before}),? (new |left |right |replaced |injected )?${joint}`,
  );
}

/** Breathlessness explained by a long-standing cause, with nothing sudden or new about it. */
const CHRONIC_BREATHING =
  /\b(because of|due to|from) (his|her|my|their) (heart|asthma|copd|lungs?|weight)|\basthma|\bcopd\b|\bfor (years|months)\b|\balways\b/;
const ACUTE = /\bsudden\w*|\bsince\b|\bafter (the|my|his|her) (op|operation|surgery)|\bpost.?op/;

const CONCEPTS = {
  chestPain: sign(
    /\bchest (pains?|hurts?|hurting|tight\w*|pressure|ache|aching|discomfort|feels (tight|heavy))|\b(pains?|tightness|pressure|ache) (in|across) (my|his|her|the) chest|\btight chest|\bheart attack/,
  ),
  breathless: sign(
    /\bbreathless\w*|\bshort(ness)? of breath|\bout of breath|\b(cant|cannot|couldnt|unable to|struggl\w* to|hard to|difficult to|trouble) (catch (my|his|her) |get (my|his|her) )?breath\w*|\b(difficulty|difficulties|trouble|problems?|struggling|struggle|hard) (with )?breathing|\bbreathing (is )?(difficult\w*|problems?|hard|bad)|\bgasping/,
  ),
  coughBlood: sign(/\bcough\w* (up )?(some |a bit of |a little )?(blood|bloody)|\bblood when (i |he |she )?cough/),
  collapse: sign(
    /\bcollaps\w*|\bpass(ed|ing)? out\b|\bfaint(ed|ing)?\b|\bunconscious|\bunresponsive|\bblack(ed)? out|\bwont wake|\bvery (drowsy|sleepy)|\bhard to wake/,
    { unless: /\b(knee|hip|leg|joint)s? (\w+ )?(collaps|gave|give|gives)/ },
  ),
  confusion: sign(
    /\bconfused|\bconfusion|\bdelirious|\bnot making sense|\bslurr\w*|\bnot (himself|herself|themselves)\b/,
  ),
  heavyBleeding: sign(
    /\b(heavy|heavily|severe|severely|lots of|a lot of|uncontrolled|profuse\w*|pouring|gushing|spurting) (bleed\w*|blood)|\bbleed\w* (heavily|a lot|badly|profusely|everywhere|through)|\b(wont|will not|doesnt|does not|cant|cannot) stop (the )?bleed\w*|\bbleed\w* (that |which )?(wont|will not|doesnt|does not|hasnt|has not|isnt|is not) stop\w*|\bblood (is |keeps )?(pouring|gushing|spurting|everywhere|soak\w*|seep\w* through|coming through)|\bsoak\w* (through )?(with|in) blood|\b(bandage|dressing|plaster)s? (is |are )?(soaked|soaking|full of|covered in) (with |in )?blood/,
  ),
  boneShowing: sign(
    /\bbone (is )?(sticking|poking|coming|showing|visible)|\b(see|seeing|can see) (the |a |my |his |her )?bone\b|\bbone (through|out of) (the |my |his |her )?skin|\bopen fracture/,
  ),
  deformed: sign(
    /\b(deformed|deformity|wrong shape|odd angle|strange angle|funny angle|weird angle|awkward angle|pointing the wrong way|bent the wrong way|out of shape|looks broken|badly broken)\b/,
  ),
  kneecapStuckOut: sign(
    near(
      KNEECAP,
      String.raw`\b(wont|will not|hasnt|has not|not|didnt|did not) (go|gone|going|pop|popped|slip|slipped) back|\bstill out\b|\bstuck out\b|\bout to the side\b`,
      40,
    ),
  ),
  cannotBearWeight: sign(
    new RegExp(
      String.raw`${CANT} (stand|walk|get up|get off the floor|put (any )?weight|bear (any )?weight|take (any )?weight|stand on)`,
    ),
  ),
  legShortTurned: sign(
    /\bleg\w* (looks? |is |seems? |has gone |gone |now |looks? to be )?(shorter|turned (out|in)\w*|rotated|twisted out)|\b(shorter|turned out) leg/,
  ),
  jointOut: sign(
    /\bdislocat\w*|\b(popped|pops|popping|come|came|comes|coming|slipped|gone) out\b|\bout of (the )?(socket|joint|place)/,
  ),
  coldPaleFoot: sign(near(LEG, String.raw`\b(ice cold|cold|pale|blue|white|grey|gray|mottled)\b`, 30), {
    unless: /\bcold (pack|compress|therapy|water|weather)|\bice pack/,
    spans: true,
  }),
  cannotFeelLeg: sign(
    new RegExp(
      String.raw`${CANT} (feel|move|wiggle)( or (feel|move|wiggle))? (my |his |her |the )?(legs?|foot|feet|toes?)|\bno (feeling|sensation) in (my |his |her |the )?(legs?|foot|feet|toes)|\b(legs?|foot|feet|toes)\b[^.!?;\n]{0,30}${CANT} (feel|move) (it|them)`,
    ),
  ),
  numbness: sign(near(LEG, String.raw`\b(numb\w*|tingl\w*|pins and needles|no feeling)\b`, 30), { spans: true }),
  legWeak: sign(
    near(
      String.raw`\blegs?\b`,
      String.raw`\b(gone weak|suddenly weak|sudden weakness|weak and numb|numb and weak|giving out)\b`,
      25,
    ),
  ),
  calfSwollen: sign(
    near(
      String.raw`\b(calf|calves|lower leg|back of (my|his|her|the) leg|shin)\b`,
      String.raw`\b(swollen|swelling|swelled|swell\w*|hot|warm|red|redness|painful|pain|sore|tender|throbbing|hard|tight|aching|aches?|lump)\b`,
    ),
    { spans: true },
  ),
  legSwollenRed: sign(
    near(
      String.raw`\blegs?\b`,
      String.raw`(swollen|swelled|swelling)[^.!?;\n]{0,20}\b(red|hot|warm|tender)\b|\b(red|hot|warm)\b[^.!?;\n]{0,20}(swollen|swelled|swelling)`,
      20,
    ),
    { spans: true },
  ),
  clotWorry: sign(
    /\b(think|worried|worry\w*|scared|afraid|concerned|suspect\w*|might|may|could)\b[\w ]{0,15}\b(blood clot|dvt|deep vein thrombosis|clot)\b|\b(got|have|has) (a )?(blood clot|dvt)\b/,
  ),
  woundProblem: sign(
    near(
      WOUND,
      String.raw`\b(red|redness|hot|warm|leak\w*|ooz\w*|pus|discharg\w*|smell\w*|stink\w*|weep\w*|gaping|infected|infection|yellow|green|gunk|(opened|opening|come|came|coming|split\w*|burst) (up|open|apart)|open)\b`,
      40,
    ),
    { spans: true },
  ),
  discharge: sign(
    /\booz\w*|\bpus\b|\bweep\w*|\bdischarge\b(?! (from|letter|date|day|home))|\b(smells?|smelling|smelly) (bad|funny|off|horrible|awful|nasty|strange)|\b(it |and )(smells|stinks)\b|\b(yellow|green) (stuff|gunk|fluid|liquid|goo)/,
  ),
  fever: sign(
    /\bfever\w*|\bhigh temp\w*|\b(a|running a|have a|got a|with a) temp(erature)?\b|\btemp(erature)? (of |is |was |at |reading )?(3[89]|4[0-2])|\b3[89](\.\d)? ?(c|degrees)\b|\bshiver\w*|\bshaky|\bshaking (all over|uncontrollably|and)|\bchills?\b|\brigou?rs?\b|\bhot and cold\b|\bcold and hot\b/,
  ),
  unwell: sign(/\b(feel\w*|is|looks?) (really |very |so |quite )?(unwell|ill|poorly|rough|awful|terrible|dreadful)\b/),
  hotKnee: sign(hotJoint(KNEE), { unless: /\bhot (weather|water|tub|bath|pack|drink)/ }),
  hotHip: sign(hotJoint(HIP), { unless: /\bhot (weather|water|tub|bath|pack|drink)/ }),
  hotSwollenJoint: sign(hotJoint(String.raw`(${KNEE}|${HIP}|\bjoints?\b)`, true), {
    unless: /\bhot (weather|water|tub|bath|pack|drink)/,
  }),
  kneeSuddenSwelling: sign(
    near(
      KNEE,
      String.raw`\b(sudden\w*|all of a sudden) (\w+ )?${SWELL}|${SWELL} (\w+ )?like a balloon|\bballooned\b`,
      30,
    ),
  ),
  kneeLocked: sign(
    near(
      KNEE,
      String.raw`\b(is|has|got|gone|now) (\w+ )?(locked|stuck)\b|\blocked (up|solid)\b|\block\w* (and|so) (i|he|she) ${CANT}`,
      20,
    ),
  ),
  kneeKeepsGivingWay: sign(
    /\b(keeps?|kept|keeping) (on )?(giving way|giving out|collapsing|buckling|going from under)/,
  ),
  popThenSwelling: sign(near(String.raw`\b(pop|popped|popping|snap|snapped|crack|cracked)\b`, SWELL, 60), {
    unless: /\bpopp?(ed|ing)? out\b/,
  }),
  severePain: sign(
    /\bpain (has |is )?(suddenly|all of a sudden) (got|gotten|become|gone|getting) (much |a lot |far |really )?worse|\bunbearable|\bexcruciating|\bin agony\b|\bagony\b|\bagonising|\bpain (is )?(so bad|out of control)|\bsudden\w* (severe|sharp|bad|terrible|awful|intense|extreme) (pain|ache)|\b(severe|terrible|intense|extreme) pain (came on |started )?(all of a )?sudden\w*/,
    { unless: /\bfor (years|months)\b|\byears now\b|\blong time\b/ },
  ),
  painkillersNotWorking: sign(
    /\b(painkillers?|tablets|pain relief|meds|medication)\b[^.!?;\n]{0,25}\b(arent|are not|not|dont|do not|doesnt|does not|isnt|is not)\b[^.!?;\n]{0,10}\b(touch\w*|help\w*|work\w*|control\w*|doing anything)/,
  ),
  painWorseNight: sign(
    near(
      HIP,
      String.raw`\b(getting|got|gone|is) (much |a lot |really )?worse (really |very )?(fast|quickly|rapidly|every day|by the day)|\bkeeps? (me|him|her) (awake|up) (at|every) night|\bwakes? (me|him|her) (up )?(every|at) night`,
      60,
    ),
  ),
  weightLossSweats: sign(
    /\b(lost|losing) (a lot of |lots of )?weight (without trying|for no reason|without dieting)|\bunexplained weight loss|\bweight loss (for no reason|without trying)|\bnight sweats?|\bsweating at night/,
  ),
  allergicSwelling: sign(
    near(String.raw`\b(lips?|tongue|throat|mouth|face)\b`, String.raw`\b(swell\w*|swollen|puff\w*|tight)\b`, 25),
  ),
  swallowing: sign(/\banaphyla\w*|\b(cant|cannot|struggling to) swallow/),
  overdose: sign(
    new RegExp(
      String.raw`\boverdos\w*|\b(taken|took|had|swallowed) (way )?(too many|too much|double|extra)( of)? (my |the |his |her )?(${DRUGS})|\btoo many (${DRUGS})`,
    ),
  ),
  selfHarm: sign(
    /\bsuicid\w*|\bkill (myself|me)\b|\bend (my life|it all)\b|\bself.?harm|\bwant to die\b|\bbetter off dead/,
  ),

  surgery: circumstance(
    /\b(op|ops|operation|operated|surgery|surgeries|post.?op|replacement|replaced|arthroscopy|reconstruction|repair|stabilisation|osteotomy|procedure|scope|tkr|thr|discharged)\b|\b(knee|hip) (was |were )?done\b|\bhad (my|his|her|their) (\w+ )?(knee|hip|one) done\b|\bnew (hip|knee|joint)\b/,
  ),
  injury: circumstance(
    /\b(fall|fell|fallen|falling|tripped|trip|slipped|accident|crash\w*|collision|tackled?|knocked (down|over)|hit by|landed|came off|come off|twisted|injur\w*|plaster|cast)\b/,
  ),
  injection: circumstance(/\binject\w*|\bjabs?\b|\bsteroid\b|\bcortisone\b|\bprp\b/),
  replacedJoint: circumstance(
    /\breplac\w*|\bnew (hip|knee|joint|one)\b|\bimplant|\bprosthe\w*|\btkr\b|\bthr\b|\barthroplasty|\b(hip|knee) (was |were )?done\b|\bhad (my|his|her|their) (\w+ )?(hip|knee) done/,
  ),
  hip: circumstance(new RegExp(HIP)),
  knee: circumstance(new RegExp(KNEE)),
  wound: circumstance(new RegExp(WOUND)),
} satisfies Record<string, Concept>;

type ConceptId = keyof typeof CONCEPTS;

/**
 * Which signs, with which circumstances, raise which registry flag. `signs`: all needed (one of them said in the
 * latest message); `allOf`: these circumstances too; `anyOf`: at least one of these; `noneOf`: none of them. Emergencies come
 * first; the first matching rule of each flag wins.
 */
type FlagRule = {
  flag: RedFlagId;
  signs: ConceptId[];
  allOf?: ConceptId[];
  anyOf?: ConceptId[];
  noneOf?: ConceptId[];
};

const FLAG_RULES: FlagRule[] = [
  { flag: 'self-harm', signs: ['selfHarm'] },
  { flag: 'chest-pain', signs: ['chestPain'] },
  { flag: 'breathlessness', signs: ['breathless'] },
  { flag: 'coughing-blood', signs: ['coughBlood'] },
  { flag: 'severe-allergic-reaction', signs: ['allergicSwelling'] },
  { flag: 'severe-allergic-reaction', signs: ['swallowing'] },
  { flag: 'sepsis-signs', signs: ['fever', 'confusion'] },
  { flag: 'sepsis-signs', signs: ['fever', 'collapse'] },
  { flag: 'collapse', signs: ['collapse'] },
  { flag: 'overdose', signs: ['overdose'] },
  { flag: 'heavy-bleeding', signs: ['heavyBleeding'] },
  { flag: 'hip-dislocated', signs: ['jointOut'], anyOf: ['replacedJoint'], noneOf: ['knee'] },
  { flag: 'hip-dislocated', signs: ['legShortTurned'], anyOf: ['replacedJoint'] },
  { flag: 'hip-dislocated', signs: ['cannotBearWeight'], allOf: ['replacedJoint'], noneOf: ['knee'] },
  { flag: 'replaced-joint-dislocated', signs: ['cannotBearWeight'], allOf: ['replacedJoint'] },
  { flag: 'replaced-joint-dislocated', signs: ['jointOut'], anyOf: ['replacedJoint'], noneOf: ['hip'] },
  { flag: 'leg-shortened-after-fall', signs: ['legShortTurned'], anyOf: ['injury'] },
  { flag: 'knee-deformed', signs: ['kneecapStuckOut'] },
  { flag: 'knee-deformed', signs: ['deformed', 'knee'], anyOf: ['injury'] },
  { flag: 'leg-deformed-after-injury', signs: ['boneShowing'] },
  { flag: 'leg-deformed-after-injury', signs: ['deformed'], anyOf: ['injury'], noneOf: ['knee'] },
  { flag: 'cannot-bear-weight-after-injury', signs: ['cannotBearWeight'], anyOf: ['injury'] },
  { flag: 'hot-swollen-hip-with-fever', signs: ['hotHip', 'fever'] },
  { flag: 'hot-swollen-hip-with-fever', signs: ['hotHip', 'unwell'] },
  { flag: 'hot-swollen-knee-with-fever', signs: ['hotKnee', 'fever'] },
  { flag: 'hot-swollen-knee-with-fever', signs: ['hotKnee', 'unwell'] },
  // After an operation the registry puts a cold, pale or blue foot with new numbness (urgent); after an injury,
  // or with nothing said about either, it is an emergency.
  { flag: 'leg-numb-pale-cold', signs: ['coldPaleFoot'], noneOf: ['surgery'] },
  { flag: 'leg-numb-pale-cold', signs: ['cannotFeelLeg'], noneOf: ['surgery'] },
  { flag: 'leg-numb-pale-cold', signs: ['numbness'], anyOf: ['injury'], noneOf: ['surgery'] },

  { flag: 'calf-clot', signs: ['calfSwollen'] },
  { flag: 'calf-clot', signs: ['legSwollenRed'] },
  { flag: 'calf-clot', signs: ['clotWorry'] },
  { flag: 'wound-infection', signs: ['woundProblem'] },
  { flag: 'wound-infection', signs: ['discharge'], anyOf: ['surgery', 'wound', 'replacedJoint'] },
  { flag: 'injected-joint-inflamed', signs: ['hotKnee'], anyOf: ['injection'] },
  { flag: 'injected-joint-inflamed', signs: ['hotHip'], anyOf: ['injection'] },
  { flag: 'fever', signs: ['fever'] },
  { flag: 'joint-hot-red-swollen', signs: ['hotSwollenJoint'] },
  { flag: 'injury-pain-not-helped', signs: ['severePain'], anyOf: ['injury'], noneOf: ['surgery'] },
  { flag: 'injury-pain-not-helped', signs: ['painkillersNotWorking'], anyOf: ['injury'], noneOf: ['surgery'] },
  { flag: 'uncontrolled-pain', signs: ['severePain'] },
  // Painkillers that do not help a long-standing pain are a reason to see the GP, not an urgent sign.
  { flag: 'uncontrolled-pain', signs: ['painkillersNotWorking'], anyOf: ['surgery'] },
  { flag: 'new-numbness-after-surgery', signs: ['numbness'], anyOf: ['surgery'] },
  { flag: 'new-numbness-after-surgery', signs: ['coldPaleFoot'], anyOf: ['surgery'] },
  { flag: 'new-numbness-after-surgery', signs: ['cannotFeelLeg'], anyOf: ['surgery'] },
  { flag: 'leg-weakness', signs: ['legWeak'] },
  { flag: 'leg-weakness', signs: ['numbness'], noneOf: ['surgery'] },
  { flag: 'knee-sudden-swelling-or-stuck', signs: ['kneeSuddenSwelling'] },
  { flag: 'knee-swelled-after-injury', signs: ['popThenSwelling'] },
  { flag: 'knee-locking', signs: ['kneeLocked'] },
  { flag: 'knee-giving-way', signs: ['kneeKeepsGivingWay'] },
  { flag: 'hip-pain-worsening', signs: ['painWorseNight'] },
  { flag: 'hip-pain-weight-loss', signs: ['weightLossSweats'] },
];

/** The words the rules are written with: what the speller may correct a typo to. */
const SYMPTOM_WORDS =
  'chest pain pains breath breathe breathing breathless short tight cough coughing blood bleeding bleed ' +
  'bandage dressing soaking soaked collapsed fainted unconscious confused drowsy bone deformed angle kneecap ' +
  'stand walk weight shorter turned dislocated socket cold pale blue numb numbness tingling feel move weak ' +
  'calf calves swollen swelling swelled tender throbbing lump clot wound scar stitches incision red redness ' +
  'leaking oozing pus discharge smells smelly weeping infected yellow green fever feverish temperature high ' +
  'shivering shivery shaky shaking chills sweats unwell poorly knee hip hot warm inflamed sudden suddenly ' +
  'locked stuck giving collapsing buckling popped snapped unbearable excruciating agony painkillers tablets ' +
  'worse night weight lips tongue throat swallow injection overdose operation surgery replacement replaced ' +
  'fell fallen tripped slipped accident';

/** The symptoms' corrector (the browser's search index lists the everyday words it must leave alone). */
export const createSymptomSpeller = (isEveryday?: (word: string) => boolean) =>
  createSpeller(new Map(SYMPTOM_WORDS.split(' ').map((word) => [word, 1])), 4, isEveryday);
let symptomSpeller: Speller | undefined;
const speller = () => (symptomSpeller ??= createSymptomSpeller());

/** Words that deny what follows ("no", "not", "without", "don't"); "can't" and "won't" are not denials here. */
const DENIAL =
  /\b(no|not|never|without|none|nor|neither|denies|denied|free of|absence of|ruled out|no sign of)\b|\b(dont|doesnt|didnt|isnt|arent|wasnt|werent|havent|hasnt|hadnt|aint)\b/;
const DENIAL_WINDOW_WORDS = 6;

/**
 * A sign asked about rather than had: "what are the signs of", "will I get", "what happens if", "can a hip
 * replacement dislocate?". A worry about a clot counts all the same ("could I have a blood clot?").
 */
const ASKING =
  /\b(signs?|symptoms?|risks?|chances?) of\b|\b(look|watch) out for\b|\bwhat (happens|if)\b|\b(will|would|could|can|might) (i|you|he|she|they|we) (get|have|develop|be)\b|\bis it (common|usual|normal|likely) to\b|\bhow (do|would|will|can) (i|you) (know|tell|spot|recognise)\b|\bin case\b|\bcan (my|the|a|it|his|her) [\w ]{0,30}\b(again|happen)\b|^\s*(can|could|does|do|will|would|might|may|is it possible( that)?) (an? |the |my |your |it |this )/;

/** Where a clause starts: denials rarely reach across "but", a comma or a full stop ("no fever, but my calf is hot"). */
const CLAUSE_BREAK = /[.;!?\n,]|\b(?:but|however|although|though|except|apart from|yet|and now|now)\b/g;

function clauseBefore(text: string, index: number): string {
  const head = text.slice(0, index);
  const last = [...head.matchAll(CLAUSE_BREAK)].at(-1);
  return last ? head.slice((last.index ?? 0) + last[0].length) : head;
}

function discounted(text: string, match: RegExpMatchArray, concept: Concept): boolean {
  const clause = clauseBefore(text, match.index ?? 0);
  const before = clause.trim().split(/\s+/).slice(-DENIAL_WINDOW_WORDS).join(' ');
  if (DENIAL.test(before) || (concept.spans && DENIAL.test(match[0]))) return true;
  if (concept.sign && concept !== CONCEPTS.clotWorry && ASKING.test(clause)) return true;
  if (concept.unless?.test(clause + match[0])) return true;
  return concept === CONCEPTS.breathless && CHRONIC_BREATHING.test(text) && !ACUTE.test(text);
}

/** The concepts a text says (and does not deny). */
function conceptsIn(text: string): Set<ConceptId> {
  const found = new Set<ConceptId>();
  for (const [id, concept] of Object.entries(CONCEPTS) as [ConceptId, Concept][]) {
    const matches = text.matchAll(new RegExp(concept.pattern.source, 'g'));
    if ([...matches].some((match) => !discounted(text, match, concept))) found.add(id);
  }
  return found;
}

/** Lowercase, typos corrected, apostrophes dropped ("can't" -> "cant"), one space between words. */
function readMessage(message: string): string {
  const corrected = speller().correctText(normalise(message));
  return corrected.replace(/'/g, '').replace(/\s+/g, ' ').trim();
}

/** How many earlier visitor messages are read with the latest one. */
const EARLIER_MESSAGES_READ = 3;

/** Registry flags raised by the latest message, read with the visitor's recent messages. Emergencies first. */
export function redFlagsIn(message: string, history: ChatTurn[] = []): RedFlagId[] {
  const now = conceptsIn(readMessage(message));
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-EARLIER_MESSAGES_READ)
    .map((turn) => conceptsIn(readMessage(turn.content)));
  const said = new Set([...now, ...earlier.flatMap((concepts) => [...concepts])]);

  const flags = new Set<RedFlagId>();
  for (const rule of FLAG_RULES) {
    if (flags.has(rule.flag)) continue;
    const matches =
      rule.signs.every((id) => said.has(id)) &&
      rule.signs.some((id) => now.has(id) && CONCEPTS[id].sign) &&
      (rule.allOf ?? []).every((id) => said.has(id)) &&
      (!rule.anyOf || rule.anyOf.some((id) => said.has(id))) &&
      !rule.noneOf?.some((id) => said.has(id));
    if (matches) flags.add(rule.flag);
  }
  const tierOrder = (id: RedFlagId) => (redFlags[id].tier === 'emergency' ? 0 : 1);
  return [...flags].sort((a, b) => tierOrder(a) - tierOrder(b));
}

/** Names of conditions and injuries, for telling "is it a torn meniscus?" from "is it a big operation?". */
const CONDITIONS = String.raw`torn|tear|ruptur\w*|broken|break|fractur\w*|arthriti\w*|osteoarthriti\w*|menisc\w*|acl|pcl|mcl|ligament\w*|cartilage|sprain\w*|strain\w*|bursitis|tendin\w*|tendon\w*|tendonitis|cyst|infect\w*|clot|dvt|gout|sciatica|impingement|labral|labrum|runners knee|jumpers knee|dislocat\w*|damage\w*|slipped disc|trapped nerve|gone|snapped`;

const PERSONAL: { topic: 'diagnosis' | 'decision' | 'medicine'; pattern: RegExp }[] = [
  {
    topic: 'medicine',
    pattern: new RegExp(
      String.raw`\bhow (much|many|often)\b[^.?!]{0,40}\b(${DRUGS})\b|\b(what|which|the|a|right|correct|maximum|max|safe|daily) (dose|dosage)|\b(dose|dosage|doses) (of|for)\b|\b\d+ ?(mg|milligrams?)\b|\bmaximum (amount|number)\b[^.?!]{0,30}\b(${DRUGS})\b|\b(can|should|could) i (take|have|use|mix|combine|stop|double|keep taking|carry on taking)\b[^.?!]{0,30}\b(${DRUGS})\b|\bis it (ok|okay|safe|alright|all right) to (take|mix|combine|stop)\b[^.?!]{0,30}\b(${DRUGS})\b|\b(${DRUGS})\b[^.?!]{0,30}\b(together with|at the same time as|with my|and my|safe to take)\b`,
    ),
  },
  {
    topic: 'decision',
    pattern: new RegExp(
      String.raw`\bshould i (have|get|go ahead|go for|choose|opt for|undergo|book|agree to|refuse|decline|risk)\b[^.?!]{0,40}\b(operation|surgery|op|replacement|arthroscopy|osteotomy|injection|procedure|reconstruction|repair|it|this|one)\b|\bshould i go ahead\b|\bshould i (wait|delay|postpone|cancel|put off) (for |with |having )?(the |my |an? )?(\w+ )?(operation|surgery|op|replacement|procedure)\b|\bis (surgery|an operation|a replacement|it|this|that) (right|the right choice|the best option|a good idea|worth it|what i need) for me\b|\bwhich (operation|surgery|option|treatment|procedure|implant|one)\b[^.?!]{0,30}\b(best|right|should i)\b[^.?!]{0,15}\b(me|i)\b|\bwhich (one |option |operation |treatment )?should i (have|choose|get|go for)\b|\bwould you (recommend|advise|suggest)\b[^.?!]{0,40}\b(me|my|i)\b|\bwhat would you do\b|\bwhat (do|would) you recommend\b[^.?!]{0,20}\b(me|my)\b|\bshould my (mum|dad|mother|father|husband|wife|partner|son|daughter)\b[^.?!]{0,30}\b(have|get)\b`,
    ),
  },
  {
    topic: 'diagnosis',
    pattern: new RegExp(
      String.raw`\bwhats? (wrong|going on|happening|up) with (my|me|his|her)\b|\bwhat is (wrong|going on|happening) with (my|me|his|her)\b|\bwhat (have|did) i (done|do) to (my|it)\b|\bdo (i|you think i|you think he|you think she|he|she) (have|has|got) (a |an |the )?(${CONDITIONS})|\bhave i (got|torn|broken|ruptured|damaged|pulled|fractured|strained|sprained|injured|done)\b|\b(is|could|might|may|would) (it|this|that|my [\w ]{1,25}?) (be )?(a |an |the |my )?(\w+ )?(${CONDITIONS})\b|\b(could|might|may) (it|this|that|my [\w ]{1,25}?) be (coming|caused|due|from)\b|\bsounds? like (a |an |my |i have |ive got )?[\w ]{0,20}\b(${CONDITIONS})|\bwhat do you think (it|this|that) (is|could be|might be)\b|\bwhat (could|might) (it|this) be\b|\bdiagnos\w* (me|my|this|it)\b|\bcan you (diagnose|tell me what)\b|\bwhat (condition|injury|problem) (do|have|might|could) i\b|\bis (it|this|that) serious\b|\bdo you think (i|it|my)\b`,
    ),
  },
];

const DOMAIN =
  /\b(knee|knees|hip|hips|joint|joints|leg|legs|thigh|shin|calf|bone|bones|cartilage|ligament|menisc\w*|acl|pcl|patell\w*|kneecap\w*|tendon\w*|hamstring\w*|surg\w*|operat\w*|op|replacement|arthr\w*|osteo\w*|physio\w*|pain|injur\w*|sport\w*|recover\w*|rehab\w*|wound|appointment|consult\w*|clinic|hospital|nhs|insur\w*|doctor|treatment|injection|exercise|crutches|brace|scan|mri|x-ray|xray|anaesthetic|fee|fees|cost|book|booking|referral|secretary|miop|guide|walking|swelling|stiff\w*)\b/;

const OFF_TOPIC =
  /\b(weather|forecast|recipes?|cook|cooking|bake|baking|poem|poetry|song|lyrics|jokes?|riddle|horoscope|lottery|bitcoin|crypto\w*|stock market|share price|score|who won|premier league|election|prime minister|president|capital of|homework|essay|translate|javascript|python|programming|movie|film|netflix|tv show|celebrity|hotel|restaurant|pizza|dating|girlfriend|boyfriend|car insurance|mortgage|pet|dog|cat)\b/;
const MANIPULATION =
  /\bignore (all |any |your |the |previous |prior |above )*(instructions|rules|prompt)|\bsystem prompt\b|\bjailbreak|\bpretend (to be|you are)\b|\byou are now\b|\bdeveloper mode\b/;

const HELLO = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings)( there)?[\s!.,]*$/;
const THANKS =
  /^(thanks|thank you|many thanks|cheers|ta|great|brilliant|lovely|perfect|ok|okay|that helps|thats (helpful|great|brilliant))\b[\w\s!.,]{0,30}$/;
const IDENTITY =
  /\b(who|what) are you\b|\bare you (a |an )?(real|human|person|robot|bot|ai|doctor|computer|chatbot)\b|\bam i (talking|speaking|chatting) (to|with) (a |an )?(real|human|person|robot|bot|ai|doctor|computer)/;

/** The verdict on the latest message, read with the visitor's earlier messages for red flags. */
export function screenMessage(message: string, history: ChatTurn[] = []): SafetyVerdict {
  const flags = redFlagsIn(message, history);
  const [first] = flags;
  if (first)
    return { kind: redFlags[first].tier, flags: flags.filter((id) => redFlags[id].tier === redFlags[first].tier) };

  const text = readMessage(message);
  for (const { topic, pattern } of PERSONAL) {
    if (pattern.test(text)) return { kind: 'personal-advice', topic };
  }
  if (MANIPULATION.test(text)) return { kind: 'off-topic' };
  if (HELLO.test(text)) return { kind: 'small-talk', topic: 'hello' };
  if (THANKS.test(text)) return { kind: 'small-talk', topic: 'thanks' };
  if (IDENTITY.test(text)) return { kind: 'small-talk', topic: 'identity' };
  if (OFF_TOPIC.test(text) && !DOMAIN.test(text)) return { kind: 'off-topic' };
  return { kind: 'ok' };
}
