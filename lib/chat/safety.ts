import { normalise } from './text';

/**
 * The first thing every message meets, before any search or model call. Rules, not a model: they are
 * predictable, testable and reviewed by a clinician in one file.
 *
 * - emergency: call 999 or go to A&E (chest pain, breathlessness, coughing blood, collapse, heavy bleeding,
 *   a deformed limb or bone showing after an injury, a leg or foot that cannot be felt or moved...)
 * - urgent: contact the surgical team today or NHS 111 (a swollen hot painful calf, a red or leaking wound,
 *   a fever or shivering, sudden severe pain, a replaced joint that has come out of place...)
 * - personal advice: a diagnosis, a decision about one's own treatment, medicines and doses -> a kind refusal
 * - off-topic, small talk
 *
 * A symptom that is denied ("no chest pain", "I don't have a fever", "my calf isn't swollen") does not count.
 * When in doubt a rule errs towards signposting: a needless "call 111" costs less than a missed clot.
 */
export type SafetyVerdict =
  | { kind: 'emergency'; reason: string }
  | { kind: 'urgent'; reason: string }
  | { kind: 'personal-advice'; topic: 'diagnosis' | 'decision' | 'medicine' }
  | { kind: 'off-topic' }
  | { kind: 'small-talk'; topic: 'hello' | 'thanks' | 'identity' }
  | { kind: 'ok' };

type Rule = {
  reason: string;
  /** The symptom, as said. Must be found in a clause where it is not denied. */
  pattern: RegExp;
  /** Somewhere in the message (e.g. a fall, for a deformed limb). */
  context?: RegExp;
  /** Ruled out when the clause matches this (e.g. "my knee collapsed" means it gave way). */
  unless?: RegExp;
  /** The pattern joins a place and a symptom ("calf ... swollen"): a denial between them counts too. */
  spansWords?: boolean;
};

/** a and b within `gap` characters of each other in either order, without crossing a sentence end. */
function near(a: string, b: string, gap = 30): RegExp {
  return new RegExp(`(?:${a})[^.!?;\\n]{0,${gap}}(?:${b})|(?:${b})[^.!?;\\n]{0,${gap}}(?:${a})`);
}

const INJURY = String.raw`\b(fall|fell|fallen|falling|tripped|slipped|accident|crash\w*|collision|tackle\w*|knocked (down|over)|hit by|landed)\b`;
const LEG = String.raw`\b(legs?|foot|feet|toes?)\b`;
const WOUND = String.raw`\b(wound|wounds|incision|scar|stitches|stitch|staples|dressing|the cut|operation site|surgical site)\b`;
const REPLACED_JOINT = String.raw`\b(replacement|replaced|new (hip|knee)|implant|prosthe\w*)\b`;

