import type { SourceKey } from './sources';
import type { UrgentHelp, UrgentHelpKey } from './types';

/**
 * The one urgency scale of the site, and the one place a red flag is written. Each flag has its tier, the words a
 * page's urgent-help box shows, the clinical source for the flag and its tier, and the words and phrases that
 * detect it in what a visitor types. The pages' boxes, the PDF guides, the check of every page's prose
 * (lib/red-flags/statements.ts) and the chat's safety screen (lib/chat/safety.ts) all read this file, so a flag
 * added here is shown, checked and detected everywhere, and the type checker refuses a flag without detection.
 *
 * - emergency: call 999 or go to A&E now;
 * - urgent: contact the surgical team the same day, or NHS 111 out of hours.
 *
 * The tiers follow the NHS pages cited; the surgeon can change a tier here, and everything follows.
 */
export type UrgencyTier = 'emergency' | 'urgent';

/** What each tier asks the patient to do. The box adds the 999 / 111 phone links and the practice's numbers. */
export const urgencyTiers = {
  emergency: { label: 'Emergency', action: 'Call 999 or go to A&E now' },
  urgent: { label: 'Urgent', action: 'Contact your surgical team today, or call NHS 111 out of hours' },
} as const satisfies Record<UrgencyTier, { label: string; action: string }>;

/**
 * The words people use for each sign, place and circumstance, in UK patients' own words as well as the NHS's.
 * A phrase is read in a message lowercased, typos corrected and apostrophes dropped ("can't" is "cant"):
 * - words in order, separated by spaces; `a/b/c` is any one of those words; `word*` is any word starting so
 *   ("swell*": swelling, swells, swelled); `{name}` is any phrase of that entry ("{leg} ~ cold");
 * - ` ~ ` is up to four other words between two parts ("my left foot is ice cold"); ` ~~ ` up to ten within
 *   one clause ("the calf on my operated leg is hot", "the foot below where they operated on my knee has gone
 *   cold", not "my calf is fine and my knee is red");
 * - ` | ` separates longer alternatives within a part ("wont go back | hasnt gone back"); a two-word option goes
 *   there, never into a `/` list ("violent, cant stop" in one list reads as "violent or cant", then "stop").
 * `unless`: phrases that, said in the same clause, make it something else ("an ice pack is cold").
 * Words are here because patients say them or a clinical source uses them, never for one test question.
 */
type WordClass = {
  /**
   * `sign`: something wrong with the person, which must be said in the visitor's latest message; `place`: where
   * (a sign on its own only with one), read anywhere in the conversation, asked about or not; `circumstance`: what
   * happened (an operation, a fall), or how a sign came (for years, suddenly, getting better), read anywhere in the
   * conversation, asked about or not; `joining`: words between a sign and its place, used inside other entries'
   * phrases only.
   */
  kind: 'sign' | 'place' | 'circumstance' | 'joining';
  phrases: readonly string[];
  unless?: readonly string[];
};

/** Swelling that comes by the evening and goes by the morning, or with the leg up: expected after an operation. */
const DAILY_SWELLING =
  'evening/evenings/bedtime/overnight | end of the day | goes down | gone down | settles | in the morning | leg up | feet up';

