/**
 * Initials said letter by letter ("a c l"), text speak ("how do u know"), and Scots and northern English as patients
 * type it ("cannae stand", "ma maw", "it'll no stop"), in the standard words the red-flag vocabulary and our pages use, so the safety screen
 * and the chat read them alike. Applied to a visitor's lowercased message, apostrophes still in; the speller then
 * corrects what is left ("pourin").
 */
const WORDS: Record<string, string> = {
  // can't, won't, doesn't...: "cannae", "wullnae", "disnae"
  cannae: 'cant',
  canna: 'cant',
  couldnae: 'couldnt',
  wouldnae: 'wouldnt',
  shouldnae: 'shouldnt',
  disnae: 'doesnt',
  doesnae: 'doesnt',
  isnae: 'isnt',
  wasnae: 'wasnt',
  dinnae: 'dont',
  dinna: 'dont',
  didnae: 'didnt',
  havenae: 'havent',
  hasnae: 'hasnt',
  willnae: 'wont',
  wullnae: 'wont',
  winnae: 'wont',
  // people
  ma: 'my',
  masel: 'myself',
  hissel: 'himself',
  hersel: 'herself',
  maw: 'mum',
  mammy: 'mum',
  mam: 'mum',
  hubby: 'husband',
  missus: 'wife',
  da: 'dad',
  wean: 'child',
  weans: 'children',
  bairn: 'child',
  bairns: 'children',
  ye: 'you',
  yous: 'you',
  youse: 'you',
  yer: 'your',
  oor: 'our',
  // everyday words
  wrang: 'wrong',
  doon: 'down',
  aw: 'all',
  nae: 'no',
  efter: 'after',
  noo: 'now',
  whit: 'what',
  whits: 'whats',
  wi: 'with',
  oot: 'out',
  aff: 'off',
  tae: 'to',
  intae: 'into',
  fae: 'from',
  frae: 'from',
  aboot: 'about',
  heid: 'head',
  hame: 'home',
  sair: 'sore',
  cauld: 'cold',
  mair: 'more',
  richt: 'right',
  nicht: 'night',
  greetin: 'crying',
  gonnae: 'going to',
  hoo: 'how',
  dae: 'do',
  gie: 'give',
  awfy: 'very',
  hoose: 'house',
  fitba: 'football',
  til: 'till',
  // Shetland and north-east Scots: "jist askin", "I've nane", "how mony can I tak" ("o" is O_AS_OF below)
  jist: 'just',
  nane: 'none',
  atween: 'between',
  mony: 'many',
  tak: 'take',
  // northern English: "nowt wrong", "owt I can do", "summat's up", "wor lass"
  nowt: 'nothing',
  swole: 'swelled',
  owt: 'anything',
  summat: 'something',
  wor: 'our',
  // Wearside and Tyneside: "cannit keep them down", "mekin me sick", "divvent", "wat do ah need", "gannin up the stairs"
  ah: 'i',
  gan: 'go',
  gans: 'goes',
  gannin: 'going',
  tek: 'take',
  ower: 'over',
  cannit: 'cant',
  mekin: 'making',
  mek: 'make',
  divvent: 'dont',
  // Black Country: "I cor wee" (can't)
  cor: 'cant',
  // text speak: "how do u know", "is ur wound red", "run outta", "wot does it mean"
  u: 'you',
  wot: 'what',
  wots: 'whats',
  n: 'and',
  wat: 'what',
  wen: 'when',
  cos: 'because',
  coz: 'because',
  ppl: 'people',
  shud: 'should',
  wud: 'would',
  ur: 'your',
  outta: 'out of',
  gotta: 'got to',
  // short forms a speller would take for other words ("appt" is not "app")
  thru: 'through',
  yrs: 'years',
  mths: 'months',
  wks: 'weeks',
  hrs: 'hours',
  appt: 'appointment',
  appts: 'appointments',
  hosp: 'hospital',
  // a dropped "g" the speller could read as another word ("goin" is not "groin")
  goin: 'going',
  doin: 'doing',
  comin: 'coming',
  gettin: 'getting',
  nothin: 'nothing',
  somethin: 'something',
  mornin: 'morning',
  evenin: 'evening',
  feelin: 'feeling',
  makin: 'making',
  lookin: 'looking',
  walkin: 'walking',
  bleedin: 'bleeding',
  swellin: 'swelling',
  achin: 'aching',
  throbbin: 'throbbing',
  burnin: 'burning',
  hurtin: 'hurting',
  limpin: 'limping',
  shakin: 'shaking',
  shiverin: 'shivering',
  leakin: 'leaking',
  oozin: 'oozing',
};

const WORD = new RegExp(String.raw`(?<![a-z'])(${Object.keys(WORDS).join('|')})(?![a-z])`, 'g');