const EMERGENCY: Rule[] = [
  {
    reason: 'chest pain',
    pattern:
      /\bchest (pain|pains|tight\w*|hurts?|hurting|pressure)|\btight chest|\bchest (feels|is|went) tight|\bpains? in (my|the|his|her) chest|\btight\w* (in|across) (my|the|his|her) chest|\bheart attack/,
  },
  {
    reason: 'breathlessness',
    pattern:
      /\bbreathless\w*|\bshort(ness)? of breath|\bout of breath|\b(can'?t|cannot|couldn'?t|unable to|struggl\w* to|hard to|difficult to) (catch (my|his|her) )?breath\w*|\b(difficulty|trouble|problems?|struggling|struggle) (with )?breathing|\bgasping\b/,
  },
  { reason: 'coughing blood', pattern: /\bcough\w* (up )?(blood|bloody)|\bblood when (i |he |she )?cough/ },
  {
    reason: 'collapse',
    pattern:
      /\bcollaps\w*|\bpassed out|\bpass(ing)? out\b|\bfaint(ed|ing)?\b|\bunconscious|\bunresponsive|\bblack(ed)? out|\bwon'?t wake/,
    unless:
      /\b(knee|hip|leg|joint)s? (has |have |just |keeps |kept |sometimes )?(collaps|gave|give)|\b(knee|hip|leg)s? (just )?collaps/,
  },
  {
    reason: 'heavy bleeding',
    pattern:
      /\b(heavy|heavily|severe|severely|lots of|a lot of|uncontrolled|profuse\w*|pouring|gushing|spurting) (bleed\w*|blood)|\bbleed\w* (heavily|a lot|badly|profusely|everywhere|through)|\b(won'?t|will not|doesn'?t|does not|can'?t|cannot) stop (the )?bleed\w*|\bbleed\w* (that |which )?(won'?t|will not|doesn'?t|does not|hasn'?t|has not) stop|\bblood (is )?(pouring|gushing|spurting|everywhere)|\bsoak\w* (through )?(with|in) blood/,
  },
  {
    reason: 'bone showing',
    pattern:
      /\bbone (is )?(sticking|poking|coming|showing|visible)|\b(see|seeing|can see) (the |a |my )?bone\b|\bbone (through|out of) (the |my |his |her )?skin|\bopen fracture/,
  },
  {
    reason: 'deformed limb after an injury',
    pattern:
      /\b(deformed|deformity|wrong shape|odd angle|strange angle|funny angle|weird angle|pointing the wrong way|bent the wrong way|out of shape|looks broken|badly broken)\b/,
    context: new RegExp(INJURY),
  },
  {
    reason: 'cannot stand or bear weight after a fall',
    pattern:
      /\b(can'?t|cannot|unable to|couldn'?t) (stand|get up|get off the floor|put (any )?weight|bear (any )?weight|take (any )?weight)/,
    context: new RegExp(INJURY),
  },
  {
    reason: 'cannot feel or move the leg or foot',
    pattern:
      /\b(can'?t|cannot|unable to|couldn'?t) (feel|move|wiggle)( or (feel|move|wiggle))? (my |his |her |the )?(legs?|foot|feet|toes?)\b|\bno (feeling|sensation) in (my |his |her |the )?(legs?|foot|feet|toes)/,
  },
  {
    reason: 'a cold, pale or blue leg or foot',
    pattern: near(
      LEG,
      String.raw`\b(ice cold|cold and (numb|blue|white|pale)|(gone|turned|is|are|looks?) (blue|white|grey|pale))\b`,
      25,
    ),
    spansWords: true,
  },
  { reason: 'overdose', pattern: /\boverdos\w*|\b(taken|took) too many\b|\btoo many (tablets|pills|painkillers)/ },
  {
    reason: 'thoughts of self-harm',
    pattern: /\bsuicid\w*|\bkill (myself|me)\b|\bend (my life|it all)\b|\bself.?harm|\bwant to die\b/,
  },
];