export const vocabulary = {
  // Places
  leg: {
    kind: 'place',
    phrases: [
      'leg/legs/foot/feet/toe/toes/ankle/ankles/shin/shins/calf/calves/thigh/thighs/heel/heels/sole/soles',
      'lower leg',
    ],
  },
  calf: { kind: 'place', phrases: ['calf/calves/thigh/thighs', 'lower leg', 'back of ~ leg/knee', 'behind ~ knee'] },
  'lower-limb-muscle': { kind: 'place', phrases: ['calf/calves/shin/shins/thigh/thighs/leg/legs', 'lower leg'] },
  knee: { kind: 'place', phrases: ['knee/knees/kneecap/kneecaps', 'knee cap/caps'] },
  hip: { kind: 'place', phrases: ['hip/hips/groin'] },
  joint: { kind: 'place', phrases: ['{knee}', '{hip}', 'joint/joints'] },
  kneecap: { kind: 'place', phrases: ['kneecap/kneecaps/patella/patellas', 'knee cap/caps'] },
  wound: {
    kind: 'place',
    phrases: [
      'wound/wounds/scar/scars/incision/incisions/cut/cuts/stitches/stitch/staples/clips/sutures/dressing/dressings/bandage/bandages/pad/pads',
      'op/operation/surgery/drain site',
      'where ~ operated/cut',
      'keyhole holes',
    ],
  },
  'face-or-throat': { kind: 'place', phrases: ['lip/lips/tongue/throat/mouth/face/eyelids'] },
  head: { kind: 'place', phrases: ['head/heads/forehead/skull'] },
  neck: { kind: 'place', phrases: ['neck/necks/spine', 'spinal cord'] },
  'arm-or-hand': {
    kind: 'place',
    phrases: ['arm/arms/forearm/forearms/hand/hands/finger/fingers/fingertips/thumb/thumbs/wrist/wrists/elbow/elbows'],
  },
  // The ankle and foot, where an injury is often a break as well as a sprain (NHS: broken ankle); not the knee or hip
  'ankle-or-foot': {
    kind: 'place',
    phrases: ['ankle/ankles/foot/feet/toe/toes/heel/heels/shin/shins/shinbone/instep'],
  },
  testicle: { kind: 'place', phrases: ['testicle/testicles/testis/testes/scrotum/balls/bollocks/nuts'] },
  medicine: {
    kind: 'place',
    phrases: [
      'tablet*/pill*/medicine*/medication*/meds/capsule*/dose/doses/drug*/patches/sachets',
      'diazepam/zopiclone',
      '{painkillers}',
      '{blood-thinners}',
    ],
  },

  /**
   * Words that join a sign said first to the place it is in: "a hot, swollen knee", "swelling in my left calf",
   * but not "hot and swollen since my hip operation".
   */
  joining: {
    kind: 'joining',
    phrases: [
      ',/and/or/very/really/so/quite/a/bit/little/slightly/more/hot/red/warm/swollen/puffy/painful/sore/tender/inflamed/angry/bruised/tight/hard/stiff/weak/weakness/numb/numbness/tingling/tingly',
      'in/on/around/behind/at/of/down/up/under/across/near/round/over',
      'my/your/his/her/the/their/both/left/right/lower/upper/whole/operated/bad/back/front/side/entire',
    ],
  },

  // Every form of "numb", written out: a wildcard "numb*" would read "number" ("the number for his private secretary")
  numb: { kind: 'joining', phrases: ['numb/numbs/numbed/numbness/numbing/numbish'] },

  // Signs: what is wrong with the person now
  'chest-pain': {
    kind: 'sign',
    phrases: [
      'chest ~ pain*/hurt*/ache*/aching/tight*/pressure/heavy/heaviness/discomfort/crushing/crushed/squeez*/sore/burning/stabbing',
      'pain*/ache/aching/tightness/pressure/heaviness/heavy/discomfort/crushing/weight ~ chest',
      'sharp/stabbing/catch/catching/twinge ~~ chest',
      // NHS heart attack: pressure, heaviness, tightness or squeezing across the chest, in patients' own words
      'heavy/heaviness/pressure/tight/tightness/squeez*/crushing ~~ chest',
      'chest ~~ like ~ sat on | sitting on | elephant | band | vice | weight',
      'elephant/weight/brick/bricks/ton/tonne/someone | something heavy ~ sat/sitting/sits/standing/pressing/pushing ~ on ~ chest',
      'chest ~~ when ~ breathe/breathing/cough*',
      'tight/heavy/painful/sore chest',
      'hurts/pain*/painful/sharp/stabbing ~ breathe/breathing/breath',
      // Pain in the side or back that catches on breathing in (NHS: pulmonary embolism, "chest pain or upper back pain
      // that may be worse when you breathe in")
      'pain*/sharp/stabbing/catch/catching ~ side/ribs/back ~~ breathe/breathing/breath',
    ],
  },
  // A heart attack named: now, unless it is told as history ("had a heart attack five years ago, all settled")
  'heart-attack-named': { kind: 'sign', phrases: ['heart attack'] },
  // Pain that spreads down an arm and into the jaw or neck (NHS: heart attack, "pain that spreads to your arms, jaw,
  // neck, back and stomach"), said without the chest
  'heart-attack-pain': {
    kind: 'sign',
    phrases: ['pain*/ache/aches/aching ~~ arm/arms ~~ jaw/neck', 'pain*/ache/aches/aching ~~ jaw/neck ~~ arm/arms'],
  },
  'past-heart-attack': {
    kind: 'circumstance',
    phrases: [
      'after/since ~ the/his/her/my/a/their ~ heart attack',
      'heart attack ~ year/years/months ~ ago/back',
      'heart attack ~ last year | in the past',
      'year/years/month/months ~ ago ~ heart attack',
    ],
  },
  breathless: {
    kind: 'sign',
    phrases: [
      'breathless*',
      'short/shortness of breath',
      'out of breath',
      // "Having a job to breathe" (northern English and Welsh: struggling to)
      'cant/cannot/couldnt/struggl*/hard/harder/difficult/difficulty/trouble/problem*/unable/fighting/fight/job ~ breathe/breathing/breath',
      'catch/get/getting ~ breath',
      'breathing ~ fast/quick/quickly/rapid/heavy/heavily/hard/laboured/funny/strange/weird/shallow/difficult*/problem*/trouble/issue*/bad/noisy',
      // Breathing very fast, said before the word (NHS: sepsis)
      'fast/quick/rapid ~ breathing',
      'gasp/gasping/gasps/panting',
      'no/not enough air',
      'cant get ~ air',
      'puffed out',
      'out of puff',
      'puffing/panting ~ like/after/walking/just',
      'winded',
      'barely/hardly ~ breathing/breathe/breath',
      'lungs ~ tight/heavy/burning',
      'breathing ~ slow/slowly/snor*/rattly/rattling',
    ],
  },
  'blue-lips': {
    kind: 'sign',
    phrases: ['lips/lip/tongue ~ blue/grey/gray/purple', 'blue/grey/gray/purple ~ lips/lip/tongue'],
  },
  'cough-blood': {
    kind: 'sign',
    phrases: [
      'cough*/hack* ~ blood/bloody/red',
      // The blood named after the cough, in its own clause ("shes coughing and theres a bit of blood in it")
      'cough*/hack* ~ and ~ blood in it',
      'blood* ~ phlegm/spit/sputum/mucus/coughing/cough',
      'spit* | bringing up | brought up ~ blood',
      'pink/red/bloody/streaky | blood stained | blood streaked ~ phlegm/spit/sputum/mucus',
      // Coughed-up blood "may be bright red or pink and frothy" (NHS: coughing up blood)
      'cough*/hack* ~ pink/pinkish',
    ],
  },
  collapse: {
    kind: 'sign',
    phrases: [
      'collaps*',
      'pass/passed/passing/passes out',
      'faint/fainted/fainting/fainty/faints',
      'black/blacked/blacking out',
      'unconscious/unresponsive',
      'wont/cant/cannot/couldnt ~ wake/waking/woken/waken/rouse/roused',
      'hard to wake/rouse',
      'not waking/responding',
      // NHS: someone "not responding to you" (talked to, they do not answer or react properly)
      'not answering/reacting/responding ~ us/me/you/them/properly/anyone/questions',
      'very/really/so/extremely ~ drowsy/sleepy',
      'keeps/keep ~ nodding off | falling asleep | passing out',
      'cant/cannot/couldnt/wont ~ stay awake',
      'hardly/barely ~ wake/awake/rouse/conscious',
      // NHS: someone not responding; "barely responding", "hardly reacting" is responding less than they should
      'hardly/barely | not really ~ responding/responsive/reacting/answering/talking/speaking',
    ],
    // A knee or leg that collapses under someone gives way; "after my hip op I collapsed" is the person. A fear of
    // not waking from an anaesthetic is a worry, not someone who cannot be woken.
    unless: [
      'frightened/scared/afraid/worried/worries/worry/terrified/fear/fears/feared/nervous/petrified/anxious ~ wont/not/never ~ wake/waking',
      // "Barely talking to me since the op" is a mood, not someone who cannot answer
      'barely/hardly | not really ~ talking/speaking ~ to',
      '{joint}/leg/legs collaps*/gave/give/gives/giving/buckl*',
      '{joint}/leg/legs keeps/keep/kept/just/has/had/have/sometimes/suddenly/always/then/can/went/almost/nearly/completely collaps*/gave/give/gives/giving/buckl*',
    ],
  },
  confused: {
    kind: 'sign',
    phrases: [
      'confus*/delirious/delirium/disorientat*/hallucinat*',
      'not making sense',
      'barely/hardly making sense | not making much sense | not really making sense',
      'talking nonsense/rubbish/gibberish/jibberish/daft/gobbledygook',
      'doesnt/didnt/dont/cant ~ know where | recognise | recognize | know what day',
      // Memory lost for the day or the event (NHS head injury: problems with memory, go to A&E)
      'doesnt/didnt/dont/cant/couldnt ~ remember ~ what day | what happened | the match | the game | the accident | the fall',
      'seeing things',
      'not himself/herself/themselves',
      'not with it',
      'muddled',
      'away with the fairies',
      'acting strange*/odd*/weird*/bizarre',
      'out of it',
      'cant think straight',
    ],
    // Confused by what one has read ("more confused than when I started", "confused by all the information"), or a
    // thing that is confusing: not the confusion of an illness ("more confused than usual" is)
    unless: [
      // "Nothing coming out of it" (a wound), "make the most out of it": not someone "out of it"
      'coming/come/came/comes/leaking/leak/oozing/ooze/seeping/draining/pouring/bleeding/most/talked/talk ~ out of it',
      'confused than when ~ i/we ~ started/began',
      'confus* ~ about/by/with/over ~ which/whether/difference/information/info/articles/websites/options/advice/reading/terms/words/jargon/guides/leaflets/letters',
      'it/its/is/are/was/were/all/very/so/really/bit ~ confusing',
    ],
  },
  // The word itself ("I think he's having a stroke"), unless it is a stroke in the past ("stiff after the stroke").
  'stroke-named': { kind: 'sign', phrases: ['stroke'] },
  'past-stroke': {
    kind: 'circumstance',
    phrases: [
      'after/since ~ the/his/her/my/a/their ~ stroke',
      'stroke ~ years/months/weeks ~ ago',
      'stroke ~ last year',
    ],
  },
  'stroke-signs': {
    kind: 'sign',
    phrases: [
      'face ~ droop*/dropp*/dropped/lopsided/fallen/twisted',
      'droop* face/mouth/side',
      'mouth ~ droop*/lopsided',
      'dribbl*/drool* ~~ mouth/side',
      'one side ~ mouth/face ~ droop*/dropped/fallen/dribbl*/drool*',
      'words ~ wrong/jumbled/muddled/garbled/strange/funny/nonsense',
      'cant/couldnt ~ get ~ words out',
      'slurr*',
      'speech ~ slurred/garbled/muddled/strange/funny',
      'cant/cannot ~ speak/talk ~ properly',
      'cant/cannot ~ lift/raise ~ arm/arms',
      'arm ~ gone/going/suddenly ~ weak/numb/dead',
    ],
  },
  seizure: {
    kind: 'sign',
    phrases: [
      'seizure*/convuls*',
      'fitting ~ floor/ground/bed/chair/shaking/jerking',
      'having/had/has ~ fit/fits',
      'fit/fits ~ shaking/jerking/unconscious/unresponsive',
    ],
  },
  fever: {
    kind: 'sign',
    phrases: [
      'fever*/feverish',
      'high/raised/rising/hot/burning/boiling temp*',
      'temp/temperature ~ 37.8/37.9/38*/39*/40*/41*',
      '37.8/37.9/38/38.*/39/39.*/40/40.*/41 temp/temperature',
      'temperature ~ high/up/raised',
      'running/got/have/with/has ~ a temp/temperature',
      // "Been running 38 since last night": running a temperature, said by its reading (not a distance run)
      'running 37.8/37.9/38/38.*/39/39.*/40/40.*',
      'bit of a | slight | little | touch of a ~ temp/temperature/fever',
      '38*/39*/40* degrees',
      'burning up',
      // NHS: a high temperature, or feeling hot and shivery; "fluey", "flu-like" is how many say it
      'fluey/flulike | flu like | got flu',
      // A person felt to be hot, as parents say it of a child ("she's boiling", "he feels roasting")
      'he/she/i/they/old/son/daughter/boy/girl/child/kid/baby/wife/husband/mum/dad is/was/feels/felt/feel/seems/been so/really/very/absolutely? boiling/roasting',
      'hes/shes/im/theyre so/really/very/absolutely? boiling/roasting',
      'hot and cold',
      'cold and hot',
      'hot then cold | cold then hot',
      'burning/boiling hot ~~ freezing/cold/shivering',
      'freezing cold ~~ burning/boiling hot',
      'shiver*/shivery/shakes/chills/rigor/rigors',
      'shaking ~ all over | uncontrollably | cold',
      'sweating ~ shiver* | cold | all night',
    ],
    unless: ['running 3*/4* miles/mile/km/kilometres/laps/minutes/mins'],
  },
  'very-unwell': {
    kind: 'sign',
    phrases: [
      'feel*/felt/look*/seem* ~ unwell/ill/poorly/rough/awful/terrible/dreadful/horrendous/wretched',
      'feel*/felt/look*/seem* ~ off colour | off color | under the weather | out of sorts',
      'is/am/im/hes/shes ~ unwell/ill/poorly',
      'feel*/look* ~ really/very/so bad',
      'like death',
      'going to die',
      'worst ~ ever felt',
      'something ~ seriously/really/very wrong',
      // Getting worse by the hour, as a whole person ("he seems to be going downhill fast")
      'going/gone/went ~ downhill',
    ],
  },
  // Floppy, very drowsy or hard to wake: with a temperature, a sign of sepsis, above all in a child (NHS: sepsis)
  'floppy-or-drowsy': {
    kind: 'sign',
    phrases: [
      'floppy',
      'very/really/so ~ drowsy/sleepy',
      'hard/difficult/cant/cannot ~ to wake | wake him | wake her | wake them',
      'cant/cannot/couldnt ~ keep ~ eyes open',
      'unresponsive',
      'not responding',
    ],
  },
  'mottled-skin': {
    kind: 'sign',
    phrases: [
      'skin ~ mottled/blotchy/blue/grey/gray/ashen/clammy',
      'mottled/blotchy/ashen/clammy ~ skin',
      // Said of the person ("my daughter says I look mottled")
      'look/looks/looking/looked/gone/going/turned/went/am/is/are/was/were/im/hes/shes/theyre ~ mottled/blotchy',
      'rash ~ doesnt/wont/dont ~ fade',
      'gone/going/turned ~ grey/gray/ashen',
      // Grey or pale and clammy, said of the person (NHS sepsis: blue, grey, pale or blotchy skin)
      'grey/gray/pale/ashen ~ clammy',
      'clammy ~ grey/gray/pale/ashen',
      // NHS sepsis: "pale skin", said of the person ("very pale and floppy")
      'very/really/so/deathly/ghostly ~ pale',
    ],
  },
  // A deep cut: a gash, or one you can see bone, metal or something white in (NHS: cuts and grazes, go to A&E).
  'deep-wound': {
    kind: 'sign',
    phrases: [
      'gash/gashed/laceration',
      'deep ~ cut/wound/hole',
      // A wound "split wide open" gapes (NHS: a gaping wound)
      'wide open | wide apart | gaping open | right open',
      'can/could/i/you ~ see ~ bone/metal/white/tendon/implant/inside/fat',
      'bone/metal/implant ~ showing/visible | sticking out',
      // Something seen under a wound that has opened ("I think I can see something underneath it")
      'see ~ something ~ underneath/beneath/under/inside/shiny/metal/metallic/white',
    ],
    unless: ['white ~ stitch*/strip*/steri*/dressing/plaster/cream/dots/head/heads/pus'],
  },
  'heavy-bleeding': {
    kind: 'sign',
    phrases: [
      'bleed*/blood ~ heavily/lot/lots/loads/badly/profusely/everywhere/through/pouring/gushing/spurting/dripping/pumping/pissing/flooding',
      'bleed*/blood ~ wont/doesnt/hasnt/isnt/not/cant/cannot ~ stop*',
      'wont/cant/cannot/couldnt ~ stop ~ bleed*/blood',
      'lots/loads/lot/pool/puddle/pools of blood',
      'soak* ~ blood',
      'pouring/gushing/spurting/pumping/streaming ~ blood',
      'blood soaked',
      '{wound} ~ full of blood | full with blood | covered in blood | red through',
      // A dressing that keeps filling or soaking through, the blood unnamed (NHS: blood soaking through a dressing)
      '{wound} ~ keeps/keep/kept ~ filling/soaking/leaking | filling up',
      'pouring/gushing/soaking/soaked/streaming ~ through',
      'changed/change/changing ~ times ~ hour | every hour | every few minutes',
      'heavy/heavily/severe/uncontrolled/massive ~ bleed*',
    ],
  },
  'bone-showing': {
    kind: 'sign',
    // Metal of a new joint or a fixation showing through a wound that opened is exposed as a bone is (A&E).
    phrases: [
      'bone/metal/implant/metalwork ~ sticking/poking/coming/showing/visible/through',
      'can/could see ~ bone/metal/implant/metalwork',
      'open fracture',
    ],
  },
  misshapen: {
    kind: 'sign',
    phrases: [
      'deformed/deformity/misshapen/wonky',
      'wrong/funny/odd/weird/strange | a funny | an odd | a weird | a strange ~ shape',
      'odd/strange/funny/weird/awkward/unnatural/horrible/bad angle',
      'pointing/facing/bent/twisted ~ wrong way',
      'pointing/facing/bent/twisted ~ funny/odd/weird/strange ~ way/angle',
      'out of shape',
      'looks/look/looking all/completely/totally wrong',
      'look/looks/looked ~ broken',
      'look/looks/looked ~ bent/crooked/twisted',
      'bent ~ sideways',
      // A long bone bent along its length: "his thigh is bent in the middle" (NHS: broken leg, odd angle)
      'bent ~ in the middle | in middle | halfway down | halfway up | in half',
      'bent/twisted funny/weird/wrong/odd',
    ],
  },
  'leg-misshapen': {
    kind: 'sign',
    phrases: ['{leg} ~ {misshapen}', '{misshapen} {joining}? {joining}? {joining}? {joining}? {leg}'],
  },
  'knee-misshapen': {
    kind: 'sign',
    phrases: ['{knee} ~ {misshapen}', '{misshapen} {joining}? {joining}? {joining}? {joining}? {knee}'],
  },
  // A shape said of "it" ("her knee went the wrong way, it looks all out of shape"): the knee's when one is named
  'it-misshapen': { kind: 'sign', phrases: ['it/its ~ {misshapen}'] },
  'joint-out': {
    kind: 'sign',
    phrases: [
      'dislocat*',
      'out of ~ socket/joint/place/position',
      '{joint}/ball ~ pop/popped/pops/popping/came/come/comes/coming/gone/slipped/slips/jumped/clicked ~ out',
    ],
    // A dislocation named as when something began ("clicks since the dislocation", "what physio after my kneecap came
    // out"): a past one, which has its own flag when said as such ("it went back in by itself")
    unless: [
      'since/after/following the/my/his/her/that/their dislocation',
      'after/following my/his/her/the/their {joint} ~ popped/came/went/slipped ~ out',
      // Preventing it ("how do I stop the new hip coming out of the socket"), not its happening, and its name
      'stop/stops/prevent/prevents/avoid ~~ coming/going/popping/slipping/dislocating',
      'dislocat* ~ they/he/she/doctor/doctors/surgeon/nurse ~ called/call/calls/said',
      // What a joint can do ("heard her new hip can pop out"), not what it did
      '{joint}/it ~ can/could/might/may ~ pop/come/slip/go/dislocate',
    ],
  },
  // A replaced joint that feels unstable or wrong, or went "clunk" and hurts more since: it may have partly come out
  // of place (NHS: hip and knee replacement recovery, contact the team if the joint feels unstable).
  'joint-unstable': {
    kind: 'sign',
    phrases: [
      'feels/feel/felt/feeling ~ unstable/wobbly/loose/wrong | not right | out of place',
      'feels/feel/felt/feeling ~ like ~ slipping/slip | coming out',
      // "Felt it go", "feels like it went": a joint that gave or slipped
      'felt/feel/feels ~ it ~ go/went/gone',
      'feels/feel/felt/feeling ~ like ~ it ~ went/gone',
      // About to give: "feels like it's going to give way"
      'feels/feel/felt/feeling ~ like ~ going to give | gonna give | about to give | going to go',
      // "clunked" written out as well, so the speller keeps it rather than reading it as "clicked" (a joint out)
      'clunk*/clunked/clonk*/thunk ~~ pain*/hurt*/hurts/sore/worse/agony',
      'pain*/hurt*/hurts/sore/worse ~~ clunk*/clonk*/thunk',
      'click*/clunk*/clonk*/thunk ~~ hurting/painful/sore ~ a lot more | much more | far more',
      // Clicking "and now it hurts to walk on": new pain with it
      'click*/clunk*/clonk*/thunk ~~ now ~ hurts/hurting/aches/aching/painful/sore',
      // Clicking that has started, with pain it did not have before ("started clicking and really hurts today")
      'started/starting/begun/began ~ click*/clunk*/clonk* ~~ hurts/hurting/aches/aching/painful/sore',
      'click*/clunk*/clonk*/thunk ~~ hurts/hurting/painful/sore ~~ today | didnt before | did not before | never did before',
      'clunk*/clonk*/thunk ~~ odd/weird/strange/funny/wrong',
      'nearly/almost ~ popped/came/come/coming/slipped/went ~ out',
      'went pop | popped | gone pop ~~ pain*/hurt*/hurts/sore/worse/agony',
      // Felt to go out and come back ("clunked like it went out and back in"): partly out of place, now back
      'like ~ went/came/popped/slipped/gone ~ out',
      'out and back | out then back',
    ],
  },
  'kneecap-out': {
    kind: 'sign',
    phrases: [
      '{kneecap} ~ out of place/position',
      // "Her kneecap went out at netball": said of a kneecap, going out is its dislocation (a knee that "went out"
      // may only have given way)
      '{kneecap} ~ went ~ out',
      '{kneecap} ~ sideways/moved/slipped/shifted/dislocat*/popped | to the side | round the side | around the side | on the side | stuck out | sitting out | wont go back | hasnt gone back | not gone back',
      'dislocat*/popped ~ {kneecap}',
      // "His kneecap is out again": out of its groove now
      '{kneecap} is/was out | {kneecap} is/was still/now out',
    ],
    // A kneecap that went back by itself is kneecap-back (urgent), not one out of place now
    unless: ['back in | went back | gone back | popped back | slipped back | came back | out and back'],
  },
  'kneecap-back': {
    kind: 'sign',
    phrases: [
      '{kneecap} ~ out and back | out then back | back in | went back | popped back | slipped back | gone back',
      // "come out when he play, it go back": the present tense, as English as a second language may write it
      '{kneecap} ~~ go back | goes back | pop back | pops back | slip back | slips back',
      '{kneecap} ~ popped/slipped/went/came/dislocated ~ out ~~ back',
    ],
    unless: ['wont/cant/cannot/not/hasnt/havent/didnt/wouldnt/couldnt ~ go/gone/come/pop/popped ~ back', 'still out'],
  },
  // A leg that cannot be lifted straight, or a gap above or below the kneecap, after a fall: the tendon that
  // straightens the knee may be torn (NICE CKS: knee pain, assessment)
  'cant-lift-leg-straight': {
    kind: 'sign',
    phrases: ['cant/cannot/couldnt/unable | not able ~ lift ~ leg/legs/it ~ straight/up'],
  },
  'kneecap-gap': { kind: 'sign', phrases: ['dip/gap ~ above/below ~ {kneecap}'] },
  // A knee that "went out" may only have given way; said with going back in ("went out again and popped back in"), it
  // was out of place
  'knee-went-out': { kind: 'sign', phrases: ['{knee} ~ went/gone/goes/go ~ out'] },
  // Back in place, said of whatever came out ("and went back in by itself")
  'went-back-in': {
    kind: 'sign',
    phrases: [
      'went/gone/go/goes/popped/pop/pops/slipped/slip/slips/clicked/moved/put ~ back in | back into place | back into position | back by itself | back on its own',
    ],
    // "popped out and won't go back in": the gap of a phrase can hold its denial
    unless: [
      'wont/cant/cannot/not/hasnt/havent/didnt/wouldnt/couldnt ~ go/gone/come/pop/popped/move/moved/slip ~ back',
    ],
  },
  'cant-bear-weight': {
    kind: 'sign',
    phrases: [
      'cant/cannot/couldnt/unable/wont/impossible | not able ~ stand/walk/weight/weightbear*/step/bear/stood',
      'barely/hardly ~ stand/walk/weightbear*/step | weight bear | bear weight | put weight | take weight',
      'cant/cannot/couldnt/unable ~ get up',
      'cant/cannot/couldnt/unable ~ get off ~ floor/ground',
      'cant/cannot/couldnt/unable/wont ~ put ~ foot/leg down',
      'crawl/crawling/crawled/hopping',
      'cant/cannot/couldnt/unable ~ move it at all | move them at all',
      '{leg} ~ wont/cant/cannot/couldnt | will not ~ move ~ at all',
      'collapses when ~ stand*',
    ],
    unless: [
      'walk/walking ~ far/long/distance/distances/much/properly/yet/without/stairs/upstairs/normally/anymore/very',
    ],
  },
  'leg-short-turned': {
    kind: 'sign',
    phrases: [
      '{leg} ~ shorter/rotated',
      'looks/look/looking/seems/gone ~ shorter | turned out',
      '{leg} ~ turned/twisted/rolled/pointing/sticking/flopped ~ out/outward/outwards/sideways/inwards',
      '{leg} ~ turned/rolled/pointing/flopped ~ in/inward',
      // "Leg's all twisted" after a new hip went pop: turned, with no direction said
      '{leg} ~ all ~ twisted/turned | twisted round | turned round',
    ],
  },
  'limb-cold-pale': {
    kind: 'sign',
    phrases: [
      '{leg} ~~ ice/cold/freezing/pale/white/blue/grey/gray/purple/mottled/waxy/colourless/blotchy/bluish/blueish/greyish/purplish/whitish',
      'ice/cold/freezing/pale/white/blue/grey/gray/purple/mottled/waxy/bluish/blueish/greyish/purplish/whitish {joining}? {joining}? {joining}? {joining}? {leg}',
      '{leg} ~ no/lost ~ colour/color',
      '{leg} ~ funny/strange/odd ~ colour/color',
      // No pulse to feel in the foot (NHS: a pale, pulseless, painful limb is an emergency)
      '{leg} ~ no/lost/without ~ pulse',
      'no/cant/cannot/couldnt ~ feel/find ~ pulse ~ {leg}',
    ],
    unless: [
      'ice/cold/cool ~ pack/packs/compress/therapy/water/weather/machine/cuff/spray/bath/shower/floor/tiles',
      'cryo*',
      // Bruising's colours ("purple and yellow"), said with or without the word
      'bruis*',
      'yellow',
      'stocking*/socks/sock/tights/teds',
      'always ~ cold',
    ],
  },
  'cant-feel-move-limb': {
    kind: 'sign',
    phrases: [
      'cant/cannot/couldnt/unable | not able ~ feel/move/wiggle/wriggle ~ {leg}',
      'no feeling/sensation/movement ~ {leg}',
      'lost ~ feeling ~ {leg}',
      '{leg} ~ lifeless/paralys*/paralyzed',
      '{leg} ~ cant/cannot ~ feel/move ~ it/them',
    ],
    // Stiffness, not paralysis: "can't bend it much yet", "can't move it very far" (not "can't feel it properly")
    unless: ['move/moving/bend/bending/lift/lifting ~ much/yet/far | very well | very far | that well | that far'],
  },
  'numb-limb': {
    kind: 'sign',
    phrases: [
      '{leg} ~ {numb}/tingl*',
      '{numb}/tingl* {joining}? {joining}? {joining}? {joining}? {leg}',
      // Where on the part: "numb on top of his foot", "tingling on the bottom of her foot"
      '{numb}/tingl* ~ top/bottom/sole/ball/outside/inside/side/edge of ~ {leg}',
      'pins and needles',
    ],
    unless: [
      'patch/patches/skin/scar/scars/incision/wound/area ~ {numb}',
      '{numb} ~ patch/patches/skin/scar/wound/incision/area',
      // The side of the knee, hip or thigh beside the cut, which is often numb after an operation; not the side of a
      // foot ("numb down the outside of his foot")
      'outside/side/front/edge ~ of ~ {knee}/{hip}/thigh/scar/wound ~ {numb}',
      '{numb} ~ outside/side/front/edge ~ of ~ {knee}/{hip}/thigh/scar/wound',
      // Said of the hands or arms, pins and needles are not the leg's (limbs-numb-weak)
      'pins and needles ~ {arm-or-hand}',
      '{arm-or-hand} ~ pins and needles',
    ],
  },
  'foot-drop': {
    kind: 'sign',
    phrases: [
      'cant/cannot/couldnt/unable/struggl* | not able ~ lift/raise | pull up ~ foot/feet/toes',
      'foot/feet/toes ~ drag*/flop*/floppy/slap*/catch*/scuff*',
      'drag*/dragging/scuffing ~ foot/feet/toes',
      'foot/feet ~ cant/cannot/unable ~ lift/raise',
      'drop foot',
      'foot drop',
    ],
  },
  'leg-weak': {
    kind: 'sign',
    phrases: [
      '{leg} ~ suddenly/sudden/gone/new ~ weak/weakness',
      'sudden* ~ weak* ~ {leg}',
      '{leg} ~ floppy/paralys*',
      '{leg} ~ giving out',
    ],
  },
  'calf-symptom': {
    kind: 'sign',
    phrases: [
      // "Bigger", "fatter", "puffier than the other one": one calf swollen beside the other (NHS: DVT)
      '{calf} ~~ swollen/swelling/swelled/swell*/puffy/hot/warm/red/redness/painful/pain*/sore/tender/throb*/hard/tight/ache*/aching/achy/lump/cramp*/heavy/burning/hurts/hurting/bigger/fatter/puffier/thicker/larger',
      'swollen/swelling/hot/warm/red/painful/sore/tender/throbbing/hard/tight/aching/achy/cramp*/pain*/lump {joining}? {joining}? {joining}? {joining}? {calf}',
    ],
  },
  'leg-swollen-inflamed': {
    kind: 'sign',
    phrases: [
      '{leg} ~ swollen/swelling/swelled/puffy ~ red/hot/warm/painful/tender/hard/sore/throbbing/darker/dark/tight',
      '{leg} ~ red/hot/warm/painful/tender/hard/sore ~ swollen/swelling/swelled/puffy',
      'red/hot/warm/painful/tender/sore {joining}? {joining}? {joining}? {joining}? {leg}',
      '{leg} ~ twice/double ~ size',
      // Swelling of a whole leg, or up to the thigh or groin (NHS: deep vein thrombosis)
      'whole/entire/full ~ {leg} ~ swollen/swelling/swelled/puffy',
      'swollen/swelling/swelled/puffy ~ up to ~ thigh/thighs/groin/hip/top',
      'veins ~ hard/sore/swollen/bulging',
    ],
  },
  // A swollen leg or ankle, said with nothing else (NHS: deep vein thrombosis, swelling in one leg); not swelling that
  // comes by the evening and goes down overnight or with the leg up, which is expected for weeks after an operation.
  'leg-swollen': {
    kind: 'sign',
    phrases: ['swollen/puffy {joining}? {joining}? {joining}? {joining}? {leg}'],
    unless: [DAILY_SWELLING],
  },
  // A leg swelling more day by day (NHS: deep vein thrombosis, swelling in one leg), not day after day
  'leg-swelling-growing': {
    kind: 'sign',
    phrases: [
      '{leg} ~~ more/bigger/worse ~ swollen/swelling/swelled/puffy',
      '{leg} ~~ swollen/swelling/swelled/puffy ~ more/worse/bigger ~ than/each/every/by',
      '{leg} ~~ swelling ~ getting/got/gets/grown/growing/spreading/spread ~ worse/bigger/up/down',
      // Swelling new today, or more than the day before in other words
      '{leg} ~~ swollen/swelling/swelled/puffy ~ compared to/with',
      '{leg} ~~ swollen/swelling/swelled/puffed ~ since this morning | since this afternoon | since last night',
    ],
    unless: [DAILY_SWELLING],
  },
  // Skin that has turned red and hot, or redness that spreads, away from a wound (NHS: cellulitis)
  'skin-red-spreading': {
    kind: 'sign',
    phrases: [
      'red/redness/pink/patch/rash ~~ spreading/spreads/spread/growing | getting bigger',
      'red hot | hot red | red and hot | hot and red ~ patch/patches/area/skin',
    ],
  },
  'clot-worry': {
    kind: 'sign',
    phrases: [
      'think*/suspect*/sure | could be | might be | may be | must be | worried it | scared it ~ clot/clots/dvt/thrombosis',
      'is it/this/that ~ clot/dvt/thrombosis',
      'got/have/has/had/diagnosed ~ clot/dvt/thrombosis',
      'sounds/looks/feels like ~ clot/dvt',
    ],
    unless: ['getting/get/prevent*/avoid*/risk/risks/chance*/stockings/flight/flying/fly/injections/tablets'],
  },
  'lung-clot-worry': { kind: 'sign', phrases: ['clot ~ lung/lungs/chest', 'pulmonary embolism', 'embolism'] },
  'limb-tense': {
    kind: 'sign',
    phrases: [
      '{lower-limb-muscle} ~ rock/solid/bursting/tense/rigid/drum/shiny',
      '{lower-limb-muscle} ~ hard as',
      '{lower-limb-muscle} ~~ like ~ wood/rock/stone/board',
      'rock hard/solid ~ {lower-limb-muscle}',
    ],
  },
  // A muscle that feels tight or full: with pain beyond what painkillers or the injury explain, or on moving the
  // toes, the NHS's description of compartment syndrome (on its own, a tight calf after running is common).
  'limb-tight': {
    kind: 'sign',
    phrases: [
      // Swollen skin stretched tight and shiny (NHS: compartment syndrome)
      'skin ~ tight/shiny/stretched',
      '{lower-limb-muscle} ~~ tight/tighter/tightness/tightening/full/fuller',
      'tight/tightness ~ {lower-limb-muscle}',
      'it/its ~ tight/tighter | tight as a drum',
      'tighter and tighter',
    ],
  },
  // A cast or splint that no longer fits, or with a sore or an infection under it (a smell, something leaking
  // through, a burning spot): the fracture clinic sees it the same day (NICE NG38, information for people with a
  // cast). With severe pain it is compartment syndrome (in-cast below).
  'cast-problem': {
    kind: 'sign',
    phrases: [
      'cast/plaster/pot/splint/backslab ~~ tight/tighter/digging/cutting/rubbing/pressing/squeezing/crushing',
      'tight/tighter/digging/cutting/rubbing/pressing/squeezing ~~ cast/plaster/pot/splint/backslab',
      'cast/plaster/pot/splint/backslab ~~ smell*/stink*/pong*/whiff/reek*/leak*/ooz*/seep*/burning/stained',
      'smell*/stink*/pong/whiff/leak*/ooz*/seep*/burning ~~ cast/plaster/pot/splint/backslab',
    ],
  },
  'severe-pain': {
    kind: 'sign',
    phrases: [
      'agony/agonising/agonizing/excruciating/unbearable/unbearably/intolerable',
      // Said of pain, not of how a bruise or a wound looks ("the bruise looks horrendous")
      'its horrendous/horrific | it is horrendous/horrific',
      'screaming/crying/sobbing/tears ~ pain/agony',
      'worst pain | worst ever | worst ive ever | worst i have ever',
      'pain*/hurt*/hurting ~ so/really/very/extremely/incredibly/absolutely ~ bad/severe/intense/awful/terrible/horrible',
      'pain*/hurt*/hurting ~ severe/intense/extreme/terrible/horrible/horrendous/horrific/awful/crazy/insane/ridiculous/unreal | off the scale | through the roof | out of control',
      'severe/intense/extreme/terrible/horrible/horrendous/horrific/awful/crippling/shocking/unreal {joining}? {joining}? {knee}/{hip}/{leg}? pain/pains/ache',
      'cant/cannot/couldnt ~ cope/bear/stand/take ~ pain',
      // "The pain is too much", "too much pain to sleep"
      'pain/pains ~ too much | too bad | too severe | too strong',
      'too much pain',
      'cant/cannot/couldnt ~ move ~ for/with ~ pain/agony',
      '9/10 10 | 9/10 out of 10 | ten out of ten',
      'pain* ~ worse than ~ should/expected/normal',
      'pain ~ suddenly/sudden ~ worse',
    ],
    // Pain that the stairs bring on is the everyday pain of a worn joint, not pain beyond control
    unless: ['going/walking/climbing/go/walk/climb ~ up/down ~ stairs', 'on the stairs'],
  },
  // Pain worse when the muscles are stretched by moving the toes or foot: the sign of compartment syndrome (NHS)
  'pain-on-stretch': {
    kind: 'sign',
    phrases: [
      'agony/agonising/pain/painful/hurts/hurting/kills/killing/worse/scream*/cries/crying/yell*/unbearable ~ move/moves/moving/moved/wiggle/wiggles/wiggling/bend/bends/bending/lift/lifts/lifting/touch/touches/touching/stretch/stretches/stretching ~ toes/toe/foot/ankle',
      // The pain named after the move ("moving his toes makes it worse")
      'move/moves/moving/moved/wiggle/wiggles/wiggling/bend/bends/bending/stretch/stretches/stretching ~ toes/toe/foot/ankle ~ worse/agony/agonising/unbearable/scream*',
      'move/moves/moving/moved/wiggle/wiggles/wiggling/bend/bends/bending/lift/lifts/lifting/touch/touches/touching ~ toes/toe/foot/ankle ~ agony/agonising/pain/painful/hurts/hurt/scream*/cry/cries/crying/yell*/unbearable',
    ],
  },
  'painkillers-fail': {
    kind: 'sign',
    phrases: [
      '{medicine} | strong ones ~~ not/arent/isnt/dont/doesnt/didnt/havent/hasnt/barely/hardly | no longer ~ work*/help*/touch*/do/doing/any/effect/making/shift*/control*/hold*/scratch*/dent',
      '{medicine} ~ useless/nothing',
      // "Way worse than the pain meds can touch"
      'worse than ~ {medicine} ~ can/could/will ~ touch/help/manage/control/shift',
      // "Way beyond what painkillers touch", "the tablets can't touch it"
      'beyond ~ {medicine}',
      '{medicine} ~ cant/cannot/wont/dont/doesnt ~ touch/shift/help/control',
      'nothing ~ help*/work*/touch*/shift*/control* ~ pain',
      'pain ~ not/isnt/hasnt ~ controlled/helped/relieved/shifting/touched/budging',
      'even ~ with/on/after ~ {medicine}',
      // "Even taking everything I've been given": all the medicine prescribed, unnamed
      'even/despite ~ taking/having/with/on ~ everything/all ~ given/prescribed/gave',
      'despite ~ {medicine}',
      'maximum/max/full dose ~ {medicine}',
    ],
  },
  // Pain or swelling after an operation that grows instead of settling (NICE NG180: what to look out for at home)
  // What the UK Sepsis Trust lists for adults: shivering that cannot be stopped, a feeling of going to die
  'extreme-shivering': {
    kind: 'sign',
    phrases: [
      'uncontrollabl*/uncontrolled/violent*/extreme | cant stop ~ shiver*/shaking/shakes',
      'shiver*/shaking/shakes ~ uncontrollabl*/violent* | cant stop | wont stop',
      'teeth ~ chattering',
      // Rigors: shaking with chills, more than feeling shivery (UK Sepsis Trust: extreme shivering)
      'rigor/rigors',
      'shaking/shakes ~ with ~ chills',
      'shaking and shivering | shivering and shaking',
    ],
  },
  'feels-like-dying': {
    kind: 'sign',
    phrases: ['feel*/felt ~ like ~ dying/die', 'im dying | going to die | gonna die | might die | impending doom'],
  },
  'skin-rash': { kind: 'sign', phrases: ['rash/rashes/hives/welts | itchy skin | blotchy skin'] },
  // A rash that does not fade when a glass is pressed or rolled on it (NHS: sepsis, the same as meningitis)
  'rash-not-fading': {
    kind: 'sign',
    phrases: [
      'rash/spots/blotches ~~ doesnt/dont/wont/didnt/isnt/not ~ fade/fading/go/going/disappear*/blanch* ~~ glass',
      'rash/spots/blotches ~~ doesnt/dont/wont/didnt/isnt/not ~ fade/fading/blanch*',
      'glass ~~ rash/spots/blotches ~~ still there | didnt/doesnt/dont/wont/not ~ fade/go/disappear*',
      'non blanching | nonblanching',
    ],
  },
  // A medicine begun lately, read anywhere in the conversation (NHS: drug allergy)
  'started-medicine': {
    kind: 'circumstance',
    phrases: ['started/starting/began/begun/new | course of ~ {medicine}/antibiotic*/tablets'],
  },
  limp: {
    kind: 'sign',
    phrases: ['limp/limps/limping/limped/hobbling/hobbles/hobbled'],
    // A limp that comes and goes ("limps sometimes when she's tired") is not a child who has started limping
    unless: [
      'limp/limps/limping ~ sometimes/occasionally | now and then | on and off | off and on',
      'sometimes/occasionally ~ limp/limps/limping',
    ],
  },
  // A snap at the back of the ankle, as if kicked, and no push-off (NHS: Achilles tendon rupture)
  'achilles-signs': {
    kind: 'sign',
    phrases: [
      'kicked/hit/shot ~ back of ~ heel/ankle/calf/leg',
      'cant/cannot/couldnt/unable | not able ~ tiptoe/tiptoes | tip toe | tip toes | on my toes | on his toes | on her toes',
      'snap*/pop*/crack* ~~ achilles',
      'achilles ~~ snap*/pop*/ruptur*/torn/tore/gone',
    ],
  },
  // A blood sugar reading that is high, in the person's own words (NHS: high blood sugar (hyperglycaemia))
  'high-blood-sugar': {
    kind: 'sign',
    phrases: [
      'sugar/sugars/glucose/bm/bms ~ high/higher/rising/climbing/20s | through the roof | wont come down | not coming down',
      'sugar/sugars/glucose/bm/bms/readings ~ over/above/been/was/were/is/are/at/of/around/about/now/hit/hitting/reached/reading/running 1*/2*/3*',
      'high ~ sugar/sugars/glucose/bm/bms',
      'hyperglycaemia/hyperglycemia',
    ],
  },
  // Skin that blisters or peels, or sores in the mouth or eyes (NHS: Stevens-Johnson syndrome)
  // Skin turning purple or black: with spreading redness, an infection of the deeper tissues (NHS: necrotising
  // fasciitis)
  'skin-dusky': {
    kind: 'sign',
    phrases: [
      'skin ~ purple/purplish/black/blackish/dusky/darkening/dark/darker',
      'going/gone/turned/turning/goes ~ purple/purplish/black/dusky',
    ],
    // A bruise turning purple, black or yellow is how a bruise heals
    unless: ['bruise/bruises/bruising/bruised'],
  },
  'skin-blistering': {
    kind: 'sign',
    phrases: [
      'blister*/peeling/peel/peels ~~ rash/skin',
      'skin ~~ blister*',
      'rash ~~ blister*/peel*',
      'sores/blisters/ulcers ~ in/on/around ~ mouth/lips/eyes/eye',
    ],
    unless: ['dressing/plaster/shoe/shoes/heel/heels/foot/feet/toe/toes/crutches'],
  },
  // Bleeding pressed on, and not stopping, each said in a clause of its own ("its bleeding, I pressed on it ten minutes
  // and it wont stop"): the NHS's test of heavy bleeding
  'bleeding-said': { kind: 'sign', phrases: ['bleed*/blood'] },
  'pressed-on': {
    kind: 'sign',
    phrases: [
      'pressed/pressing/press/pressure/held/holding ~ on/it/down/towel/cloth/pad/dressing',
      'pressed ~ minutes/mins',
    ],
  },
  'not-stopping': {
    kind: 'sign',
    phrases: [
      'it/its/blood/bleeding ~ wont/doesnt/hasnt/isnt/cant/cannot/not ~ stop/stopping/stopped',
      'still bleeding | still going',
    ],
  },
  // Bleeding that is not heavy, on blood-thinning medicine (NHS: anticoagulant medicines)
  'minor-bleeding': {
    kind: 'sign',
    phrases: [
      'gums ~ bleed*',
      'bleed* ~ gums',
      'nosebleed*/nosebleeds | nose bleed | nose bleeds | nose bleeding',
      // "My wee has gone pinkish"
      'pee/wee/urine ~ pink*/red/reddish/blood*',
      'pink*/red/reddish/blood*/bloody ~ pee/wee/urine',
      'bruis* ~ easily/everywhere | all over',
    ],
  },
  // A replaced joint that went "clunk", and pain that has grown, said anywhere in the message: together, the NHS's
  // sign that a new joint may have partly come out of place ("it clunked getting out of the car, it hurts more now").
  'joint-clunked': {
    kind: 'sign',
    // Not a click alone, which a new joint often makes: one that felt wrong ("clicked funny when i bent down")
    phrases: [
      'clunk/clunks/clunked/clunking/clonk/clonked/thunk',
      'click/clicked/clicking ~ funny/wrong/weird/odd/strange',
    ],
  },
  // A clunk that happened, once ("it clunked"), not one a joint makes now and then ("it clunks sometimes")
  'joint-went-clunk': {
    kind: 'sign',
    phrases: ['clunked/clonked | went clunk | gave a clunk | felt a clunk | heard a clunk'],
  },
  'hurts-more': {
    kind: 'sign',
    phrases: [
      'hurts/hurting/aches/aching/sore/painful ~ more | worse | a lot more | much more | far more',
      'more/worse pain | more painful | more sore',
      // Pain that came with it: "clunked ... and now it hurts to walk"
      'now ~ it ~ hurts/hurting/aches/aching/painful/sore',
      '{getting-worse}',
    ],
  },
  'getting-worse': {
    kind: 'sign',
    phrases: [
      'getting/got/gone/grown/growing/becoming ~ worse/bigger',
      'getting/got/gone/grown/growing/becoming ~ more ~ swollen/painful/sore',
      'worse and worse | worse not better | worse instead of better | more not less | worse again',
      // "Much worse than before", "a lot worse than yesterday"
      'worse than ~ before/yesterday/earlier | it was | last week | this morning',
      // "more painful not less", "more swollen, not less"
      'more ~ not less',
      // Getting better and then worse: a turn after recovery had started
      'was/were/been/had ~ better/improving/settling/easing but/until/then/now ~~ worse/worsening/worsened',
      // "was settling after the op but since day 5 the swelling has gone up"
      'was/were/been/had ~ better/improving/settling/settled/easing ~ but/until/then/now ~~ worse/worsening/worsened/bigger/hotter/warmer/redder',
      // A sign come back after recovery had started: "was getting better but now its swelling up again"
      'was/were/been/had ~ better/improving/settling/settled/easing ~ but/until/then/now ~~ swell*/swollen/puffy/hot/red/sore/painful/hurting ~ again',
      'getting/got/gone/grown/growing/becoming ~ hotter/warmer/redder',
      // Not "more painful than before" alone: a fall onto a new joint is said so, and has its own flag
      'more swollen/red/hot ~ than before | than it was | than yesterday',
      'worse ~ every/each ~ day',
      'more and more | much more | far more | even more | lot more ~ swollen/painful/sore',
    ],
  },
  // A change that came suddenly, or after the person had been well: unlike "since the operation", which says how a
  // sign began, this says it is new to someone who had recovered ("the new knee was fine but now it has got hot").
  // A sign, so that a page's sentence names it too ("a new joint that suddenly becomes hot").
  'sudden-change': {
    kind: 'sign',
    phrases: [
      // Not "overnight", which swelling that goes down also does
      'sudden* | out of the blue | all of a sudden | out of nowhere',
      'was/were/been/had ~ fine/great/good/ok/okay | going well | no problems | no trouble ~ but/until/till/then/now',
    ],
  },
  'wound-problem': {
    kind: 'sign',
    phrases: [
      '{wound} ~~ red/redder/redness/pink/pinkish/angry/inflamed/leak*/ooz*/seep*/pus/discharg*/weep*/smell*/stink*/yellow/green/gunk/goo/gooey/gaping/gaped/gapes/split*/burst/infected/infection/bleeding/soaked/soaking/sodden/drenched',
      '{wound} ~ hot/warm ~ red/swollen/angry/weepy/weeping/oozing/leaking',
      // A dressing kept wet by what comes out of the wound (NHS: a wound that leaks)
      '{wound} ~ keeps/keep/kept ~ getting wet | wet through',
      '{wound} ~~ clear fluid',
      '{wound} ~~ come/coming/came/pulled/pulling/falling ~ apart/undone | open',
      '{wound} ~~ opened up | opening up | split open | gap/gaps',
      '{wound} ~ opened/opening/reopened/reopening/open',
      // Stitches or clips that have let go (a dressing that comes away is no sign)
      'stitches/stitch/staples/clips/sutures ~ come/coming/came/pulled/pulling ~ away',
      'opened up | split open | come apart | came apart | gap | gaping ~~ {wound}',
      'red/redness ~ spreading ~~ {wound}',
      'red/redness/redder ~ {wound} ~ spreading/spread/spreads/bigger/growing/wider',
      'rash/rashes/blister*/blistered ~~ {wound}',
      '{wound} ~~ rash/rashes/blister*/blistered',
      'red/pink ~ lines/line/streaks/streak/tracks/track',
      // The wound's edges, said without naming the wound ("it's gone red round the edges")
      'red/redness/inflamed/angry ~ round/around/along/at ~ edges/edge',
      // Swelling that is new where the wound is, after it had settled (NICE: a wound that is more swollen)
      'new ~ swelling/swollen/lump/bulge ~~ {wound}',
      '{wound} ~~ new ~ swelling/lump/bulge',
      'hot/warm/red/angry/inflamed {joining}? {joining}? {joining}? {joining}? {wound}',
      'infected/infection ~ {wound}',
      'ooz*/pus/leak*/weep*/seep* ~ {wound}',
    ],
    // A scar still pink weeks or months on is healing (NHS: scars fade over months), not inflamed
    unless: ['still ~ pink/pinkish'],
  },
  discharge: {
    kind: 'sign',
    phrases: [
      'ooz*/pus',
      'yellow/green/cloudy/milky/murky/smelly/brown/creamy ~ discharge/fluid/stuff/gunk/goo/liquid/gunge/leak/leakage/ooze/weep',
      'discharge ~ coming/leaking/from',
      'smell*/stink* ~ bad/funny/off/horrible/awful/nasty/foul/rotten/strange',
      'bad/foul/horrible/awful ~ smell',
      // The flag says "leaking fluid": clear fluid from a wound that should be dry counts too.
      'fluid/liquid/water/plasma ~ leak*/ooz*/seep*/drip*/trickl* | coming out',
      'leak*/ooz*/seep*/drip*/trickl* ~ fluid/liquid',
    ],
  },
  'hot-joint': {
    kind: 'sign',
    phrases: [
      '{joint} ~~ hot/hotter/red/redder/warm/warmer/fire/inflamed/angry/flushed',
      // Signs listed with "and" ("my knee got much more swollen and red and hot", "knee swelling up more and more
      // and hot"), which a clause's reach stops at.
      '{joint} ~ swollen/swelling/puffy/sore/painful/stiff/tight ~ and hot/hotter/red/redder/warm/warmer/inflamed',
      // ...and a verb before the heat: "my knee has swollen right up overnight and feels hot"
      '{joint} ~ swollen/swelling/swelled/puffy ~ and feels/feeling/is/looks/gone/got/getting ~ hot/hotter/red/redder/warm/warmer/inflamed',
      'hot/red/warm/inflamed/angry {joining}? {joining}? {joining}? {joining}? {joint}',
      'it/its ~ hot/hotter/red/redder/warm/warmer/inflamed/angry',
      // Signs listed with commas ("much more swollen, hot and painful"), as the swollen joint reads them
      '{joint} ~~ swollen/swelling/puffy/sore/painful/stiff , hot/hotter/red/redder/warm/warmer/inflamed',
    ],
    unless: [
      'hot ~ weather/water/bath/tub/pack/packs/drink/shower/compress',
      'warm up | warm ups | warming up | warm down',
    ],
  },
  'swollen-joint': {
    kind: 'sign',
    phrases: [
      '{joint} ~~ swollen/swelling/swelled/swell*/puffy/balloon*/fat/bigger/huge/massive | size of',
      '{joint} ~ blown/blew ~ up',
      // Signs listed with commas ("my knee has got hot, swollen and sore"), which a clause's reach stops at
      '{joint} ~~ hot/hotter/red/redder/warm/warmer/sore/painful/stiff ~ swollen/puffy',
      'swollen/swelling/puffy/fat/huge {joining}? {joining}? {joining}? {joining}? {joint}',
      'it/its ~ swollen/swelled/puffy | blown up | blew up | swelling up | swelling back up',
    ],
  },
  'knee-big-swelling': {
    kind: 'sign',
    phrases: [
      '{knee} ~ suddenly/sudden ~ swollen/swelled/swelling/swell*/balloon*/bigger | blown up | blew up',
      '{knee} ~ much/lot/loads/way/massively/hugely ~ bigger',
      'sudden* ~ swell* ~ {knee}',
      '{knee} ~ swollen/swelled/swelling/blown/blew/puffed ~ massively/hugely/loads/lot/badly | like a balloon | size of | big as | as big as',
      '{knee} ~ balloon*',
      '{knee} ~ huge/massive/enormous | twice the size | double the size',
      // Swelling within hours of an injury is bleeding into the knee (NHS: knee ligament injury).
      'swell/swelled/swollen/swelling/ballooned ~ within ~ hour/hours/minutes',
      'swell/swelled/swollen/ballooned ~ in ~ hour/hours/minutes',
      'swelled/swollen/swelling/ballooned ~ straight away | immediately | right away | in minutes',
      'blew/blown/puffed up ~ within/in ~ hour/hours/minutes | straight away | immediately | right away',
    ],
    // Swelling that has lasted since an operation ("still swollen four weeks after") is expected for months (NHS:
    // knee replacement recovery); a knee that suddenly swells up is not.
    unless: ['still'],
  },
  // Great swelling said of "it" ("hurt her knee at hockey, it's swollen up like a balloon"): the knee's when one is named
  'it-big-swelling': {
    kind: 'sign',
    phrases: [
      'it/its ~ swollen/swelled/blown/blew/puffed ~ massively/hugely | like a balloon | size of | big as | as big as | twice the size | double the size',
      'it/its ~ ballooned',
      // As of a knee ("today it's blown up")
      'it/its ~ blown/blew up',
    ],
  },
  'knee-cant-bend-straighten': {
    kind: 'sign',
    phrases: [
      // "Can hardly bend it at all" says as much as "can't"
      'cant/cannot/couldnt/unable/wont/hardly/barely ~ bend/straighten/move ~ {knee} ~ at all',
      '{knee} ~ wont/cant/cannot/hardly/barely ~ bend/straighten/move ~ at all',
      'cant/cannot/couldnt/unable/wont/hardly/barely ~ bend/straighten ~ it ~ at all',
    ],
  },
  // A knee that cannot be straightened (fully) after an injury: a torn meniscus may have locked it (NICE CKS: knee
  // pain, assessment); after an operation or for years, it is the stiffness the pages describe
  'cant-straighten': {
    kind: 'sign',
    phrases: [
      'cant/cannot/couldnt/unable/wont | not able ~ straighten/extend',
      'cant/cannot/couldnt/unable/wont | not able ~ get/make ~ it/{knee} ~ straight',
    ],
  },
  'knee-locked': {
    kind: 'sign',
    phrases: [
      '{knee} ~~ locked/stuck/jammed/seized',
      'it/its ~ locked/stuck/jammed ~ bent/straight',
      'locked ~ {knee}',
      '{knee} ~ locks/locking/locked ~ cant/cannot/couldnt/unable/wont ~ straighten',
      'locked/stuck/jammed ~ cant/cannot/couldnt/unable/wont ~ straighten/bend',
      'cant/cannot/couldnt/unable/wont ~ straighten/bend ~ locked/stuck/jammed',
      'it/its ~ locks/locking/locked ~ cant/cannot/couldnt/unable/wont ~ straighten/bend',
    ],
    // A knee that locks and is freed again by moving it is a catching knee to see a doctor about (NICE CKS: knee
    // pain), not one locked now.
    unless: [
      'wiggle*/jiggle*/wriggl*/shake/shaking/move/moving/twist*/rock* ~ to/until/till ~ free/frees/unlock/unlocks/release/releases',
      'frees/freed/unlocks/unlocked/releases/released ~ itself/again/up',
      'pops/popped/clicks/clicked ~ back ~ in/out/again/free',
    ],
  },
  'keeps-giving-way': {
    kind: 'sign',
    phrases: [
      'keep/keeps/kept/keeping/constantly ~ giving/gives/gave ~ way/out',
      'keep/keeps/kept/keeping/constantly ~ buckl*/collaps*',
      'give/gives/giving ~ way/out ~ all the time | every day | every time | constantly',
    ],
  },
  'pop-or-snap': {
    kind: 'sign',
    phrases: ['heard/felt | there was ~ pop/snap/crack/tear/rip', 'popped/snapped/cracked'],
  },
  'hip-pain-worse': {
    kind: 'sign',
    phrases: [
      '{hip} ~ worse ~ quick*/fast/rapid* | every day | day by day | each day',
      '{hip} ~ keeps/wakes/waking/kept ~ awake/up/night',
      '{hip} ~ cant ~ sleep',
    ],
    // Not sleeping in one position ("I can't sleep on my back"), which the hip guides answer
    unless: ['sleep/sleeping/lie/lying ~ on ~ back/side/sides/front/tummy/stomach'],
  },
  'weight-loss-or-night-sweats': {
    kind: 'sign',
    phrases: [
      'lost/losing ~ weight ~ without | no reason | not trying | unexplained',
      'unexplained/sudden ~ weight loss',
      'night sweats',
      'sweating/sweats/drenched ~ night',
    ],
  },
  'allergic-swelling': {
    kind: 'sign',
    phrases: [
      '{face-or-throat} ~ swell*/swollen/puff*/ballooned | blown up | blew up',
      'swell*/swollen/puff* {joining}? {joining}? {joining}? {joining}? {face-or-throat}',
      'throat ~ tight/tightening/closing/closed',
      'cant/cannot/struggl*/hard/difficult/difficulty ~ swallow*',
      'anaphyla*',
      'having ~ allergic reaction',
    ],
  },
  overdose: {
    kind: 'sign',
    phrases: [
      'overdos*',
      'taken/took/had/swallowed/given/gave ~ too/extra/double/twice/lots/loads/handful ~ {medicine}',
      'taken/took/swallowed/given/gave ~ too many | too much',
      'doubled ~ dose/doses/up',
      'taken/took/had/given/gave ~ {medicine} ~ twice | two times | double | two lots | again by mistake',
      'accidentally/mistake/mistakenly ~ double/doubled/twice/extra',
      'too many/much ~ {medicine}',
      'taken/took/swallowed ~ whole/entire ~ packet/box/bottle/strip/pack',
      'taken/took/swallowed ~ all ~ {medicine} ~ at once | in one go | together | at the same time',
      'taken/took/given/gave ~ two/2/both ~ doses ~ together | at once | same time',
      // Two medicines that both contain paracetamol (NHS: do not take co-codamol with paracetamol)
      'taking/taken/took/had/having/given/gave/giving ~ paracetamol and/with/plus/alongside ~ cocodamol/solpadeine/codamol',
      'taking/taken/took/had/having/given/gave/giving ~ paracetamol and/with/plus/alongside ~ co codamol',
      'taking/taken/took/had/having/given/gave/giving ~ cocodamol/solpadeine and/with/plus/alongside ~ paracetamol',
      'taking/taken/took/had/having/given/gave/giving ~ co codamol and/with/plus/alongside ~ paracetamol',
    ],
  },
  'self-harm': {
    kind: 'sign',
    phrases: [
      'suicid*',
      'kill/killing ~ myself',
      'end/ending ~ my life | your life | their life | it all',
      'take ~ my ~ life',
      'want*/wanna ~ die',
      'wish ~ dead | died | wasnt here | werent here | never woken | not wake',
      'better off ~ dead | without me',
      'dont | do not | doesnt | does not ~ want* ~ be here anymore | be here any more | live | wake up | exist | be alive',
      'dont | do not | doesnt | does not ~ want* ~ to be here',
      'no/not ~ point/reason ~ living | to live',
      'life ~ not/isnt ~ worth',
      'not worth living',
      'harm/harming/harmed ~ myself/yourself/himself/herself/themselves',
      'self harm*',
      'want*/thought*/thinking ~ hurt/hurting/cut/cutting/harm/harming ~ myself',
      'cant go on ~ anymore | any more | like this',
      'give/giving up on life',
      // A plan or the means: saving up tablets, meaning to take them all (NHS: help for suicidal thoughts)
      'saving/saved/stockpil*/hoard*/stash*/kept/keeping/storing | put aside | held back | kept back ~ {medicine}',
      'take/taking/swallow/swallowing/down ~ them all | all of them | the lot | whole lot | whole packet | whole box | all my {medicine}',
      // Ending it said as such, not "the end of it" or "in the end it was fine"
      'end/ending it/things',
      'got/get/getting/put/laid/lined/set/have ~ all ~ {medicine} ~ out',
    ],
    unless: [
      'end of ~ day/week/month/year',
      'the end it/things',
      'end/ending ~ it ~ early | soon | in a | on a',
      'to be here ~ in/at/for/another/over/till/until/when/while/tonight/today/tomorrow',
    ],
  },
  // Low mood after an operation or an injury: urgent mental-health help (NHS 111, option 2), not a page's topic
  'low-mood': {
    kind: 'sign',
    phrases: [
      'cant/cannot/not/struggl* ~ cope/coping',
      'crying/cry/tears ~ every day | all the time | constantly | all day | every night',
      // "very low", "feeling low", "been so down"; not "a bit low" (NHS: see a GP if low for more than 2 weeks)
      'so/really/very/extremely/terribly ~ low/down/depressed/hopeless/desperate',
      'feel/feeling/felt/been low/down',
      'feel/feeling/felt | been ~ depressed/hopeless/desperate',
      'depressed/depression/hopeless/hopelessness/despair*',
      'cant/dont/dont | do not | no longer ~ see ~ point',
      'no/what | whats the ~ point ~ anything | in anything | any more | anymore',
      'dark thoughts',
      'panic attacks',
    ],
    unless: ['feeling down ~ there', 'down ~ stairs/leg/knee/back', 'a bit | a little | slightly ~ low/down'],
  },
  // Bowels not opened with sickness or a swollen tummy (NHS: constipation; a blockage)
  'bowels-stopped': {
    kind: 'sign',
    phrases: [
      'not/no/havent/hasnt/hadnt/cant/cannot/unable ~ poo/pooed/pooped/poop*/been/opened/open/emptied/bowel*/motion/movement/stool/stools | number two',
      'constipat* | bunged up | blocked up',
      'no/not/havent/hasnt ~ farted/fart/wind | passed wind',
    ],
    unless: [
      'been ~ out/told/given/sent/home/walking/doing/there/well/fine/ok/okay/good/sleeping/up/sick',
      // "Not been able to sleep", not "not been able to open my bowels"
      'been able to ~ sleep/walk/work/drive/bend/stand/eat/straighten/lift/kneel/get',
      // Been somewhere: "hasn't been in to see us", "haven't been to physio"; not "been for a poo"
      'been in/to',
      'been for ~ walk/run/swim/drive/scan/physio/test/tests',
      // Eyes that will not stay open are drowsiness
      'eyes ~ open',
    ],
  },
  // "I haven't been to the toilet for days": how many people say it (the "been" of bowels-stopped, said with
  // "to" and "for", would be "I have been to the GP" or "been for a walk" without the toilet).
  'no-toilet': {
    kind: 'sign',
    phrases: ['not/no/havent/hasnt/hadnt/cant/cannot ~ been/gone/go/managed/able ~ toilet/loo/lavatory'],
  },
  // Hardly any pee all day: a sign of sepsis, or of the kidneys failing (NHS: sepsis, "not had a pee all day")
  'no-pee': {
    kind: 'sign',
    phrases: [
      'not/havent/hasnt/hadnt/no ~ pee/peed/wee/weed/urinated | passed water | been for a pee | been for a wee ~ all day | since this morning | since last night | since yesterday | for hours | in hours',
      'hardly/barely/scarcely ~ pee/peed/peeing/wee/weed/weeing/urinated/urinating | passed water | passing water',
      'hardly any | barely any | very little | no ~ pee/wee/urine ~ all day | since this morning | since last night | since yesterday | for hours | in hours',
    ],
  },
  diarrhoea: {
    kind: 'sign',
    phrases: ['diarrhoea/diarrhea/diarhoea/diarrhoe/squits/trots', 'runny/loose/watery ~ poo/poos/stools/stool/bowels'],
  },
  'tummy-trouble': {
    kind: 'sign',
    phrases: [
      'sick/vomit* | throwing up | threw up | being sick | been sick',
      // Scots and Northern Irish for being sick ("he's boked twice")
      'boke/boked/boking/bokes/boak/boaked/boaking',
      'nausea/nauseous/queasy',
      'tummy/stomach/belly/abdomen/abdominal ~ bloat*/swollen/swelling/distend*/hard/sore/pain*/cramp*/hurt*/uncomfortable',
      'bloated/swollen/distended/hard/sore/painful/tender/crampy/achy/aching/uncomfortable ~ tummy/stomach/belly/abdomen',
      'bloat*/distend*',
    ],
    unless: ['worried/worrying/worry sick'],
  },
  // Being sick again and again: fluids and the medicines given after an operation do not stay down (NHS: D&V)
  'cant-keep-down': {
    kind: 'sign',
    phrases: [
      'cant/cannot/couldnt/unable/not/havent/hasnt/hadnt ~ keep ~ anything/fluids/fluid/water/food/drinks/drink/tablets/pills/medicine/medicines/{medicine}/it/them ~ down',
      // Each way of being sick its own option: a part after ` | ` options applies to them all ("bringing ~ up")
      'keep/keeps/kept ~ being sick | vomiting | throwing up',
      'keep/keeps/kept ~ bringing ~ up',
    ],
  },
  // A rash or itching after a new medicine, without the face, lips or throat swelling (NHS: drug allergy)
  'medicine-rash': {
    kind: 'sign',
    phrases: [
      'rash/hives/welts/itch*/blotch*/spots | red skin ~~ since/after/started/starting/new ~ {medicine}/injection*/jab*/antibiotic*',
      '{medicine}/antibiotic*/injection* ~~ rash/hives/welts/itchy/blotchy',
      'allergic/reaction ~ to ~ {medicine}/antibiotic*/injection*',
    ],
  },
  // Doses of a blood thinner missed after an operation (NHS: anticoagulant medicines, missed doses)
  'missed-blood-thinner': {
    kind: 'sign',
    phrases: [
      'missed/forgot/forgotten/skipped/stopped | ran out | run out | not taken | not had | didnt take | havent taken | havent had | been stopping | been skipping | been missing | gave up | given up | came off ~~ {blood-thinners}',
      '{blood-thinners} ~~ missed/forgot/forgotten/skipped/stopped | ran out | run out | not taken | didnt take',
    ],
  },
  // Run out of something, said apart from what ("on the blood thinning injections after my op but ran out
  // yesterday"): a missed blood thinner when the conversation names one.
  'ran-out': { kind: 'sign', phrases: ['ran/run/running out'] },
  'head-injury': {
    kind: 'sign',
    phrases: [
      'hit/banged/bumped/knocked/cracked/smacked/bashed/whacked/struck/bang/bump/knock/blow ~ {head}',
      // Two players' heads meeting: "a head clash", "clashed heads", "a clash of heads"
      'clash/clashed/clashing | clash of ~ {head}',
      '{head} ~ clash/clashed/clashing/collision/collided',
      '{head} ~ injury/gash/bleeding/lump/bump/egg',
      'head injury',
      // "took a knee to the head", "a boot to the head"
      'to the/his/her/my/their/your {head}',
    ],
  },
  // Knocked out by a blow, however briefly (NHS: head injury and concussion, go to A&E)
  'knocked-out': {
    kind: 'sign',
    phrases: ['knocked out | knocked unconscious | out cold | lost consciousness'],
  },
  // A headache that came on suddenly and is extremely painful (NHS: headaches, call 999)
  'thunderclap-headache': {
    kind: 'sign',
    phrases: [
      'worst ~ headache | headache ~ worst',
      'thunderclap',
      'sudden/suddenly ~ severe/terrible/excruciating/agonising/agonizing/blinding/awful/horrendous | really bad | very bad ~ headache/headaches',
      'headache ~ came on ~ sudden/suddenly | out of nowhere | like a bang',
    ],
  },
  // A severe headache: on blood-thinning medicine, a sign of bleeding (NHS: anticoagulant medicines)
  'bad-headache': {
    kind: 'sign',
    phrases: [
      'severe/terrible/excruciating/agonising/agonizing/blinding/awful/horrendous/splitting/unbearable/thumping/pounding | really bad | very bad ~ headache/headaches',
      'headache/headaches ~ severe/terrible/excruciating/unbearable | really bad | very bad',
      '{thunderclap-headache}',
    ],
  },
  // A headache worse on sitting or standing and better lying flat: after a spinal or epidural, a leak of the fluid
  // around the spinal cord (Royal College of Anaesthetists: headache after an epidural or spinal injection)
  'headache-upright': {
    kind: 'sign',
    phrases: [
      'headache/headaches ~~ worse/bad/unbearable ~ sit/sits/sitting/sat/stand/stands/standing/upright | get up | getting up',
      'headache/headaches ~~ better/eases/easier/goes/gone/stops ~ lie/lying ~ flat/down',
      'sit/sitting/stand/standing/get/getting up ~ headache/headaches',
    ],
  },
  // Skin over a bony part, pressed on in bed or a chair, that is discoloured, blistered or broken (NHS: pressure
  // ulcers)
  'pressure-sore': {
    kind: 'sign',
    phrases: [
      'pressure sore/sores/ulcer/ulcers/damage | bed sore | bed sores | bedsore*',
      'heel/heels/bottom/tailbone ~~ blister*/sores/broken/purple/purplish/black/dark/discolou*/ulcer*',
      'blister*/sores/purple/purplish/black/dark/discolou*/ulcer* ~~ heel/heels/bottom/tailbone',
      // A red or sore patch where one lies, or skin that has broken from lying (NHS: early signs)
      'heel/heels/bottom/tailbone ~~ red/sore/raw ~ patch',
      'heel/heels/bottom/tailbone ~~ raw',
      'red/sore/raw ~ patch ~~ heel/heels/bottom/tailbone',
      'bed/chair ~~ skin ~ broke/broken/split/raw/open',
    ],
    // A blister rubbed by a shoe or a walk is not pressure from lying
    unless: ['shoe/shoes/walk/walking/walked/run/running/ran/rubbing/rubbed'],
  },
  'vomit-blood': {
    kind: 'sign',
    phrases: [
      'vomit*/throwing/threw/throw/sick ~ blood/bloody | coffee grounds',
      'like coffee grounds',
      'blood ~ vomit/sick',
      'black/tarry/tar ~ poo/poos/stool/stools/bowel*/motion*/faeces/feces',
      'poo/poos/stool/stools ~ black/tarry',
      'blood ~ poo/poos/stool/stools',
      'bloody ~ poo/stool',
    ],
    // "Worried sick about blood clots" is a worry, not being sick.
    unless: ['iron', 'test/tests', 'worried/worrying/worry sick'],
  },
  'bladder-or-bowel': {
    kind: 'sign',
    phrases: [
      'cant/cannot/couldnt/unable/havent/hasnt/hadnt | not able | not been able ~ pee/peed/peeing/wee/weed/weeing/urinate/urine | pass water | pass urine | passed water | passed urine',
      // "She's not weed all day", "not peed for ten hours" (NHS: urinary retention)
      'not/never ~ peed/weed/urinated | passed water | passed urine | pass water | pass urine',
      'havent/hasnt/hadnt/not ~ passed/pass ~ any ~ water/urine/wee',
      'not been able | havent been able | hasnt been able | cant ~ to have ~ wee/pee',
      'wet/wetting/weeing/peeing/peed/weed ~ myself/himself/herself/themselves/bed',
      'lost/losing/lose/no ~ control ~ bladder/bowel*/wee/pee/poo/toilet',
      'cant/cannot/couldnt/unable | not able ~ control/hold ~ bladder/bowel*/wee/pee/poo',
      'leak*/leaking ~ urine/wee/pee/poo',
      'incontinen*',
      'pooed/pooing/soiled/messed ~ myself/himself/herself',
      'cant/cannot/dont/doesnt ~ feel/tell/know ~ when ~ pee/wee/poo/bladder/toilet',
    ],
  },
  // Stinging or burning when passing urine, or needing to go far more often (NHS: urinary tract infections).
  'urine-infection-signs': {
    kind: 'sign',
    phrases: [
      'sting*/burn*/hurt*/hurts/pain*/sore ~ when/while/to ~ pee/pees/peeing/wee/wees/weeing/urinate/urinates/urinating | pass water | passing water',
      // Not "hurts" or "sore": a new hip or knee often hurts on a low toilet
      'sting*/burn* ~ when/while/to/going ~ toilet/loo',
      'pee/peeing/wee/weeing/urinating/urine | passing water ~ sting*/burn*/hurt*/hurts/painful/sore',
      'cloudy/smelly/bloody ~ pee/wee/urine',
      'blood ~ pee/wee/urine',
    ],
  },
  // A hurt neck or spine, said of an injury or a fall (neck-injury-with-numb-limbs below)
  'neck-hurt': {
    kind: 'sign',
    phrases: [
      '{neck} ~ hurt*/pain*/sore/agony/ache*/aching/injur*/cricked/jarred/jolted/twisted/bent/snapped/cracked/stiff',
      'hurt/hurts/injured/cricked/jarred/jolted/twisted/broke/broken/cracked | landed on | fell on ~ {neck}',
      'pain* ~ in ~ {neck}',
      // Landing on the head and neck ("landed a vault on her head and neck", "came down on his neck")
      'landed/land/lands/fell/falls/came/come/dropped ~~ on ~ head and neck | {neck}',
    ],
  },
  // A swollen, painful or misshapen arm, wrist or hand, said after a fall or an injury: it may be broken (NHS: broken
  // arm or wrist)
  /** How a limb looks or feels after an injury when a bone may be broken (NHS: broken arm or wrist, broken ankle). */
  'badly-hurt': {
    kind: 'sign',
    phrases: [
      'swollen/swelling/swelled/puffy/bruised/bent/deformed/misshapen | wrong shape | funny angle',
      'very/really/so/extremely ~ sore/painful/tender',
      'agony/agonising/excruciating/unbearable',
    ],
  },
  'arm-hurt': { kind: 'sign', phrases: ['{arm-or-hand} ~~ {badly-hurt}', '{badly-hurt} ~ {arm-or-hand}'] },
  'ankle-or-foot-hurt': {
    kind: 'sign',
    phrases: [
      '{ankle-or-foot} ~~ {badly-hurt}',
      '{badly-hurt} ~ {ankle-or-foot}',
      // Pain on pressing the bone itself, a sign of a break rather than a sprain
      'bone/bones ~~ sore/tender/painful/hurts ~ press/pressed/pressing/push/pushed/touch/touched/touching',
    ],
  },
  // Pain or swelling in a testicle, which when sudden or severe may be a twisted testicle (NHS: testicle pain)
  'testicle-pain': {
    kind: 'sign',
    phrases: [
      '{testicle} ~~ pain*/agony/hurt*/hurting/swollen/swelling/swelled/sore/tender',
      'pain*/agony/swelling ~ in ~ {testicle}',
    ],
  },
  // A very high blood pressure reading, in numbers (180 and over) or in words
  'high-blood-pressure': {
    kind: 'sign',
    phrases: [
      'blood pressure | bp ~ 18*/19*/20*/21*/22*/23*/24*',
      'blood pressure | bp ~ sky high | through the roof | very high | really high | dangerously high',
      'very/really/dangerously/extremely high blood pressure',
      'very/really/dangerously/extremely high bp',
    ],
  },
  // Tingling, numbness or weakness in the arms, hands or both legs: after a neck injury, the spinal cord (NICE NG232)
  'limbs-numb-weak': {
    kind: 'sign',
    phrases: [
      '{arm-or-hand} ~ {numb}/tingl*/weak*/dead/heavy/floppy/paralys*',
      '{numb}/tingl*/weak* | pins and needles ~ {arm-or-hand}',
      'cant/cannot/couldnt/unable | not able ~ feel/move/grip/lift ~ {arm-or-hand}',
      '{legs-numb-weak}',
    ],
  },
  // Both legs at once: a nerve problem in the spine rather than one leg's (NHS: cauda equina syndrome)
  'legs-numb-weak': {
    kind: 'sign',
    phrases: [
      'legs/feet ~ {numb}/weak*/tingl*/dead',
      '{numb}/weak*/tingl* ~ both ~ legs/feet | in my legs | in his legs | in her legs',
      'cant/cannot/couldnt ~ feel/move ~ legs/feet',
    ],
  },
  'back-pain': {
    kind: 'sign',
    phrases: ['back ~ pain*/hurt*/agony/ache/aching/sore/killing/worse', 'pain* ~ in ~ back', 'backache'],
    // A kneecap or a joint that "won't go back, he's in agony" is not a back
    unless: [
      'go/goes/gone/went/going/come/comes/came/coming/pop/pops/popped/slip/slips/slipped/put/get/got/move/moved back',
    ],
  },
  'saddle-numb': {
    kind: 'sign',
    phrases: [
      '{numb}/tingl* | no feeling | cant feel | pins and needles ~ bum/bottom/buttock*/backside/genital*/private*/groin/saddle/crotch/vagina/vulva/penis/scrotum/anus/perineum | back passage | down below | inner thighs',
      '{numb} ~ between ~ legs',
      'bum/bottom/buttock*/backside/genital*/private*/crotch ~ {numb}/tingl* | no feeling',
      'cant feel ~ wiping/wipe | toilet paper',
      'saddle ~ {numb}/anaesthesia/anesthesia',
    ],
    unless: ['bottom/bottoms of'],
  },
  'fracture-worry': {
    kind: 'sign',
    phrases: [
      'bone/bones/shinbone/thighbone ~ sticking/poking/coming/showing ~ out/through',
      'see/seen ~ the bone',
      'think*/might/may/could/maybe/probably/sure | feels like | looks like ~ broken/broke/fractured/fracture/snapped/cracked ~ {leg}/{hip}/{knee}/bone/it',
      '{leg}/{hip}/{knee} ~ broken/fractured/snapped',
    ],
  },

  /**
   * Any complaint at all, for the chat's safety net: a visitor describing a symptom of their own or a relative's
   * that matches no flag is shown the red-flag checklist before the answer (lib/chat/safety.ts).
   */
  complaint: {
    kind: 'sign',
    phrases: [
      'pain/pains/painful/paining/hurt/hurts/hurting/ache/aches/aching/achy/sore/soreness/tender/throb*/sharp/stabbing/shooting',
      'swollen/swelling/swelled/puffy/stiff/stiffness/numb/numbness/tingl*/burning/bruis*/rash/itch*/lump',
      'click*/clunk*/grinding/crunch*/locking/locked/wobbly/unstable/weak/weakness/limp*',
      'giving way | gave way | gives way',
      'cant/cannot/struggl* ~ walk/bend/straighten/sleep/move/kneel/climb',
      'temperature/fever/shivery/sick/vomit*/nausea/nauseous/dizzy/faint/lightheaded/breathless/cough*/bleed*/bleeding',
      'headache/headaches/migraine/burns/burnt/sting/stings/stinging',
      'clammy/sweaty/sweating',
      'red/redder/hot/hotter/warm/warmer/leaking/oozing/weeping',
      'not right | feels wrong | feels strange | feels funny | feels odd | feels weird | feel odd | feel weird',
      'opened up | split open | come apart | came apart',
      'blister*/ulcer/ulcers/sores/bedsore*/discolou*/purple',
      'dark/black ~ patch/mark/spot/area',
    ],
    // How someone is as a rule, not something new ("shes a bit wobbly on her feet in general")
    unless: ['in general | at the best of times'],
  },

  // How a sign came: what tells a long-standing complaint from a new one
  'long-standing': {
    kind: 'circumstance',
    phrases: [
      'for ~ years/months/ages/decades | long time',
      'years/months ~ ago',
      'years now',
      'been ~ months/years/ages',
      'last year',
      'always/usually ~ had/have/has/been/get/gets',
      'chronic',
      'since ~ child/kid/young/teens/teenager',
      'on and off',
      // "keeps popping out", "keeps having her kneecap pop out"
      'keeps/keep/kept ~ pop/popping/pops/slip/slipping/slips/come/coming/comes/go/going/goes ~ out',
      // Out before, more than once ("has dislocated it twice now", "goes out of place many times")
      'dislocat*/out ~ twice | many times | several times | few times | more than once | lots of times | again and again',
      // The present tense of a kneecap moving is a habit, not one event ("her kneecap slips out sideways when she
      // turns"): the recurring instability of the kneecap page, not a dislocation now
      '{kneecap} ~ slips/pops/goes/moves/shifts/dislocates/subluxes',
      // What happens whenever something is done is a habit: "come out when he play", "pops out whenever she turns"
      'come/comes/go/goes/pop/pops/slip/slips ~ out ~ when/whenever | every time',
      // Said again and again, the dislocation is a pattern, not the first ("keeps dislocating her kneecap")
      'keeps/keep/kept ~ dislocating/subluxing',
      'every now and then | from time to time | now and again | occasionally',
      'as usual',
      'because of | due to | from ~ heart/asthma/copd/lungs/lung/weight/angina/emphysema',
      'asthma/asthmatic/copd/emphysema',
    ],
  },
  // A child or teenager, of whom a limp with no injury needs a doctor's look (NHS Healthier Together: limp)
  child: {
    kind: 'circumstance',
    phrases: [
      'son/daughter/child/children/kid/kids/boy/girl/toddler/teen/teens/teenager/teenage/grandson/granddaughter/schoolboy/schoolgirl/lad',
      '1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17 year/yr/years/yrs old',
      '1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17 yo',
      '1yo/2yo/3yo/4yo/5yo/6yo/7yo/8yo/9yo/10yo/11yo/12yo/13yo/14yo/15yo/16yo/17yo',
    ],
  },
  'new-or-sudden': {
    kind: 'circumstance',
    phrases: [
      'sudden*/newly/today/tonight/overnight/yesterday/recently',
      'this morning/afternoon/evening',
      // Not "felt wobbly since, is there an op": "since" with what it dates from
      'since the/my/his/her/their/an/a/having ~ op/operation/surgery/fall/injury/injection/procedure',
      'since op/operation/surgery/fall/injury/injection/procedure',
      'getting/got/gone/much/lot ~ worse',
      'started/began | came on',
      // Out of place now, whatever it usually does ("it slips out and this time it won't go back")
      'still out | wont go back | hasnt gone back | not gone back',
    ],
  },
  // Getting better: a sign said to be settling is not a red flag now ("the swelling is going down").
  settling: {
    kind: 'circumstance',
    unless: [
      'down ~ arm/arms/leg/legs/back/neck/jaw/shoulder/shoulders/side/thigh/calf/shin/foot/stairs',
      // Going down a step, a kerb or a hill is a movement ("it gave way going down a kerb")
      'down ~ step/steps/kerb/kerbs/curb/curbs/hill/slope/ladder/path/bank',
      // Numb "down below" is numb around the genitals, not a swelling gone down
      'down below | down there',
      // A person who "has gone down" in a match fell
      'he/she/i/player/players/girl/girls/boy/boys/son/daughter/lad/lass/dad/mum/husband/wife has/had/just? gone/went/came down',
    ],
    phrases: [
      'going/gone/goes/come/coming/comes ~ down',
      'improv*/settling/settled/easing/eased/fading/faded/subsid*/healing/healed',
      'getting/much/lot/bit ~ better',
      'better ~ every/each ~ day/week',
      'less/smaller ~ than | every day | each day',
    ],
  },

  // Gone since ("I had calf pain yesterday but it has gone now", "my temperature was high, now it is normal"): said
  // after the sign, like a clear test. Not a bare "gone", which also says a sign ("it has gone cold").
  'gone-since': {
    kind: 'circumstance',
    phrases: [
      // "the swelling has gone now": said of the sign (not "the nurse has gone now"), the words together (not "it has
      // gone numb now")
      'it/its/that/this/they/theyve/swelling/pain/redness/temperature/temp/fever/ache ~ gone away | went away | gone now | gone completely',
      'it/its/that/this/they/theyve ~ passed/settled | cleared up',
      // "the infection has completely cleared up": said of what was wrong, after it
      'has/have/had completely/fully/now/since? cleared',
      'has/have/had completely/now? gone away',
      // "it's now gone", "now it's normal", "now back to normal"; not "now he's gone grey"
      'now ~ normal | now gone | now back to normal | back to normal',
      // "it's normal now"; not "is it normal now?", which asks
      'its | it is ~ normal/gone ~ now',
      // "it locked once last month but its been fine since"
      'been ~ fine/ok/okay/alright/normal/grand ~ since',
    ],
  },

  // Checked and found clear by a clinician or a test: the signs said before it in the sentence are not a flag now
  'checked-clear': {
    kind: 'circumstance',
    // "Nothing else wrong" says there are no other signs, not that this one was checked.
    unless: ['nothing else', 'no other'],
    phrases: [
      'scan/scans/scanned/test/tests/tested/xray/ultrasound/doppler/bloods/results/result/mri | x ray ~ clear/fine/normal/negative/ok/okay/nothing',
      'ruled/rule ~ out',
      'all clear',
      'no sign/signs of',
      'nothing ~ wrong/found/serious',
      'checked ~ fine/ok/okay/clear/normal | and fine | and its fine | and was fine',
      'came/come/comes/coming ~ back ~ clear/normal/negative/fine/ok/okay',
      'said/told/confirmed/showed ~ no/not ~ clot/clots/dvt/fracture/break/broken/infection',
      'there was/were no ~ clot/clots/dvt/fracture/break/infection',
      // A nurse or doctor who looked and found it as expected ("the nurse said it is healing fine")
      'nurse/nurses/doctor/doctors/gp/surgeon/consultant/team/physio ~~ said/says/told ~ fine/normal/ok/okay/healing/expected',
      // Seen at a hospital or by a doctor and explained as something harmless ("checked at A&E, it was indigestion")
      // (not "I thought it was indigestion": the visitor's own reading of chest pain is no check)
      'checked/seen/examined/hospital/casualty/gp/doctor/doctors/doc | a e ~ said/told/was ~ indigestion/heartburn/muscular/muscle/anxiety',
      'gp/doctor/doctors/doc/nurse/hospital | a e ~ checked/examined ~ said/told/was ~ fine/ok/okay/normal/nothing/indigestion/heartburn/muscular/muscle/anxiety',
      'turned out ~ indigestion/heartburn/muscular/muscle/anxiety/nothing',
    ],
  },
  // Bleeding from the vagina, and cramps or pain in the tummy: with a pregnancy, a sign to be seen at once (NHS: vaginal
  // bleeding in pregnancy)
  'bleeding-down-below': {
    kind: 'sign',
    phrases: [
      'bleed*/blood ~ from down below | down below | from my vagina | from the vagina | from her vagina',
      'vaginal ~ bleed*/blood',
    ],
  },
  'tummy-cramps': {
    kind: 'sign',
    phrases: ['cramps/cramping', 'tummy/stomach/belly/abdomen/abdominal ~ pain*/ache*/aching/cramp*/hurt*'],
  },

  // Circumstances: said anywhere in the conversation
  pregnant: { kind: 'circumstance', phrases: ['pregnant/pregnancy', 'weeks gone', 'expecting a baby'] },
  'after-surgery': {
    kind: 'circumstance',
    // An operation still to come ("what can I try before having a replacement?") is not an operation had.
    unless: [
      'before going/having/getting/considering ~ op/operation/surgery/replacement',
      'waiting for | waiting list | booked in | booked for | listed for | due to have | going to have | thinking about | thinking of | considering ~ op/operation/surgery/replacement/new',
    ],
    phrases: [
      'op/ops/operation*/operated/surgery/surgeries/surgeon/postop/procedure',
      'post op',
      'replacement/replacements/replaced/arthroplasty/arthroscopy/scope/scoped/keyhole/reconstruction/repair/repaired/osteotomy/revision/resurfacing/hemiarthroplasty',
      'tkr/thr/tka/tha',
      'had ~ {knee}/{hip} ~ done',
      'had ~ acl/cruciate/ligament/meniscus/cartilage/kneecap ~ done',
      'new ~ {knee}/{hip}/joint',
      'discharged/anaesthetic/anesthetic/spinal/epidural/stitches/staples/stitched',
      'plated/pinned/nailed | plate put in | pins put in | metalwork',
    ],
  },
  fall: {
    kind: 'circumstance',
    phrases: [
      'fall/fell/fallen/falling/tripped/stumbled/slipped/tumble/tumbled',
      // Sliding to the floor from a bed, a chair or a commode, as carers describe it
      'slid/slide/slides/sliding ~ off/down/out',
      'lost ~ balance/footing',
      'went over | gone over | went down | gone down | came down | come down | went flying | came a cropper',
      // Landing hard on the bottom ("sat down hard on his bottom"): a fall onto the hip
      'sat/sitting/plonked/dropped ~ down ~ hard/heavily',
      'on the ~ floor/ground',
      'on ~ floor/ground',
      'found ~ on | on the ~ floor/ground',
    ],
    // Swelling or a temperature that has gone down is settling, not a fall
    unless: [
      'swelling/swollen/puffiness/puffy/it/its/pain/temperature/temp/fever ~ gone/went/goes/going/come/came/comes/coming down',
    ],
  },
  injury: {
    kind: 'circumstance',
    phrases: [
      'fall/fell/fallen/falling/tripped/trip/slipped/slip/stumbled/tumble/tumbled',
      'accident/crash*/collision/collided/tackle*/knocked/landed/twisted/twist/injur*/sprain/sprains/sprained',
      'sat/sitting/plonked/dropped ~ down ~ hard/heavily',
      // Farm and building-site injuries: pinned, crushed or kicked by an animal or a machine
      'pinned/crushed/trampled/kicked/trapped',
      'hurt it',
      // "after he hurt his leg", "she injured her knee"
      'hurt/injured my/his/her/their/your {leg}/{knee}/{hip}',
      'came/come off',
      'football/rugby/netball/skiing/ski/match/game/training/cricket/hockey/hurling/boxing/sparring/judo/karate',
      'sprint/sprints/sprinting/sprinted/athletics/gymnastics | sports day',
      'scrum/scrums/ruck/maul/lineout/wrestling/trampoline/trampolining',
      // Struck by something: a ball, a bat, a boot, a car
      'hit/struck/whacked/smacked/clattered/bashed ~ by/with',
      // A boot's studs down the leg in a tackle ("got studded on the shin", "stamped on", "raked down my calf")
      'studded/stamped/raked',
      // "Took a ball to the shin", "got a boot on the calf", "took a knee to the thigh"
      'took/taken/takes/got ~ ball/boot/kick/stick/puck/whack/smack/blow/bang ~ to/on',
      'took/taken/takes ~ knee/elbow ~ to/on',
      // Stood on by an animal or a player ("the cow stood on it"), not standing on a leg
      'cow/cows/bull/horse/horses/sheep/animal/someone/somebody/player ~ stood/stepped/trod/trodden/landed ~ on',
      // "Got a kick in the leg" (not painkillers that "kick in")
      'took/taken/takes/got ~ kick/boot/whack/smack/blow/bang ~ in the/his/her/my/their/your',
      'plaster/cast',
    ],
  },
  /** A limb in a plaster cast or splint: severe pain inside one can be compartment syndrome (NHS). */
  'in-cast': {
    kind: 'circumstance',
    phrases: ['plaster/cast/pot/splint/backslab', 'in a boot'],
  },
  /**
   * A limb in a brace, bandage or strapping: the NHS names a tight bandage beside a cast among the causes of
   * compartment syndrome. Unlike a cast, a brace is taken off for physio, so pain alone inside one is not enough.
   */
  'in-brace-or-bandage': {
    kind: 'circumstance',
    phrases: ['brace/bandage/bandaged/bandages/strapping/strapped'],
  },
  injection: {
    kind: 'circumstance',
    // "Jag" is Scots for a jab.
    phrases: ['inject*/jab/jabs/jag/steroid*/cortisone/shot/shots/prp/nstride/hyaluronic/ostenil/durolane'],
  },
  // A spinal or epidural anaesthetic, not the spine itself ("a spinal injury")
  'spinal-anaesthetic': {
    kind: 'circumstance',
    phrases: [
      'epidural/epidurals',
      'spinal anaesthetic/anaesthesia/anesthetic/anesthesia/block/injection/needle',
      'the/a/my/his/her/their spinal',
    ],
    unless: ['spinal cord/injury/fracture/stenosis/surgery/operation'],
  },
  'replaced-joint': {
    kind: 'circumstance',
    phrases: [
      'replacement/replacements/replaced/arthroplasty/resurfacing/hemiarthroplasty/implant/prosthesis/prosthetic',
      'tkr/thr/tka/tha',
      'new ~ {knee}/{hip}/joint',
      'had ~ {knee}/{hip} ~ done',
      '{knee}/{hip} ~ was/were/got/been ~ done/replaced',
      // "Hip done 3 weeks ago", as people write it short
      '{knee}/{hip} done/replaced ~ ago/weeks/days/months',
    ],
  },
  antibiotics: {
    kind: 'circumstance',
    phrases: [
      'antibiotic*/flucloxacillin/amoxicillin/amoxicilin/coamoxiclav/augmentin/clindamycin/doxycycline/cefalexin/ciprofloxacin/clarithromycin/penicillin',
      'co amoxiclav',
    ],
  },
  painkillers: {
    kind: 'circumstance',
    phrases: [
      'painkiller*',
      'pain killers/relief/tablets/pills/meds/medication',
      'paracetamol/ibuprofen/naproxen/diclofenac/aspirin/codeine/cocodamol/dihydrocodeine/tramadol/morphine/oramorph/oxycodone/oxynorm/oxycontin/zomorph/fentanyl/buprenorphine/gabapentin/pregabalin/amitriptyline/nurofen/solpadeine',
      'co codamol',
    ],
  },
  'blood-thinners': {
    kind: 'circumstance',
    phrases: [
      'blood thinner*/thinning',
      // "On the thinners": blood thinners, as patients shorten them
      'thinners',
      'anticoagulant*/rivaroxaban/xarelto/apixaban/eliquis/edoxaban/dabigatran/warfarin/enoxaparin/clexane/heparin/dalteparin/fragmin/tinzaparin',
      'injections ~ stomach/tummy/belly',
      // Named by what they prevent: "her clot injections", "the anti-clot jabs"
      'clot/clotting ~ injections/injection/jabs/jab/tablets/medicine',
    ],
  },
} as const satisfies Record<string, WordClass>;