/** The Scots "o" before a word is "of" ("short o breath"); not "o'clock" or "O'Brien". */
const O_AS_OF = /(?<![a-z'])o(?= [a-z])/g;

/** "a've", "a'm", and "can a double it?": the Scots "a" is "I" (never the article before a verb). */
const A_AS_I =
  /(?<![a-z'])a(?='(?:ve|m|d|ll)\b)|\b(can|could|should|will|would|do|did|am|have|shall) a (?=(?:take|double|have|get|go|stop|use|need|be|give|put|drive|walk|fly|keep)\b)/g;

/** "it'll no stop", "I'm no coping": "no" after a verb that it denies is "not". */
const NO_AS_NOT =
  /\b((?:it|i|he|she|we|they|you)(?:'ll|'m|'s|'re|s)|is|am|are|was|were|does|do|did|will|would|can|could|should)\s+no\s+(?=(?:\w+ing|\w+in|stop|work|help|go|come|move|bend|budge|settle|right|passed|been|had|eaten|slept|moved|weed|peed)\b)/g;

/**
 * "Can't put no weight on it", "it don't help no more": "no" after a denial is "any" (read as a denial of its own, it
 * would deny the sign).
 */
const NO_AFTER_DENIAL =
  /\b(can'?t|cannot|couldn'?t|won'?t|wouldn'?t|didn'?t|don'?t|doesn'?t|ain'?t|never)((?: [a-z']+){0,2}) no(?= [a-z])/g;

/**
 * "It split open an it's bleeding", "hot an tight": "an" before a pronoun, "the", or a word that starts with a
 * consonant sound is "and" (the article never comes there; not before f, h, l, m, n, r, s or x, which begin "an
 * hour", "an MRI", "an NHS" letter).
 */
const AN_AS_AND = /\ban (?=(?:the|it|its|it's|i|he|she|we|they|my|his|her|then|now|that|this|there)\b|[bcdgjkpqtvwz])/g;

/** A part of the body or an operation, which "me" and a noun's "'s" are read before as whose. */
const BODY_OR_OPERATION = String.raw`knees?|hips?|legs?|calf|calves|foot|feet|ankles?|chest|wound|scar|arms?|head|stitches|temperature|temp|thigh|shin|op|operation|surgery|replacement|appointment`;

/**
 * "The blood's pouring", "his wound's open": a noun's "'s" is "is", and "has" before "been", "got", "gone" or "had"
 * ("ma thigh's been numb since the scope"). The pronouns' "it's", "he's" keep their own reading as one word, "its",
 * "hes". Before a part of the body, an operation or a thing someone has ("mum's knee", "dad's new hip", "put it on
 * mum's phone"), it is whose: left for the apostrophe to drop ("mums knee").
 */
const NOUN_S = new RegExp(
  String.raw`\b(?!(?:it|he|she|that|what|there|here|who|where|how|let)'s)([a-z]{3,})'s\b(?! (?:new|other|left|right|operated|${BODY_OR_OPERATION}|back|dressing|consultation|tablets|pills|medicines?|medication|phone|mobile|tablet|laptop|email|car|house|home|gp|doctor|physio|surgeon|carer)\b)(?=( (?:been|got|gone|had)\b)?)`,
  'g',
);

/**
 * "Me knee's killing us", "the day of me operation": the northern "me" before a part of the body or an operation, or
 * before "new" or "bad" one, is "my".
 */
const ME_AS_MY = new RegExp(
  String.raw`\bme (?=(?:new|bad|good|other|left|right|operated|poor|old) |(?:${BODY_OR_OPERATION})\b)`,
  'g',
);

/**
 * "Will not", "does not", "has not": written out in full, as many older people type, a denial is the contraction
 * the vocabulary is written with ("wont", "doesnt", "hasnt").
 */
const NOT_WRITTEN_OUT = /\b(will|would|could|should|does|do|did|is|are|was|were|has|have|had|can) not\b/g;
const CONTRACTED: Record<string, string> = { will: 'wont', can: 'cant' };

/** Initials dictated or typed letter by letter ("a c l", "p r p", "m r i") as the word our pages use. */
const SPELT_OUT = /\b(a c l|p c l|m c l|l c l|p r p|m r i|n h s|g p|d v t)\b/g;

export function standardSpelling(text: string): string {
  return text
    .replace(SPELT_OUT, (letters) => letters.replace(/ /g, ''))
    .replace(WORD, (word) => WORDS[word]!)
    .replace(O_AS_OF, 'of')
    .replace(NOT_WRITTEN_OUT, (_, verb: string) => CONTRACTED[verb] ?? `${verb}nt`)
    .replace(A_AS_I, (_, verb?: string) => (verb ? `${verb} i ` : 'i'))
    .replace(NO_AS_NOT, '$1 not ')
    .replace(NO_AFTER_DENIAL, '$1$2 any')
    .replace(AN_AS_AND, 'and ')
    .replace(ME_AS_MY, 'my ')
    .replace(NOUN_S, (_, noun: string, perfect?: string) => `${noun} ${perfect ? 'has' : 'is'}`);
}
