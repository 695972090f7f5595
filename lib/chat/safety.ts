import { redFlags, type RedFlagId, type UrgencyTier } from '@/content/urgent-help';
import { standardSpelling } from '@/lib/dialect';
import { normalise } from '@/lib/plain-text';
import { describesOwnSymptom, flagsInConversation } from '@/lib/red-flags/detect';

import type { ChatTurn } from './types';

/**
 * The first thing every message meets, before any search or model call. Red flags come from the site's one
 * registry (content/urgent-help.ts, read by lib/red-flags/detect.ts), so the chat says what the pages' urgent-help
 * boxes say, in the tier the registry gives. Then requests the chat must not answer: a personal diagnosis, a
 * treatment decision or a dose get a kind refusal with the way to ask a clinician; off-topic questions and small
 * talk get a short fixed reply. Whether the visitor also describes a symptom of their own is read apart
 * (describesOwnSymptom), so the safety net never depends on a flag being recognised.
 */
export type SafetyVerdict =
  | { kind: UrgencyTier; flags: RedFlagId[] }
  | { kind: 'personal-advice'; topic: 'diagnosis' | 'decision' | 'medicine' }
  | { kind: 'off-topic' }
  | { kind: 'small-talk'; topic: 'hello' | 'thanks' | 'identity' }
  | { kind: 'ok' };

/** Registry flags raised by the latest message, read with the visitor's recent messages. Emergencies first. */
export function redFlagsIn(message: string, history: ChatTurn[] = []): RedFlagId[] {
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  return flagsInConversation(message, earlier);
}

const DRUGS = String.raw`ibuprofen|paracetamol|oramorph|oxynorm|zomorph|calpol|calprofen|cuprofen|anadin|solpadeine|voltarol|codeine|co-?codamol|naproxen|tramadol|morphine|oxycodone|diclofenac|aspirin|nurofen|rivaroxaban|apixaban|warfarin|enoxaparin|heparin|clexane|gabapentin|pregabalin|amitriptyline|blood thinners?|blood[- ]thinning|(anti-?)?clot(ting)? (injections?|jabs?|shots?|tablets?)|anticoagulants?|dalteparin|fragmin|tinzaparin|dabigatran|edoxaban|anti-?inflammator\w*|painkillers?|pain killers?|pain relief|tablets?|pills?|medicines?|medication|meds|antibiotics?|insulin|metformin`;