const URGENT: Rule[] = [
  {
    reason: 'swollen or painful calf',
    spansWords: true,
    pattern: near(
      String.raw`\b(calf|calves)\b`,
      String.raw`\b(swollen|swelling|swell\w*|hot|warm|red|redness|painful|pain|sore|tender|throbbing|hard|tight|aching|aches?)\b`,
    ),
  },
  {
    reason: 'wound problem',
    spansWords: true,
    pattern: near(
      WOUND,
      String.raw`\b(red|redness|hot|warm|leak\w*|ooz\w*|pus|discharg\w*|smell\w*|weep\w*|gaping|infected|yellow|green|(opened|opening|come|came|coming|split\w*) (up|open|apart))\b`,
      40,
    ),
  },
  {
    reason: 'fever or shivering',
    pattern:
      /\bfever\w*|\bhigh temperature|\b(a|running a|have a|got a) temperature\b|\btemperature of (3[89]|4\d)|\b3[89](\.\d)? ?(c|°c|degrees)\b|\bshiver\w*|\bshaking (all over|uncontrollably)|\bchills\b|\brigors?\b/,
  },
  {
    reason: 'sudden severe pain',
    pattern:
      /\bsudden\w* (severe|sharp|bad|terrible|awful|agoni\w*|excruciating|unbearable|intense|extreme) (pain|ache)|\b(severe|terrible|excruciating|unbearable|agoni\w*|intense|extreme) pain (came on |started |began )?(all of a )?sudden\w*|\bpain (is |has )?(suddenly )?(got|getting|become|became|gone) (much |a lot |far )?worse|\bunbearable|\bexcruciating|\bin agony\b|\bagonising/,
  },
  {
    reason: 'a replaced joint out of place or unable to bear weight',
    spansWords: true,
    pattern: near(
      REPLACED_JOINT,
      String.raw`\b(dislocated|has dislocated|popped out|pops out|come out|came out|out of (place|joint|socket|line)|looks? (wrong|deformed|odd|different|out of place)|(shorter|longer) than|turned (in|out)wards?|(can'?t|cannot|won'?t|unable to) (bear|take|put|stand) (any )?(weight|on)|(suddenly )?gave way|clunk\w*)`,
      60,
    ),
  },
  {
    reason: 'hot swollen joint',
    pattern: near(String.raw`\b(hot|red|warm)\b`, String.raw`\b(swollen|swelling)\b`, 20),
    spansWords: true,
  },
  {
    reason: 'a suspected blood clot',
    pattern:
      /\b(think|worried|worry|scared|afraid|might|may|could|sure) (i'?ve |i |that i )?(have |got |be |has |had )?(a |another )?(blood clot|dvt|clot|deep vein thrombosis)\b/,
  },
];

/** Words that deny what follows ("no", "not", "without", "don't"); "can't" and "won't" are not denials here. */
const DENIAL =
  /\b(no|not|never|without|none|nor|neither|denies|denied|free of|absence of|ruled out)\b|\b(don|doesn|didn|isn|aren|wasn|weren|haven|hasn|hadn)'?t\b/;
const DENIAL_WINDOW_WORDS = 6;

/** Where a clause starts: denials rarely reach across "but", a comma or a full stop ("no fever, but my calf is hot"). */
const CLAUSE_BREAK = /[.;!?\n,]|\b(?:but|however|although|though|except|apart from|yet|and now|now)\b/g;

function clauseBefore(text: string, index: number): string {
  const head = text.slice(0, index);
  const breaks = [...head.matchAll(CLAUSE_BREAK)];
  const last = breaks.at(-1);
  return last ? head.slice((last.index ?? 0) + last[0].length) : head;
}

function denied(text: string, match: RegExpMatchArray, spansWords: boolean): boolean {
  const before = clauseBefore(text, match.index ?? 0)
    .trim()
    .split(/\s+/)
    .slice(-DENIAL_WINDOW_WORDS)
    .join(' ');
  return DENIAL.test(before) || (spansWords && DENIAL.test(match[0]));
}

/** The first rule whose symptom is said and not denied. */
function firstMatching(rules: Rule[], text: string): Rule | undefined {
  return rules.find((rule) => {
    if (rule.context && !rule.context.test(text)) return false;
    return [...text.matchAll(new RegExp(rule.pattern.source, 'g'))].some((match) => {
      const clause = clauseBefore(text, match.index ?? 0) + match[0];
      return !rule.unless?.test(clause) && !denied(text, match, rule.spansWords ?? false);
    });
  });
}

const DRUGS = String.raw`ibuprofen|paracetamol|codeine|co-?codamol|naproxen|tramadol|morphine|oxycodone|diclofenac|aspirin|nurofen|rivaroxaban|apixaban|warfarin|enoxaparin|heparin|clexane|gabapentin|pregabalin|amitriptyline|blood thinners?|anti-?inflammator\w*|painkillers?|pain killers?|pain relief|tablets?|pills?|medicines?|medication|meds|antibiotics?`;

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
      String.raw`\bshould i (have|get|go ahead|go for|choose|opt for|undergo|book|agree to|consider|refuse|decline|risk)\b[^.?!]{0,40}\b(operation|surgery|op|replacement|arthroscopy|osteotomy|injection|procedure|reconstruction|repair|it|this|one)\b|\bshould i go ahead\b|\bshould i (wait|delay|postpone|cancel|put off) (for |with |having )?(the |my |an? )?(\w+ )?(operation|surgery|op|replacement|procedure)\b|\bdo i (really |definitely )?need (an? |the |to have (an? |the )?)?(operation|surgery|op|replacement|knee replacement|hip replacement|arthroscopy|osteotomy|reconstruction)\b|\bis (surgery|an operation|a replacement|it|this|that) (right|the right choice|the best option|a good idea|worth it|necessary|what i need) for me\b|\bwhich (operation|surgery|option|treatment|procedure|implant|one)\b[^.?!]{0,30}\b(best|right|should i)\b[^.?!]{0,15}\b(me|i)\b|\bwhich (one |option |operation |treatment )?should i (have|choose|get|go for)\b|\bwould you (recommend|advise|suggest)\b[^.?!]{0,40}\b(me|my|i)\b|\bam i (a )?(good |suitable |right |ideal )?(candidate|suitable)\b|\bam i too (old|young|heavy|overweight|fat)\b|\bwhat would you do\b|\bwhat (do|would) you recommend\b[^.?!]{0,20}\b(me|my)\b|\bshould my (mum|dad|mother|father|husband|wife|partner|son|daughter)\b[^.?!]{0,30}\b(have|get)\b`,
    ),
  },
  {
    topic: 'diagnosis',
    pattern: new RegExp(
      String.raw`\bwhat'?s (wrong|going on|happening|up) with (my|me)\b|\bwhat is (wrong|going on|happening) with (my|me)\b|\bwhat (have|did) i (done|do) to my\b|\bdo i have (a |an |the )?(torn|broken|fractur\w*|ruptur\w*|arthriti\w*|osteoarthriti\w*|tear|sprain|strain|meniscus|meniscal|acl|pcl|cartilage|ligament|bursitis|tendin\w*|tendon\w*|condition|injury|runner'?s knee|patell\w*|anterior knee pain|dysplasia|impingement|infection|gout)\b|\bhave i (got|torn|broken|ruptured|damaged|pulled|fractured|strained|sprained|injured|done)\b|\b(is|could|might) (it|this|that|my \w+) be (a |an )?\w+|\bdiagnos\w* (me|my)\b|\bcan you (diagnose|tell me what)\b|\bwhat (condition|injury|problem) (do|have|might|could) i\b|\bwhy (does|do|is|are) my (knee|hip|leg|kneecap|joint)s? (keep |always |sometimes )?(hurt|hurting|ache|aching|click|clicking|swell|swelling|swollen|give|giving|lock|locking|catch|catching|crack|cracking|creak|grind|grinding|pop|popping|so (painful|stiff|sore)|painful|stiff|sore|weak)\b|\bis (it|this|that) (serious|normal for me)\b|\bdo you think (i|it|my)\b|\bwhat (is|could be) causing (my|the pain in my)\b`,
    ),
  },
];