export type WordClassId = keyof typeof vocabulary;

/**
 * One way a message shows a flag: every sign in `signs` said (and not denied, or only asked about); `in`: each of
 * these circumstances said somewhere in the conversation; `notIn`: none of them said; `notLongStanding`: not when the
 * person says they have had it for months or years with nothing new.
 */
type Combination =
  | readonly WordClassId[]
  | {
      signs: readonly WordClassId[];
      in?: readonly WordClassId[];
      notIn?: readonly WordClassId[];
      notLongStanding?: true;
    };

export type RedFlag = {
  tier: UrgencyTier;
  /** How the flag reads in a box, completing "... if you have:". */
  text: string;
  /** For the chat's short checklist (content/chat.ts): a few words in a list completing "... if you have". */
  brief?: string;
  /** The clinical source for the flag and its tier (content/sources.ts). */
  source: SourceKey;
  /** A mental-health crisis: the chat answers with its crisis reply (999, NHS 111 option 2, Samaritans). */
  crisis?: true;
  /** How the chat and the prose check recognise it. Required: a flag nobody can detect is a flag the chat misses. */
  detect: {
    when: readonly [Combination, ...Combination[]];
    /** A patient's own description of the flag, which the detection must catch (tests/content/urgent-help.test.ts). */
    example: string;
  };
};