/** Lowercase, dialect in standard words ("cannae" -> "cant"), apostrophes dropped, one space between words. */
const readMessage = (message: string) =>
  standardSpelling(normalise(message)).replace(/'/g, '').replace(/\s+/g, ' ').trim();

/** Names of conditions and injuries, for telling "is it a torn meniscus?" from "is it a big operation?". */
const CONDITIONS = String.raw`torn|tear|patellofemoral|\w+ syndrome|ruptur\w*|broken|break|fractur\w*|arthriti\w*|osteoarthriti\w*|menisc\w*|acl|pcl|mcl|ligament\w*|cartilage|sprain\w*|strain\w*|bursitis|tendin\w*|tendon\w*|tendonitis|cyst|infect\w*|clot|dvt|gout|sciatica|impingement|labral|labrum|fai|femoro-?acetabular|runners knee|jumpers knee|osgood\w*|schlatter\w*|dislocat\w*|damage\w*|slipped disc|trapped nerve|gone|snapped`;

const PERSONAL: { topic: 'diagnosis' | 'decision' | 'medicine'; pattern: RegExp }[] = [
  {
    topic: 'medicine',
    pattern: new RegExp(
      String.raw`\bhow (much|many|often)\b[^.?!]{0,40}\b(${DRUGS})\b|\b(${DRUGS})\b[^.?!]{0,30}\bhow (much|many|often)\b|\b(what|which|the|a|right|correct|maximum|max|safe|daily) (dose|dosage)(?! (that|this|it) means?\b)|\b(dose|dosage|doses) (of|for)\b|\b\d+ ?(mg|milligrams?)\b|\b(give|take|have|extra|another|more)\b[^.?!]{0,15}\b\d+ ?(ml|mls|millilitres?)\b|\bmaximum (amount|number)\b[^.?!]{0,30}\b(${DRUGS})\b|\b(max|maximum|most) (\w+ )?(${DRUGS})\b|(?<!\bwhen |\bhow long\b[^.?!]{0,60})\b(can|should|could) (i|he|she|we|they|my \w+|mum|dad) (take|have|use|give|mix|combine|stop|double|up|increase|raise|lower|reduce|change|keep taking|carry on taking)\b[^.?!]{0,30}\b(${DRUGS})\b|\bis it (ok|okay|safe|alright|all right) to (take|mix|combine|stop)\b[^.?!]{0,30}\b(${DRUGS})\b|\b(${DRUGS})\b[^.?!]{0,30}\b(together with|at the same time as|with my|and my|safe to take)\b|\b(forgot|forgotten|missed|miss|skipped|skip) (a |an |my |his |her |the )?(\w+ )?(\w+ )?(dose|doses|injection|injections|tablet|tablets|pill|pills|${DRUGS})\b|\bshould (i|he|she|we) (take|have|do|give|use|double|skip|stop|restart|start)\b[^.?!]{0,30}\b(dose|doses|injections?|${DRUGS})\b|\bcatch up\b[^.?!]{0,20}\b(dose|doses|injections?|tablets?)\b|\b(${DRUGS})\b[^?!]{0,80}\b(take|have|give|double|top) (up|extra|more|another)\b(?! (time|days?|weeks?|rest|care|exercises?|physio\w*|steps?|walk\w*|off)\b)|\b(${DRUGS})\b[^.?!]{0,60}\b(stop|stopping|restart|restarting|come off|coming off|pause)\b|(?<!\bwhen (can|do|should|will|could) (i|he|she|we|they|you) )\b(stop|stopping|restart|restarting|come off|coming off|pause)\b[^.?!]{0,30}\b(${DRUGS})\b`,
    ),
  },
  {
    topic: 'decision',
    pattern: new RegExp(
      String.raw`\b(pick|choose) one\b|\bor\b[^.?!]{0,60}\bbetter for (me|him|her|us|my \w+)\b|(?<!\bhow (do|does|did|would|will|should) )\byou (decide|choose|pick|tell me which)\b(?! (who|which|whether|when|if|what|how|between)\b)|\b(decide|choose|pick) for (me|him|her|us)\b|\bis it worth (me|him|her|us|my \w+) (having|getting|going for)\b|\b(cant|cannot|can't|struggling to|trying to) decide\b[^.?!]{0,60}\b(between|whether)\b|\b(do|does|should) (i|he|she|we|my \w+) (need|have|get) (a |an |the |my |his |her )?(\w+ )?(operation|op|surgery|replacement|revision|arthroscopy|reconstruction|osteotomy|new knee|new hip)\b[^.?!]{0,30}\bor not\b|\b(partial|full|total|half|replacement|osteotomy|injections?|surgery|op|operation|physio\w*)\b[^.?!]{0,25}\bor\b[^.?!]{0,30}\bfor (me|him|her|mum|mam|dad|my \w+)\s*(\?|$)|\bwhich (one |option )?(should|must|do) (i|he|she|we|they) (pick|choose|do|have|go for)\b|\bshould (i|he|she|we) (put|hold) (my|his|her|the|it|this|that)( \w+){0,2} off\b|\bshould (i|he|she|we) (just )?(put up with|live with|soldier on|struggle on|keep going with)\b|\b(am i|are we|is (he|she|mum|dad)|would (i|we|he|she) be) better off\b|\bshould i (have|get|go ahead|go for|choose|opt for|undergo|book|agree to|refuse|decline|risk)\b[^.?!]{0,40}\b(operation|surgery|op|replacement|replaced|done|arthroscopy|osteotomy|injection|procedure|reconstruction|repair|it|this|one)\b|\bshould i go ahead\b|\bor (should i |do i )?(just )?wait\b|\bshould (i|he|she|we|they|(my |our )?\w+) (have|get|go for|choose|pick|wait|stay|pay|go|keep|carry on|pull out|drop out|withdraw|cancel|play on|push through|run through)\b[^.?!]{0,40}\bor\b|\bdo(es)? (that|this|it) mean (that )?(i|he|she|we|my \w+) (need|needs|have to|has to|should|must)\b|\b(do (i|you think i|you think (he|she)|we)|does (he|she|my \w+)) need (a |an |the )?(new knee|new hip|replacement|knee replacement|hip replacement)\b|\bshould i (wait|delay|postpone|cancel|put off) (for |with |having )?(the |my |an? )?(\w+ )?(operation|surgery|op|replacement|procedure)\b|\bis (surgery|an operation|a replacement|it|this|that) (right|the right choice|the best option|a good idea|worth it|what i need) for me\b|\bwhich (operation|surgery|option|treatment|procedure|implant|one)\b[^.?!]{0,30}\b(best|right|should i)\b[^.?!]{0,15}\b(me|i)\b|\bwhich (one |option |operation |treatment )?should (i|he|she|we|they|my \w+) (have|choose|get|go for)\b|\b(would|should|will) you (pick|choose|go for|opt for)\b|\bwould you (recommend|advise|suggest)\b[^.?!]{0,40}\b(me|my|i)\b|\b(recommend|advise|suggest|better|best|should)\b[^.?!]{0,80}\bin (my|his|her|our) (case|situation|position)\b|\b(is|would) (it|surgery|an operation|the operation) (too risky|safe|worth it) for (me|him|her|my \w+)\b|\bshould (he|she|they|my \w+) go ahead\b|\bshould (i|we|he|she|they|my \w+) (let|allow) (them|him|her|the \w+) (operate|do it|go ahead)\b|\bshould (i|we|he|she|they|my \w+)\b[^.?!]{0,60}\bor not\b|\bshould (i|we|he|she|they|(my|our) \w+|mum|mom|mam|dad|nan|gran|grandad)\b[^.?!]{0,40}\b(go ahead|go for|have|get|play|train|compete|race|run|carry on|keep playing|keep going)\b[^.?!]{0,50}\bor\b|\bwhat would you do\b|\b(do|does|will|would) (i|he|she|we|my \w+) need (a |an |the )?(\w+ )?or (a |an |the )?(\w+ )?(replacement|operation|op|surgery|one)\b|\bshould (i|he|she|we|they|(my|our) \w+)\b[^.?!]{0,80}\byes or no\b|\bshould (i|he|she|we|they|(my|our) \w+) (quit|give up|retire from)\b|\btorn between\b|\bwhat should (i|he|she|we|they|my \w+) (pick|choose|go for)\b|\bshould (i|he|she|we|they|mum|mom|mam|dad|nan|gran|grandad|(my|our) \w+) have (gone for|chosen|picked|opted for)\b|\bwhat (do|would) you recommend\b[^.?!]{0,20}\b(me|my)\b|\bshould my (mum|dad|mother|father|husband|wife|partner|son|daughter)\b[^.?!]{0,30}\b(have|get)\b|\bshould (mum|mom|mam|dad|nan|nana|gran|granny|grandad|grandma|grandpa|(my|our) [\w ]{1,20}?) (have|get|go|go for|go ahead with|do|try|pay|choose|pick)\b[^.?!]{0,50}\bor\b|\bfor (me|him|her|us|my \w+),? (is|it is|its|which is|what is|which one is) (better|best|right)\b|\b(tell|say to) me which (one|operation|option|treatment)\b|\b(tell|say to) me which[\s.!?]*$|\b(tell|say to) me which (one |option |operation |treatment )?(to|i should|we should|he should|she should) (pick|choose|go for|have|do|get)\b|\bwhich (one )?would you (pick|choose|go for|have)\b|\b(pick|choose|decide) (one )?for (me|us|him|her)\b|\byou (decide|choose|pick)( for (me|us|him|her))?[\s.!?]*$|\bwhich (one )?(is )?(better|best|right) for (me|him|her|us)\b|\bwhat(s| is| would be) (the )?(best|right|better|safest)( option| choice| thing| way)? for (me|him|her|us|them|(my|our) (mum|mom|mam|dad|mother|father|husband|wife|partner|son|daughter|nan|gran|grandad|grandma|grandpa))\b`,
    ),
  },
  {
    topic: 'diagnosis',
    pattern: new RegExp(
      String.raw`\bwhat(s| is| (actually|really|exactly) is) (actually |really |exactly )?(wrong|going on|happening|up) with (my|me|his|her|him|it|this|that)\b|\bis (it|that|this) (just )?(my|his|her|mums?|dads?|mams?) (other |good |bad |left |right )?(hip|knee|back)( going| wearing out| arthritis| playing up)?( now| again| too| as well)?\s*(\?|$)|\bhow bad is (my|his|her|mums?|dads?|the) (hip|knee|joint|arthritis|tear|damage)\b|\b(is|does) (this|that|it) mean (that )?(i|he|she|we|my \w+) (need|needs|have to|has to|must)\b|\b(is (it|this|that)|(whether|if) (its|it is|this is|thats|that is)) (my|me|his|her|the|a|an) \w+( (thats|that is|causing|behind) (the |it|this)?\w*)? or (my|me|his|her|the|a|an) \w+\b|\bwhat (have|did) i (done|do) to (my|it)\b|\b(do (i|you think i|you think he|you think she|he|she)|does (he|she|my \w+|(?!(it|this|that|the|surgery|an?|each|every|one|either|anyone|everyone)\b)[a-z]+)) (have|has|got) (a |an |the )?((knee|hip|kneecap) )?(${CONDITIONS}|loose|loosened)|\bor (is it|is that|could it be|might it be) (something|anything) else\b|\b(have i|has (he|she|it|this|that|my \w+|his \w+|her \w+|our \w+))( (definitely|really|actually|properly|completely|fully))? (got(?! to\b)|torn|tore|broken|broke|ruptured|damaged|pulled|fractured|strained|sprained|injured|done(?! (a lot|lots|loads|many|much|hundreds|thousands|these|those|this (op|operation|kind)|it before)\b)|dislocated)\b|\b(has|is) (it|this|that|(my|his|her|the|mums?|dads?)( new| replaced| false)? \w+) (come|coming|gone|going|worked|working) loose\b|\b(if|whether) (it|its|(the|my|his|her|mums?|dads?)( new| replaced| false)? \w+)( has| is| have)? (come|coming|gone|going|worked|working) loose\b|\b(is|are) (the|my|his|her|mums?|dads?)( new)? \w+ (loose|loosened|worn out|failing|failed)\b|\bis (it|this|that) (loose|loosened|failing)\b|\b(is|could|might|may|would) (it|this|that|(my|his|her|their|our) [\w ]{1,25}?) (just |only |simply )?(be )?(a |an |the |my )?([\w-]+ ){0,2}(${CONDITIONS})\b|\b(could|might|may) (it|this|that|my [\w ]{1,25}?) be (coming|caused|due|from)\b|\bsounds? like (a |an |my |i have |ive got )?[\w ]{0,20}\b(${CONDITIONS})|\bwhat do you think (it|this|that) (is|could be|might be)\b|\bwhat (do|would) you (think|reckon|say) (is|it is|its|might be|could be) (wrong|going on|the (problem|matter|cause))\b|\bwhat (could|might) (it|this) be\b|\bdiagnos\w* (me|my|this|it)\b|\bcan you (diagnose|tell me what)\b|\b(tell|say|let me know|let us know)( me| us| him| her)? (if|whether) (its|it is|it has|this is|that is|(my|his|her|their|our|mams?|mums?|dads?|the) (\w+ ){0,4}\w+( is| has| have)?|(i|he|she|we)( have| has| ve| is))( got| been| gone)? (a |an )?(\w+ )?(${CONDITIONS})\b|\bwhat (condition|injury|problem) (do|have|might|could) i\b|\bwhat (condition|injury|problem|it is|is it) (i|he|she|we|my \w+) (have|has|got|ve got)\b(?!( got)? to\b)|\bis (it|this|that) serious\b|\bdo you think (i|it|my)\b|\bdoes (that|this|it) mean (that )?(i|he|she|we|my \w+) (have|has|got|ve got)\b|\b(report|scan|x-?ray|mri|results?|letter) (says|say|said|shows?|showed|mentions?|mentioned)\b[^?!]{0,120}\b(mean|serious|bad|worry|worried|need (surgery|an operation|an op|a replacement|keyhole))\b|\b(my|his|her|the) (mri|scan|x-?ray|blood tests?)( report| results?)?\b[^?!]{0,120}\b(what does (that|this|it) mean|is (that|this|it) (bad|serious))\b|\bwhat does (that|this|it) mean for (me|him|her|us)\b|\bwhats? (i|he|she|we|they|my \w+) (have|has|got)\b(?! to\b)|\bwhat (shes|hes|ive|theyve) got\b|\b(i|he|she|my \w+) (have|has|got) (a |an |the )?(\w+ )?(${CONDITIONS})\b[^.?!]{0,20}\bor not\b`,
    ),
  },
];

const DOMAIN =
  /\b(knee|knees|hip|hips|joint|joints|leg|legs|thigh|shin|calf|bone|bones|cartilage|ligament|menisc\w*|acl|pcl|patell\w*|kneecap\w*|tendon\w*|hamstring\w*|surg\w*|operat\w*|op|replacement|arthr\w*|osteo\w*|physio\w*|pain|injur\w*|sport\w*|recover\w*|rehab\w*|wound|appointment|consult\w*|clinic|hospital|nhs|insur\w*|doctor|treatment|injection|exercise|crutches|brace|scan|mri|x-ray|xray|anaesthetic|fee|fees|cost|book|booking|referral|secretary|miop|guide|walking|swelling|stiff\w*)\b/;

const OFF_TOPIC =
  /\b(weather|forecast|recipes?|cook|cooking|bake|baking|poem|poetry|song|lyrics|jokes?|riddle|horoscope|lottery|bitcoin|crypto\w*|stock market|share price|score|who won|premier league|election|prime minister|president|capital of|homework|essay|translate|javascript|python|programming|movie|film|netflix|tv show|celebrity|hotel|restaurant|pizza|dating|girlfriend|boyfriend|car insurance|mortgage|pet|dog|cat)\b/;
const MANIPULATION =
  /\bignore (all |any |your |the |previous |prior |above )*(instructions|rules|prompt)|\bsystem prompt\b|\bjailbreak|\bpretend (to be|you are)\b|\byou are now\b|\bdeveloper mode\b/;

/**
 * "My knee swelled up and there's a squashy lump at the back of it. What is it?": what a symptom just described is,
 * asked in a sentence of its own (not what a name someone gave it means: "the GP said chondromalacia. What is it?").
 */
const WHAT_IS_IT_AT_END =
  /[.!?,]\s*(so |ok so |any idea )?(what is it|whats it|what is that|whats that|what is this|whats this|what could it be)\s*\??\s*$/;
const NAMED_BY_SOMEONE = /\b(told|diagnosed|called|said|says|mentioned|letter|report|scan|x-?ray|mri)\b/;

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
  if (WHAT_IS_IT_AT_END.test(text) && !NAMED_BY_SOMEONE.test(text) && describesOwnSymptom(message))
    return { kind: 'personal-advice', topic: 'diagnosis' };
  if (MANIPULATION.test(text)) return { kind: 'off-topic' };
  if (HELLO.test(text)) return { kind: 'small-talk', topic: 'hello' };
  if (THANKS.test(text)) return { kind: 'small-talk', topic: 'thanks' };
  if (IDENTITY.test(text)) return { kind: 'small-talk', topic: 'identity' };
  // "She does all the cooking" in a conversation about her new knee is part of the story, not another subject.
  const onOurSubjectBefore = () =>
    history.some((turn) => turn.role === 'user' && DOMAIN.test(readMessage(turn.content)));
  if (OFF_TOPIC.test(text) && !DOMAIN.test(text) && !onOurSubjectBefore()) return { kind: 'off-topic' };
  return { kind: 'ok' };
}