const DOMAIN =
  /\b(knee|knees|hip|hips|joint|joints|leg|legs|thigh|shin|calf|bone|bones|cartilage|ligament|menisc\w*|acl|pcl|patell\w*|kneecap\w*|tendon\w*|hamstring\w*|surg\w*|operat\w*|op|replacement|arthr\w*|osteo\w*|physio\w*|pain|injur\w*|sport\w*|recover\w*|rehab\w*|wound|appointment|consult\w*|clinic|hospital|nhs|insur\w*|ashworth|doctor|treatment|injection|exercise|crutches|brace|scan|mri|x-ray|xray|anaesthetic|fee|fees|cost|book|booking|referral|secretary|miop|guide|walking|swelling|stiff\w*)\b/;

const OFF_TOPIC =
  /\b(weather|forecast|recipes?|cook|cooking|bake|baking|poem|poetry|song|lyrics|jokes?|riddle|horoscope|lottery|bitcoin|crypto\w*|stock market|share price|score|who won|premier league|election|prime minister|president|capital of|homework|essay|translate|javascript|python|programming|movie|film|netflix|tv show|celebrity|holiday|flights?|hotel|restaurant|pizza|dating|girlfriend|boyfriend|car insurance|mortgage|pet|dog|cat)\b/;
const MANIPULATION =
  /\bignore (all |any |your |the |previous |prior |above )*(instructions|rules|prompt)|\bsystem prompt\b|\bjailbreak|\bpretend (to be|you are)\b|\byou are now\b|\bdeveloper mode\b/;

const HELLO = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings)( there)?[\s!.,]*$/;
const THANKS =
  /^(thanks|thank you|many thanks|cheers|ta|great|brilliant|lovely|perfect|ok|okay|that helps|that'?s (helpful|great|brilliant))\b[\w\s!.,']{0,30}$/;
const IDENTITY =
  /\b(who|what) are you\b|\bare you (a |an )?(real|human|person|robot|bot|ai|doctor|computer|chatbot)\b|\bam i (talking|speaking|chatting) (to|with) (a |an )?(real|human|person|robot|bot|ai|doctor|computer)/;

export function screenMessage(message: string): SafetyVerdict {
  const text = normalise(message).replace(/\s+/g, ' ').trim();

  const emergency = firstMatching(EMERGENCY, text);
  if (emergency) return { kind: 'emergency', reason: emergency.reason };
  const urgent = firstMatching(URGENT, text);
  if (urgent) return { kind: 'urgent', reason: urgent.reason };

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