/**
 * Flags in no page's box are still here for the chat, which hears about more than the pages describe (a collapse,
 * sepsis, an overdose, thoughts of suicide, a stroke).
 */
export const redFlags = {
  // A possible blood clot in the lungs (pulmonary embolism), or the heart.
  'chest-pain': {
    tier: 'emergency',
    brief: 'chest pain',
    text: 'chest pain, especially pain that is worse when you breathe in',
    source: 'nhsPulmonaryEmbolism',
    detect: {
      when: [['chest-pain'], { signs: ['heart-attack-named'], notIn: ['past-heart-attack'] }],
      example: 'my chest feels tight and it hurts when i breathe in',
    },
  },
  breathlessness: {
    tier: 'emergency',
    brief: 'sudden breathlessness',
    text: 'sudden shortness of breath (breathlessness), or blue or grey lips',
    source: 'nhsPulmonaryEmbolism',
    detect: {
      when: [
        { signs: ['breathless'], notLongStanding: true },
        ['blue-lips'],
        { signs: ['lung-clot-worry'], notLongStanding: true },
      ],
      example: 'since yesterday i get out of breath just walking to the bathroom',
    },
  },
  'coughing-blood': {
    tier: 'emergency',
    text: 'coughing up blood',
    source: 'nhsPulmonaryEmbolism',
    detect: { when: [['cough-blood']], example: 'there was blood in my phlegm when i coughed this morning' },
  },

  'replaced-joint-dislocated': {
    tier: 'emergency',
    text: 'your new joint suddenly becomes very painful or looks out of shape, or you cannot put weight on the leg, especially after a fall or a twist',
    source: 'nhsKneeReplacement',
    detect: {
      when: [
        { signs: ['joint-out'], in: ['replaced-joint'] },
        { signs: ['knee-misshapen'], in: ['replaced-joint'] },
        { signs: ['leg-misshapen'], in: ['replaced-joint'] },
        { signs: ['cant-bear-weight'], in: ['replaced-joint'] },
        { signs: ['severe-pain'], in: ['replaced-joint', 'injury'] },
        { signs: ['fracture-worry'], in: ['replaced-joint'] },
      ],
      example: 'i tripped on the rug and landed on my new knee, its swollen and the pain is unbearable',
    },
  },
  'hip-dislocated': {
    tier: 'emergency',
    text: 'your hip suddenly becomes very painful, your leg looks shorter or turned out, and you cannot put weight on it (the hip may have come out of its socket)',
    source: 'nhsHipReplacement',
    detect: {
      when: [
        ['joint-out', 'hip'],
        { signs: ['leg-short-turned', 'severe-pain'], in: ['replaced-joint'] },
        // A new hip whose leg looks shorter or turned out: the box's own words (NHS: hip replacement)
        { signs: ['leg-short-turned'], in: ['replaced-joint'] },
        // The same after any hip operation: the hip out of its socket, or the bone broken beside it
        { signs: ['leg-short-turned', 'hip'], in: ['after-surgery'] },
        // A leg gone shorter with a hip that hurts or clicked, whatever came before (NHS: hip fracture)
        { signs: ['leg-short-turned', 'hip', 'complaint'], notLongStanding: true },
        // A leg suddenly shorter or turned out that cannot be used, whatever came before: a hip out of its socket or
        // broken (NHS: hip replacement, hip fracture).
        { signs: ['leg-short-turned', 'cant-bear-weight'] },
        // A clunk, then agony in the hip and a leg that cannot be used: out of its socket or broken (NHS: hip
        // replacement, hip fracture)
        { signs: ['joint-clunked', 'severe-pain', 'cant-bear-weight', 'hip'] },
      ],
      example: 'i bent down to pick something up and felt my hip pop out, my leg is turned out now',
    },
  },
  'knee-tendon-torn': {
    tier: 'urgent',
    brief: 'a leg you cannot lift straight after a fall',
    text: 'after a fall or an injury you cannot lift your leg straight, or there is a gap above or below your kneecap (a tendon may be torn)',
    source: 'niceCksKneePainAssessment',
    detect: {
      when: [
        { signs: ['cant-lift-leg-straight'], in: ['fall'] },
        { signs: ['cant-lift-leg-straight'], in: ['injury'] },
        ['kneecap-gap'],
      ],
      example: 'i fell on the stairs and now i cant lift my leg straight off the bed',
    },
  },
  'kneecap-went-back': {
    tier: 'urgent',
    brief: 'a kneecap that slipped out and went back',
    text: 'your kneecap slipped out of place and went back by itself',
    source: 'nhsDislocatedKneecap',
    detect: {
      when: [
        { signs: ['kneecap-back'], notLongStanding: true },
        // Its going back said in a clause of its own ("popped out at netball and went back in by itself")
        { signs: ['joint-out', 'went-back-in'], in: ['kneecap'], notLongStanding: true },
        // Said of the knee: what comes out of a knee and goes back by itself is its kneecap
        { signs: ['joint-out', 'went-back-in', 'knee'], notLongStanding: true },
        { signs: ['knee-went-out', 'went-back-in'], notLongStanding: true },
      ],
      example: 'my kneecap popped out in training and went back in on its own',
    },
  },
  'knee-deformed': {
    tier: 'emergency',
    text: 'your knee has changed shape, or your kneecap has slipped out of place and has not gone back',
    source: 'nhsDislocatedKneecap',
    detect: {
      when: [
        { signs: ['kneecap-out'], notLongStanding: true, notIn: ['kneecap-back', 'went-back-in'] },
        ['knee-misshapen'],
        { signs: ['it-misshapen', 'knee'], notLongStanding: true },
        // A kneecap that popped out and went back is kneecap-went-back (urgent)
        { signs: ['joint-out', 'knee'], notLongStanding: true, notIn: ['kneecap-back', 'went-back-in'] },
      ],
      example: 'my kneecap has moved to the side of my knee and it wont go back',
    },
  },
  'cannot-bear-weight-after-injury': {
    tier: 'emergency',
    text: 'you cannot put any weight on your leg after an injury or fall',
    source: 'nhsBrokenLeg',
    detect: {
      when: [
        { signs: ['cant-bear-weight'], in: ['injury'] },
        { signs: ['cant-bear-weight'], in: ['fall'] },
      ],
      example: 'my dad fell in the garden and now he cant stand up',
    },
  },
  'broken-bone': {
    tier: 'emergency',
    text: 'you think you may have broken a bone in your leg or hip',
    source: 'nhsBrokenLeg',
    detect: {
      when: [{ signs: ['fracture-worry'], notLongStanding: true }],
      example: 'i think i might have broken my leg, it hurts so much',
    },
  },
  'leg-shortened-after-fall': {
    tier: 'emergency',
    text: 'your leg looks shorter or is turned outwards after a fall',
    source: 'nhsHipFracture',
    detect: {
      when: [
        { signs: ['leg-short-turned'], in: ['injury'] },
        { signs: ['leg-short-turned'], in: ['fall'] },
      ],
      example: 'gran slipped on the ice and her foot is pointing outwards',
    },
  },
  'leg-numb-pale-cold': {
    tier: 'emergency',
    brief: 'a leg or foot that is cold, pale, blue or numb',
    text: 'your leg or foot is suddenly cold, pale, white or blue, or numb so that you cannot feel or move it',
    source: 'nhsPeripheralArterialDisease',
    detect: {
      when: [
        { signs: ['limb-cold-pale'], notLongStanding: true },
        { signs: ['cant-feel-move-limb'], notLongStanding: true },
      ],
      example: 'my foot has gone white and cold and i cant feel my toes',
    },
  },
  'compartment-syndrome': {
    tier: 'emergency',
    brief: 'severe pain with a leg that feels tight or hard',
    text: 'severe pain that keeps getting worse, with a leg that feels tight, hard or very swollen, after an injury, an operation or a plaster cast (this can be compartment syndrome)',
    source: 'nhsCompartmentSyndrome',
    detect: {
      when: [
        ['limb-tense'],
        ['severe-pain', 'leg-swollen-inflamed'],
        ['severe-pain', 'leg-swollen'],
        { signs: ['severe-pain', 'calf-symptom'], in: ['injury'] },
        { signs: ['painkillers-fail', 'calf-symptom'], in: ['injury'] },
        // Pain painkillers do not touch with a leg swelling fast, or going numb, after a blow (NHS: compartment syndrome)
        { signs: ['painkillers-fail', 'leg-swollen-inflamed'], in: ['injury'] },
        { signs: ['painkillers-fail', 'leg-swollen'], in: ['injury'] },
        { signs: ['painkillers-fail', 'numb-limb'], in: ['injury'] },
        // and after an operation: pain beyond what painkillers touch, with tingling or numbness below it
        { signs: ['painkillers-fail', 'numb-limb'], in: ['after-surgery'] },
        { signs: ['severe-pain'], in: ['in-cast'] },
        { signs: ['severe-pain', 'pain-on-stretch'], in: ['injury'] },
        { signs: ['severe-pain', 'pain-on-stretch'], in: ['after-surgery'] },
        { signs: ['painkillers-fail', 'pain-on-stretch'], in: ['injury'] },
        { signs: ['painkillers-fail', 'pain-on-stretch'], in: ['after-surgery'] },
        // Pain on moving the toes that keeps growing, with the foot going numb, or inside a cast (NHS: pain that gets
        // worse, pain when the muscle is used, tingling or numbness)
        { signs: ['pain-on-stretch', 'numb-limb', 'getting-worse'], in: ['after-surgery'] },
        { signs: ['pain-on-stretch', 'numb-limb', 'getting-worse'], in: ['injury'] },
        { signs: ['pain-on-stretch', 'getting-worse'], in: ['in-cast'] },
        // Intense pain with a muscle that feels tight, after a blow or an operation (NHS: compartment syndrome)
        { signs: ['limb-tight', 'severe-pain'], in: ['injury'] },
        { signs: ['limb-tight', 'severe-pain'], in: ['after-surgery'] },
        { signs: ['limb-tight', 'painkillers-fail'], in: ['injury'] },
        { signs: ['limb-tight', 'pain-on-stretch'], in: ['injury'] },
        { signs: ['limb-tight', 'painkillers-fail'], in: ['after-surgery'] },
        { signs: ['limb-tight', 'pain-on-stretch'], in: ['after-surgery'] },
        // A leg swelling up after a blow, the pain growing and the toes or foot going numb (NHS: pain that gets worse,
        // swelling, numbness)
        { signs: ['leg-swelling-growing', 'hurts-more', 'numb-limb'], in: ['injury'] },
        { signs: ['leg-swollen', 'hurts-more', 'numb-limb'], in: ['injury'] },
        { signs: ['leg-swollen-inflamed', 'hurts-more', 'numb-limb'], in: ['injury'] },
        // A muscle swelling up and tight after a blow, the pain growing (NHS: the pain gets worse, a tight swollen leg)
        { signs: ['limb-tight', 'leg-swollen-inflamed', 'getting-worse'], in: ['injury'] },
        { signs: ['limb-tight', 'leg-swollen', 'getting-worse'], in: ['injury'] },
        { signs: ['painkillers-fail'], in: ['in-cast'] },
        // A leg that feels tighter and tighter inside a brace or bandage, with pain beyond the ordinary (NHS: a tight
        // bandage among the causes)
        { signs: ['limb-tight', 'severe-pain'], in: ['in-brace-or-bandage'] },
        { signs: ['limb-tight', 'painkillers-fail'], in: ['in-brace-or-bandage'] },
        { signs: ['limb-tight', 'pain-on-stretch'], in: ['in-brace-or-bandage'] },
        { signs: ['severe-pain', 'pain-on-stretch'], in: ['in-brace-or-bandage'] },
        { signs: ['painkillers-fail', 'pain-on-stretch'], in: ['in-brace-or-bandage'] },
      ],
      example: 'my shin is rock hard and the pain is unbearable since the operation',
    },
  },
  'heavy-bleeding': {
    tier: 'emergency',
    brief: 'heavy bleeding',
    text: 'heavy bleeding that does not stop when you press on it, or blood soaking through your dressing',
    source: 'nhsCutsAndGrazes',
    detect: {
      when: [['heavy-bleeding'], ['bleeding-said', 'pressed-on', 'not-stopping']],
      example: 'blood keeps coming through the dressing and wont stop',
    },
  },
  'deep-wound': {
    tier: 'emergency',
    brief: 'a deep cut',
    text: 'a deep or gaping cut from a fall or an injury, a wound that has opened so you can see inside it, or one you can see bone, metal or something white in',
    source: 'nhsCutsAndGrazes',
    detect: {
      when: [
        { signs: ['deep-wound'], in: ['injury'] },
        { signs: ['deep-wound'], in: ['fall'] },
        // A wound that has come open so that one can see inside it, from an operation or not (NHS: a gaping wound)
        ['deep-wound', 'wound-problem'],
      ],
      example: 'i fell on the ice and theres a big gash over my knee, i can see something white',
    },
  },
  'heart-attack': {
    tier: 'emergency',
    brief: 'pain spreading down an arm or into the jaw',
    text: 'pain that spreads down your arm or into your jaw, neck or back, often with sweating or feeling sick (this can be a heart attack)',
    source: 'nhsHeartAttack',
    detect: {
      when: [['heart-attack-pain']],
      example: 'pains going down my left arm and into my jaw and im sweating',
    },
  },
  collapse: {
    tier: 'emergency',
    text: 'you collapse, faint, or are very hard to wake',
    source: 'nhsFainting',
    detect: { when: [['collapse']], example: 'my husband passed out in the kitchen' },
  },
  'sepsis-signs': {
    tier: 'emergency',
    text: 'a high temperature with confusion, slurred speech, very fast breathing, blotchy, pale or blue skin, or being floppy or hard to wake (this can be sepsis)',
    source: 'nhsSepsis',
    detect: {
      when: [
        ['fever', 'confused'],
        ['fever', 'collapse'],
        ['fever', 'mottled-skin'],
        ['very-unwell', 'mottled-skin'],
        ['fever', 'floppy-or-drowsy'],
      ],
      example: 'mum has a temperature and shes not making sense',
    },
  },
  'rash-not-fading': {
    tier: 'emergency',
    brief: 'a rash that does not fade under a glass',
    text: 'a rash that does not fade when you roll a glass over it (this can be sepsis or meningitis)',
    source: 'nhsSepsis',
    detect: {
      when: [['rash-not-fading']],
      example: 'she has a rash of tiny spots and it doesnt fade when i press a glass on it',
    },
  },
  'sepsis-feeling': {
    tier: 'emergency',
    brief: 'shivering you cannot stop, or feeling you are going to die, with an infection',
    text: 'a high temperature or an infection with shivering you cannot stop, or a feeling that you are going to die (this can be sepsis)',
    source: 'ukSepsisTrust',
    detect: {
      when: [
        ['fever', 'extreme-shivering'],
        ['fever', 'feels-like-dying'],
        ['wound-problem', 'feels-like-dying'],
        ['wound-problem', 'extreme-shivering'],
      ],
      example: 'temperature of 39 and i cant stop shaking',
    },
  },
  'new-confusion': {
    tier: 'emergency',
    brief: 'new confusion',
    text: 'new confusion, or someone suddenly not making sense (this can be sepsis or another serious illness)',
    source: 'nhsSepsis',
    detect: {
      when: [{ signs: ['confused'], notLongStanding: true }],
      example: 'since the operation my father is muddled and doesnt know where he is',
    },
  },
  stroke: {
    tier: 'emergency',
    text: 'a face that droops on one side, an arm that is weak or numb, or speech that is slurred or muddled (signs of a stroke)',
    source: 'nhsStroke',
    detect: {
      when: [['stroke-signs'], { signs: ['stroke-named'], notIn: ['past-stroke'] }],
      example: 'her face looks lopsided and her words are slurred',
    },
  },
  seizure: {
    tier: 'emergency',
    text: 'a fit (seizure)',
    source: 'nhsSeizures',
    detect: { when: [['seizure']], example: 'he started fitting on the floor' },
  },
  'head-injury-on-blood-thinners': {
    tier: 'emergency',
    text: 'a bang to the head while you are taking blood-thinning medicine, as most people do after a joint replacement',
    source: 'nhsHeadInjury',
    detect: {
      when: [
        { signs: ['head-injury'], in: ['blood-thinners'] },
        { signs: ['head-injury'], in: ['after-surgery'] },
      ],
      example: 'i fell and banged my head, im on rivaroxaban after my hip op',
    },
  },
  // After any bang to the head (a tackle, a fall): the signs the NHS sends to A&E
  'head-injury-warning-signs': {
    tier: 'emergency',
    brief: 'a head injury with being knocked out, sick or drowsy',
    text: 'a head injury followed by being knocked out, being sick, drowsiness, confusion or a fit',
    source: 'nhsHeadInjury',
    detect: {
      when: [
        ['head-injury', 'knocked-out'],
        // Knocked out in a tackle or a fall is a blow to the head, however the head is (not) named
        { signs: ['knocked-out', 'tummy-trouble'], in: ['injury'] },
        { signs: ['knocked-out', 'floppy-or-drowsy'], in: ['injury'] },
        { signs: ['knocked-out', 'confused'], in: ['injury'] },
        { signs: ['knocked-out', 'tummy-trouble'], in: ['fall'] },
        { signs: ['knocked-out', 'floppy-or-drowsy'], in: ['fall'] },
        ['head-injury', 'collapse'],
        ['head-injury', 'tummy-trouble'],
        ['head-injury', 'confused'],
        ['head-injury', 'seizure'],
      ],
      example: 'he took a knee to the head in the match, was out cold for a few seconds and has been sick twice since',
    },
  },
  'severe-headache': {
    tier: 'emergency',
    brief: 'a sudden, very severe headache',
    text: 'a sudden, very severe headache, or a severe headache while you are taking blood-thinning medicine',
    source: 'nhsHeadaches',
    detect: {
      when: [
        { signs: ['thunderclap-headache'], notLongStanding: true },
        { signs: ['bad-headache'], in: ['blood-thinners'], notLongStanding: true },
      ],
      example: 'worst headache of my life came on out of nowhere',
    },
  },
  'internal-bleeding': {
    tier: 'emergency',
    text: 'being sick with blood in it, or black, sticky poo (this can be bleeding inside, more likely on blood thinners)',
    source: 'nhsVomitingBlood',
    detect: { when: [['vomit-blood']], example: 'ive been sick and there was blood in it' },
  },
  'cauda-equina': {
    tier: 'emergency',
    text: 'you cannot control your bladder or bowels, cannot pee at all, or feel numb around your bottom or genitals',
    source: 'nhsCaudaEquinaSyndrome',
    detect: {
      when: [
        { signs: ['bladder-or-bowel'], notLongStanding: true },
        { signs: ['saddle-numb'], notLongStanding: true },
      ],
      example: 'since the spinal anaesthetic i cant feel my bottom and i wet myself',
    },
  },
  // A hurt neck after a tackle, a collision or a fall, with tingling, numbness or weakness in the arms or legs: the
  // spinal cord may be hurt, so the person is not moved and an ambulance is called (NICE NG232, cervical spine).
  'neck-injury-with-numb-limbs': {
    tier: 'emergency',
    brief: 'a neck injury with tingling or weak arms or legs',
    text: 'a neck injury, after a fall, a tackle or a collision, with tingling, numbness or weakness in your arms or legs',
    source: 'niceHeadInjury',
    detect: {
      when: [
        { signs: ['neck-hurt', 'limbs-numb-weak'], in: ['injury'] },
        { signs: ['neck-hurt', 'limbs-numb-weak'], in: ['fall'] },
        // A blow to the head, as in a dive into shallow water
        ['neck-hurt', 'limbs-numb-weak', 'head-injury'],
      ],
      example: 'he went into the scrum awkwardly, his neck hurts and both his hands are tingling',
    },
  },
  // A swollen or very painful arm, wrist or hand after a fall or an injury: an urgent treatment centre or A&E the
  // same day, for an X-ray (NHS: broken arm or wrist)
  'arm-injury': {
    tier: 'urgent',
    brief: 'a swollen or very painful arm, wrist or hand after a fall',
    text: 'a swollen or very painful arm, wrist or hand after a fall or an injury (it may be broken)',
    source: 'nhsBrokenArmOrWrist',
    detect: {
      when: [
        { signs: ['arm-hurt'], in: ['fall'] },
        { signs: ['arm-hurt'], in: ['injury'] },
      ],
      example: 'she fell on her outstretched hand and her wrist is swollen and really sore',
    },
  },
  // A swollen, bruised or very painful ankle or foot after an injury may be broken: NHS advice is an urgent
  // treatment centre or A&E the same day, for an X-ray
  'ankle-or-foot-injury': {
    tier: 'urgent',
    brief: 'a swollen or very painful ankle or foot after a fall',
    text: 'a swollen, bruised or very painful ankle or foot after a fall or an injury (it may be broken)',
    source: 'nhsBrokenAnkle',
    detect: {
      when: [
        { signs: ['ankle-or-foot-hurt'], in: ['fall'], notLongStanding: true },
        { signs: ['ankle-or-foot-hurt'], in: ['injury'], notLongStanding: true },
        // The ankle named first, its swelling said of "it" in a later clause ("went over on my ankle, I can hobble
        // but it is swelling fast")
        { signs: ['badly-hurt'], in: ['ankle-or-foot', 'fall'], notLongStanding: true },
        { signs: ['badly-hurt'], in: ['ankle-or-foot', 'injury'], notLongStanding: true },
      ],
      example: 'she went over on her ankle playing netball, it is swollen and bruised',
    },
  },
  // Sudden, severe pain in a testicle, often with being sick: a twisted testicle needs surgery within hours (NHS)
  'testicle-pain-sudden': {
    tier: 'emergency',
    brief: 'sudden, severe pain in a testicle',
    text: 'sudden, severe pain in a testicle',
    source: 'nhsTesticlePain',
    detect: {
      when: [['testicle-pain', 'severe-pain'], { signs: ['testicle-pain'], in: ['new-or-sudden'] }],
      example: 'my son has sudden agony in one of his testicles and has been sick',
    },
  },
  // A reading of 180 over 120 or more with a severe headache, chest pain or confusion (NHS: high blood pressure)
  'very-high-blood-pressure': {
    tier: 'emergency',
    brief: 'a very high blood pressure reading with a severe headache',
    text: 'a very high blood pressure reading with a severe headache, chest pain or confusion',
    source: 'nhsHighBloodPressure',
    detect: {
      when: [
        ['high-blood-pressure', 'bad-headache'],
        ['high-blood-pressure', 'confused'],
      ],
      example: 'my blood pressure is 195 over 115 and I have a pounding headache',
    },
  },
  'legs-numb-with-back-pain': {
    tier: 'emergency',
    brief: 'back pain with numb or weak legs',
    text: 'back pain with numbness, tingling or weakness in both legs',
    source: 'nhsCaudaEquinaSyndrome',
    detect: {
      when: [{ signs: ['legs-numb-weak', 'back-pain'], notLongStanding: true }],
      example: 'my back is killing me and both my legs have gone numb',
    },
  },
  overdose: {
    tier: 'emergency',
    text: 'you have taken too much of a medicine, even if you feel well',
    source: 'nhsParacetamolForAdults',
    detect: { when: [['overdose']], example: 'i think ive taken too many of my painkillers' },
  },
  'self-harm': {
    tier: 'emergency',
    text: 'thoughts of ending your life or of harming yourself',
    source: 'nhsSuicidalThoughts',
    crisis: true,
    detect: { when: [['self-harm']], example: 'some days i just want to die' },
  },
  'low-mood': {
    tier: 'urgent',
    text: 'you feel very low or hopeless, or you cannot cope (for urgent mental health help, call NHS 111 and choose option 2)',
    source: 'nhsUrgentMentalHealthHelp',
    crisis: true,
    detect: { when: [['low-mood']], example: 'since the operation i cry every day and i am not coping' },
  },
  'headache-after-spinal': {
    tier: 'urgent',
    brief: 'a bad headache after a spinal or epidural',
    text: 'a headache that is worse when you sit or stand up and better when you lie flat, after a spinal or epidural anaesthetic',
    source: 'rcoaHeadacheAfterSpinal',
    detect: {
      when: [
        { signs: ['headache-upright'], in: ['after-surgery'] },
        { signs: ['headache-upright'], in: ['spinal-anaesthetic'] },
        { signs: ['bad-headache'], in: ['spinal-anaesthetic'] },
      ],
      example: 'since my spinal i get a pounding headache every time i sit up, it goes when i lie flat',
    },
  },
  'pressure-ulcer': {
    tier: 'urgent',
    brief: 'a pressure sore on a heel or the bottom',
    text: 'skin on a heel, the bottom or another bony part that has turned purple or dark, blistered or broken, in someone who spends a lot of time in bed or a chair (a pressure ulcer)',
    source: 'nhsPressureUlcers',
    detect: {
      when: [['pressure-sore']],
      example: 'dad has a dark purple patch on his heel from lying in bed since the operation',
    },
  },
  'bowel-blockage': {
    tier: 'urgent',
    text: 'you have not had a poo for several days and you feel or are being sick, or your tummy is swollen or painful',
    source: 'nhsConstipation',
    detect: {
      when: [
        ['bowels-stopped', 'tummy-trouble'],
        ['no-toilet', 'tummy-trouble'],
      ],
      example: 'i havent had a poo for five days since the op, my tummy is bloated and i feel sick',
    },
  },
  'cannot-keep-down': {
    tier: 'urgent',
    text: 'you keep being sick and cannot keep fluids or your medicines down',
    source: 'nhsDiarrhoeaAndVomiting',
    detect: {
      when: [['cant-keep-down']],
      example: 'i keep being sick since the operation and cant keep water or my tablets down',
    },
  },
  'not-peeing': {
    tier: 'urgent',
    text: 'you have not had a pee all day, or hardly any (this can be a sign of sepsis)',
    source: 'nhsSepsis',
    detect: {
      when: [{ signs: ['no-pee'], notLongStanding: true }],
      example: 'since coming home from hospital dad has barely weed and it is nearly bedtime',
    },
  },
  'diarrhoea-after-antibiotics': {
    tier: 'urgent',
    brief: 'diarrhoea during or after antibiotics',
    text: 'diarrhoea while taking antibiotics or in the weeks after (this can be a C. difficile infection)',
    source: 'nhsCDifficile',
    detect: {
      when: [{ signs: ['diarrhoea'], in: ['antibiotics'] }],
      example: 'ive had diarrhoea six times today since the antibiotics for my wound',
    },
  },
  'medicine-rash': {
    tier: 'urgent',
    text: 'a rash, hives or itching after starting a new medicine, without swelling of the face, lips or throat',
    source: 'nhsDrugAllergy',
    detect: {
      when: [['medicine-rash'], { signs: ['skin-rash'], in: ['started-medicine'] }],
      example: 'i have come out in an itchy rash since starting the antibiotics',
    },
  },
  'bleeding-in-pregnancy': {
    tier: 'emergency',
    brief: 'bleeding with tummy pain or cramps in pregnancy',
    text: 'bleeding from the vagina with pain or cramps in your tummy while you are pregnant',
    source: 'nhsBleedingInPregnancy',
    detect: {
      when: [{ signs: ['bleeding-down-below', 'tummy-cramps'], in: ['pregnant'] }],
      example: 'im 25 weeks pregnant and bleeding from down below with bad cramps',
    },
  },
  'missed-blood-thinner': {
    tier: 'urgent',
    text: 'you have missed doses of, or run out of, a blood thinner (anticoagulant) you were prescribed',
    source: 'nhsAnticoagulants',
    detect: {
      when: [['missed-blood-thinner'], { signs: ['ran-out'], in: ['blood-thinners'] }],
      example: 'i forgot to take my rivaroxaban for two days after my knee replacement',
    },
  },
  'hot-swollen-knee-with-fever': {
    tier: 'emergency',
    text: 'your knee is hot, red and swollen and you have a high temperature or feel unwell (this can be an infection)',
    source: 'nhsKneePain',
    detect: {
      when: [
        ['hot-joint', 'knee', 'fever'],
        ['swollen-joint', 'knee', 'fever'],
        ['hot-joint', 'knee', 'very-unwell'],
        // Any other joint, as the knee's: the hip has its own flag.
        { signs: ['hot-joint', 'fever'], notIn: ['hip'] },
        { signs: ['swollen-joint', 'fever'], notIn: ['hip'] },
      ],
      example: 'my knee is red and puffy and i have a temperature',
    },
  },
  'hot-swollen-hip-with-fever': {
    tier: 'emergency',
    text: 'your hip is hot, red or swollen and you have a high temperature or feel unwell (this can be an infection)',
    source: 'nhsHipPain',
    detect: {
      when: [
        ['hot-joint', 'hip', 'fever'],
        ['swollen-joint', 'hip', 'fever'],
        ['hot-joint', 'hip', 'very-unwell'],
      ],
      example: 'the hip feels hot and i am shivery with a fever',
    },
  },
  'severe-allergic-reaction': {
    tier: 'emergency',
    brief: 'swelling of your face, lips or throat',
    text: 'swelling of your lips, mouth, throat or tongue, or difficulty breathing or swallowing, soon after an injection or a new medicine (a severe allergic reaction)',
    source: 'nhsAnaphylaxis',
    detect: {
      when: [['allergic-swelling']],
      example: 'after the injection my lips went puffy and my throat feels tight',
    },
  },
  'leg-deformed-after-injury': {
    tier: 'emergency',
    text: 'your leg is bent at an odd angle or out of shape after an injury, or a bone is showing through the skin',
    source: 'nhsBrokenLeg',
    detect: {
      when: [['bone-showing'], { signs: ['leg-misshapen'], notIn: ['replaced-joint'] }],
      example: 'he came off his bike and his leg is at a funny angle',
    },
  },

  'fall-on-replaced-joint': {
    tier: 'urgent',
    text: 'a fall or a knock onto your new joint that leaves it more painful than before, even if you can still walk',
    source: 'nhsHipReplacement',
    detect: {
      when: [{ signs: ['complaint'], in: ['replaced-joint', 'injury'] }],
      example: 'i slipped getting out of the car and landed on my new hip, its sorer than before but i can walk',
    },
  },
  'hip-pain-after-fall': {
    tier: 'urgent',
    text: 'hip or groin pain after a fall, even if you can still walk (a broken hip does not always stop you walking)',
    source: 'nhsHipFracture',
    detect: {
      when: [{ signs: ['complaint', 'hip'], in: ['fall'] }],
      example: 'mum tripped on the step this morning, she can walk but her hip hurts when she stands on it',
    },
  },
  'calf-clot': {
    tier: 'urgent',
    brief: 'a swollen, warm or painful calf',
    text: 'a swollen, warm or painful calf or thigh, which can be a sign of a blood clot (deep vein thrombosis)',
    source: 'nhsDeepVeinThrombosis',
    detect: {
      when: [
        ['calf-symptom'],
        ['leg-swollen-inflamed'],
        ['leg-swollen'],
        { signs: ['leg-swelling-growing'], notLongStanding: true },
        { signs: ['clot-worry'], notLongStanding: true },
      ],
      example: 'the back of my leg is throbbing and hot to touch',
    },
  },
  // Redness spreading fast with skin going purple or blistering, or with pain far worse than it looks: a rare,
  // fast infection under the skin that needs hospital treatment at once (NHS: necrotising fasciitis)
  'necrotising-infection': {
    tier: 'emergency',
    brief: 'spreading redness with purple or blistering skin, or pain far worse than it looks',
    text: 'redness spreading fast with skin turning purple or blistering, or with pain far worse than you would expect',
    source: 'nhsNecrotisingFasciitis',
    detect: {
      when: [
        ['skin-red-spreading', 'skin-dusky'],
        ['skin-red-spreading', 'skin-blistering'],
        ['skin-red-spreading', 'severe-pain'],
        ['wound-problem', 'skin-dusky'],
        ['wound-problem', 'skin-blistering'],
        // A wound's skin gone black or purple with a fever (not bruising, which has none)
        { signs: ['skin-dusky', 'fever'], in: ['wound'] },
        // Skin gone purple or black that blisters, or round a wound with feeling very unwell (NHS: later symptoms)
        ['skin-dusky', 'skin-blistering'],
        { signs: ['skin-dusky', 'very-unwell'], in: ['wound'] },
      ],
      example: 'the redness round her wound is spreading fast and the skin is going purple',
    },
  },
  'skin-infection': {
    tier: 'urgent',
    brief: 'red, hot skin that is spreading',
    text: 'an area of skin that has turned red, hot and painful, or redness that is spreading (this can be cellulitis, an infection of the skin)',
    source: 'nhsCellulitis',
    detect: {
      when: [['skin-red-spreading']],
      example: 'theres a red patch on my shin that is spreading and it feels hot',
    },
  },
  'wound-infection': {
    tier: 'urgent',
    brief: 'a red, hot or leaking wound',
    text: 'a wound that is red, hot, more swollen or leaking fluid or pus',
    source: 'nicePerioperativeCare',
    detect: {
      // A wound named in an earlier message and leaking in this one ("mine is oozing yellowy stuff")
      when: [['wound-problem'], { signs: ['discharge'], in: ['after-surgery'] }, ['discharge', 'wound']],
      example: 'theres yellow stuff seeping out of the scar',
    },
  },
  'urine-infection': {
    tier: 'urgent',
    brief: 'stinging when you pass urine',
    text: 'pain, stinging or burning when you pass urine, or cloudy or bloody urine, especially after a catheter',
    source: 'nhsUrinaryTractInfections',
    detect: {
      when: [['urine-infection-signs']],
      example: 'it burns when i wee since the catheter came out',
    },
  },
  'cast-problem': {
    tier: 'urgent',
    brief: 'a plaster cast that is too tight, smells or burns',
    text: 'a plaster cast or splint that feels too tight, digs in or rubs, smells, leaks or burns underneath',
    source: 'niceNonComplexFractures',
    detect: {
      when: [['cast-problem']],
      example: 'the plaster on his leg feels really tight and is digging in',
    },
  },
  fever: {
    tier: 'urgent',
    brief: 'a high temperature or shivering',
    text: 'a high temperature (fever), or you feel hot and shivery or generally unwell',
    source: 'nhsHighTemperature',
    detect: { when: [['fever']], example: 'i keep shivering and my temperature is 38.5' },
  },
  'uncontrolled-pain': {
    tier: 'urgent',
    brief: 'pain your painkillers do not control',
    text: 'severe pain that is not controlled by your painkillers',
    source: 'nicePerioperativeCare',
    detect: {
      when: [
        { signs: ['severe-pain'], notIn: ['injury'], notLongStanding: true },
        { signs: ['painkillers-fail'], notIn: ['injury'], notLongStanding: true },
        // Pain with none of the painkillers left: a pharmacist or NHS 111 can arrange an emergency supply
        { signs: ['ran-out', 'complaint'], in: ['painkillers'], notLongStanding: true },
      ],
      example: 'even with the morphine the pain is not touched',
    },
  },
  'achilles-rupture': {
    tier: 'urgent',
    brief: 'a snap at the back of the ankle',
    text: 'a sudden pain at the back of the ankle or calf, as if you were kicked, and you cannot stand on tiptoe',
    source: 'nhsAchillesTendonRupture',
    detect: {
      when: [{ signs: ['achilles-signs'], notLongStanding: true }],
      example: 'felt like someone kicked me in the back of the ankle and now i cant go up on tiptoe',
    },
  },
  'bleeding-on-blood-thinners': {
    tier: 'urgent',
    brief: 'bleeding gums, nosebleeds or pink urine on blood thinners',
    text: 'bleeding gums, nosebleeds, pink or red urine, or bruising easily while you are taking blood-thinning medicine',
    source: 'nhsAnticoagulants',
    detect: {
      when: [{ signs: ['minor-bleeding'], in: ['blood-thinners'] }],
      example: 'since starting the rivaroxaban my gums keep bleeding',
    },
  },
  'child-limp': {
    tier: 'urgent',
    brief: 'a child who has started limping',
    text: 'a child who has started limping with no injury to explain it, above all if it is no better after 2 days',
    source: 'nhsHealthierTogetherLimp',
    detect: {
      when: [{ signs: ['limp'], in: ['child'], notIn: ['injury', 'after-surgery'], notLongStanding: true }],
      example: 'my daughter has been limping for a few days and says her knee hurts',
    },
  },
  'worsening-after-surgery': {
    tier: 'urgent',
    brief: 'pain or swelling getting worse after an operation',
    text: 'pain or swelling that keeps getting worse, instead of better, in the days and weeks after your operation',
    source: 'nicePerioperativeCare',
    detect: {
      when: [
        { signs: ['complaint', 'getting-worse'], in: ['after-surgery'], notLongStanding: true },
        // A clunk or a click that felt wrong, and more pain since, after any operation on the joint
        { signs: ['joint-clunked', 'hurts-more'], in: ['after-surgery'], notLongStanding: true },
        // A fall onto an operated joint that has swelled up since (a new joint's own flag is fall-on-replaced-joint)
        { signs: ['swollen-joint'], in: ['after-surgery', 'fall'], notLongStanding: true },
      ],
      example: 'ten days after my op the knee is more and more swollen and sore',
    },
  },
  'new-numbness-after-surgery': {
    tier: 'urgent',
    text: 'new numbness, tingling or weakness in your leg or foot, or a foot you cannot lift',
    source: 'nhsFootDrop',
    detect: {
      when: [
        { signs: ['numb-limb'], in: ['after-surgery'], notLongStanding: true },
        { signs: ['leg-weak'], in: ['after-surgery'] },
        ['foot-drop'],
      ],
      example: 'since my knee operation my foot flops and my toes catch on the floor',
    },
  },
  // Infection of a joint replacement can come weeks, months or years after the operation (NHS: hip replacement, knee
  // replacement: risks); warmth and swelling that have lasted since the operation are expected for months.
  'replaced-joint-infection': {
    tier: 'urgent',
    brief: 'a new joint that turns hot, swollen or painful',
    text: 'your new joint becomes hot, swollen or much more painful, suddenly or after it had settled, even months or years after the operation (this can be an infection of the joint)',
    source: 'nhsHipReplacement',
    detect: {
      when: [
        { signs: ['hot-joint', 'sudden-change'], in: ['replaced-joint'], notIn: ['injury', 'fever', 'very-unwell'] },
        { signs: ['badly-hurt', 'sudden-change'], in: ['replaced-joint'], notIn: ['injury', 'fever', 'very-unwell'] },
        // "Suddenly hurting a lot more": much more painful, suddenly (NHS: hip replacement)
        { signs: ['hurts-more', 'sudden-change'], in: ['replaced-joint'], notIn: ['injury', 'fever', 'very-unwell'] },
      ],
      example: 'my hip replacement was fine for two years but now it has suddenly got hot and swollen',
    },
  },
  'joint-hot-red-swollen': {
    tier: 'urgent',
    text: 'your knee or hip is hot, red and swollen, and you otherwise feel well',
    source: 'nhsKneePain',
    detect: {
      when: [{ signs: ['hot-joint', 'swollen-joint'], notIn: ['fever', 'very-unwell'] }],
      example: 'my knee is warm and swollen',
    },
  },
  'knee-sudden-swelling-or-stuck': {
    tier: 'urgent',
    text: 'your knee suddenly swells up a lot or you cannot bend or straighten it at all',
    source: 'nhsKneePain',
    detect: {
      // Not a knee that has swollen after exercise for months (NHS: see a GP if it has not got better in a few weeks)
      when: [
        { signs: ['knee-big-swelling'], notLongStanding: true },
        { signs: ['it-big-swelling', 'knee'], notLongStanding: true },
        { signs: ['knee-cant-bend-straighten', 'knee'], notLongStanding: true },
      ],
      example: 'overnight my knee has blown up like a balloon',
    },
  },
  'knee-swelled-after-injury': {
    tier: 'urgent',
    text: 'your knee swelled up quickly after an injury, or you heard a pop or snap when you hurt it',
    source: 'nhsKneeLigamentSurgery',
    detect: {
      when: [
        { signs: ['pop-or-snap', 'swollen-joint', 'knee'], in: ['injury'] },
        { signs: ['knee-big-swelling'], in: ['injury'] },
      ],
      example: 'i heard a pop in my knee at football and now its swollen',
    },
  },
  'knee-locking': {
    tier: 'urgent',
    text: 'your knee locks, so you cannot straighten it',
    source: 'nhsKneePain',
    detect: {
      when: [['knee-locked', 'knee'], { signs: ['cant-straighten', 'knee'], in: ['injury'], notLongStanding: true }],
      example: 'my knee has locked and i cant get it straight',
    },
  },
  'replaced-joint-unstable': {
    tier: 'urgent',
    brief: 'a new joint that feels unstable',
    text: 'your new joint feels unstable or out of place, or went "clunk" and has hurt more since',
    source: 'nhsHipReplacement',
    detect: {
      when: [
        { signs: ['joint-unstable'], in: ['replaced-joint'], notIn: ['long-standing'] },
        { signs: ['joint-clunked', 'hurts-more'], in: ['replaced-joint'], notIn: ['long-standing'] },
        // A clunk, then pain to walk on it ("the new hip clunked and now it hurts to walk")
        { signs: ['joint-went-clunk', 'complaint'], in: ['replaced-joint'], notIn: ['long-standing'] },
      ],
      example: 'since a clunk getting out of the car my new hip hurts more and feels wrong',
    },
  },
  'knee-giving-way': {
    tier: 'urgent',
    text: 'your knee keeps giving way',
    source: 'nhsKneePain',
    detect: { when: [['keeps-giving-way']], example: 'my knee keeps buckling under me' },
  },
  'injury-pain-not-helped': {
    tier: 'urgent',
    text: 'the pain is severe and not helped by everyday painkillers',
    source: 'nhsSportsInjuries',
    detect: {
      when: [
        { signs: ['severe-pain'], in: ['injury'], notIn: ['after-surgery'] },
        { signs: ['painkillers-fail'], in: ['injury'], notIn: ['after-surgery'] },
      ],
      example: 'i twisted my knee playing netball and paracetamol isnt touching the pain',
    },
  },
  'hip-pain-worsening': {
    tier: 'urgent',
    text: 'hip pain that is getting worse quickly or keeps you awake at night',
    source: 'nhsHipPain',
    detect: { when: [['hip-pain-worse']], example: 'my hip is getting worse every day and keeps me awake' },
  },
  'hip-pain-weight-loss': {
    tier: 'urgent',
    text: 'hip pain with unexplained weight loss or night sweats',
    source: 'nhsHipPain',
    detect: {
      when: [['weight-loss-or-night-sweats']],
      example: 'ive lost weight without trying and wake up drenched at night',
    },
  },
  'leg-weakness': {
    tier: 'urgent',
    text: 'new numbness or weakness in your leg',
    source: 'nhsHipPain',
    detect: {
      when: [
        { signs: ['leg-weak'], notIn: ['after-surgery'], notLongStanding: true },
        { signs: ['numb-limb'], notIn: ['after-surgery'], notLongStanding: true },
      ],
      example: 'my leg has gone weak and tingly this week',
    },
  },
  'severe-skin-reaction': {
    tier: 'emergency',
    brief: 'a blistering or peeling rash, or sores in the mouth or eyes, after a new medicine',
    text: 'a rash that blisters or peels, or sores in your mouth, on your lips or eyes, after starting a medicine (this can be Stevens-Johnson syndrome)',
    source: 'nhsStevensJohnsonSyndrome',
    detect: {
      when: [
        { signs: ['skin-blistering'], in: ['started-medicine'] },
        { signs: ['skin-blistering'], in: ['antibiotics'] },
      ],
      example: 'since starting the new tablets my skin is peeling and i have sores in my mouth',
    },
  },
  'child-fever-not-walking': {
    tier: 'emergency',
    brief: 'a child with a high temperature who will not stand or walk',
    text: 'a child with a high temperature who will not stand or walk on a leg, or limps with it (this can be an infection of a joint or bone)',
    source: 'nhsHealthierTogetherLimp',
    detect: {
      when: [
        { signs: ['fever', 'cant-bear-weight'], in: ['child'] },
        { signs: ['fever', 'limp'], in: ['child'] },
      ],
      example: 'my 6 year old has a temperature and wont stand on his leg',
    },
  },
  'high-blood-sugar-and-unwell': {
    tier: 'emergency',
    brief: 'high blood sugar with being sick, tummy pain, fast breathing or drowsiness',
    text: 'high blood sugar with being sick, tummy pain, fast breathing, drowsiness or confusion (these can be signs of diabetic ketoacidosis)',
    source: 'nhsHighBloodSugar',
    detect: {
      when: [
        ['high-blood-sugar', 'tummy-trouble'],
        ['high-blood-sugar', 'breathless'],
        ['high-blood-sugar', 'floppy-or-drowsy'],
        ['high-blood-sugar', 'confused'],
      ],
      example: 'my sugars are sky high since the op and now im being sick',
    },
  },
  'high-blood-sugar': {
    tier: 'urgent',
    brief: 'blood sugar that stays high, if you have diabetes',
    text: 'blood sugar that stays high or keeps rising, if you have diabetes (a steroid injection or an operation can raise it for a few days)',
    source: 'nhsHighBloodSugar',
    detect: { when: [['high-blood-sugar']], example: 'my blood sugar has been high ever since the operation' },
  },
  'injected-joint-inflamed': {
    tier: 'urgent',
    text: 'the injected joint becomes hot, red, more swollen and more painful in the days after the injection',
    source: 'nhsSteroidInjections',
    detect: {
      when: [
        { signs: ['hot-joint'], in: ['injection'], notIn: ['fever', 'very-unwell'] },
        { signs: ['hot-joint', 'swollen-joint'], in: ['injection'], notIn: ['fever', 'very-unwell'] },
        { signs: ['swollen-joint', 'severe-pain'], in: ['injection'], notIn: ['fever', 'very-unwell'] },
        { signs: ['getting-worse'], in: ['injection'], notIn: ['fever', 'very-unwell'] },
      ],
      example: 'two days after the steroid jab my knee is hot and red',
    },
  },
} as const satisfies Record<string, RedFlag>;

export type RedFlagId = keyof typeof redFlags;

const bloodClotInLungs: RedFlagId[] = ['chest-pain', 'breathlessness', 'coughing-blood'];
const afterSurgery: RedFlagId[] = [
  'leg-numb-pale-cold',
  'calf-clot',
  'wound-infection',
  'skin-infection',
  'fever',
  'uncontrolled-pain',
  'worsening-after-surgery',
  'new-numbness-after-surgery',
];

/** The red flags each urgent-help box lists, in reading order; the tier of each comes from the registry. */
export const urgentHelpTopics = {
  'after-joint-replacement': [...bloodClotInLungs, 'replaced-joint-dislocated', ...afterSurgery],
  'after-knee-surgery': [...bloodClotInLungs, ...afterSurgery, 'knee-sudden-swelling-or-stuck'],
  'after-hip-surgery': [...bloodClotInLungs, 'hip-dislocated', ...afterSurgery],
  'acute-knee-injury': [
    'knee-deformed',
    'kneecap-went-back',
    'cannot-bear-weight-after-injury',
    'leg-numb-pale-cold',
    'hot-swollen-knee-with-fever',
    'knee-swelled-after-injury',
    'knee-locking',
    'knee-giving-way',
    'injury-pain-not-helped',
  ],
  'hip-pain': [
    'cannot-bear-weight-after-injury',
    'leg-shortened-after-fall',
    'hot-swollen-hip-with-fever',
    'hip-pain-worsening',
    'hip-pain-weight-loss',
    'leg-weakness',
  ],
  'joint-injection': ['severe-allergic-reaction', 'injected-joint-inflamed', 'fever', 'high-blood-sugar'],
  'arthritis-flare': ['hot-swollen-knee-with-fever', 'hot-swollen-hip-with-fever', 'cannot-bear-weight-after-injury'],
} satisfies Record<UrgentHelpKey, RedFlagId[]>;

/** Flags grouped by tier, as a box shows them (search shows the flags a query names). */
export function urgentHelpOf(ids: readonly RedFlagId[]): UrgentHelp {
  const textsOf = (tier: UrgencyTier) => ids.filter((id) => redFlags[id].tier === tier).map((id) => redFlags[id].text);
  return { emergency: textsOf('emergency'), urgent: textsOf('urgent') };
}

/** A topic's flags grouped by tier, as its box shows them. */
export function urgentHelpFor(topic: UrgentHelpKey): UrgentHelp {
  return urgentHelpOf(urgentHelpTopics[topic]);
}
