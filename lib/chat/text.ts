import { stemmer } from 'stemmer';

import { normalise } from '@/lib/plain-text';

/**
 * Text handling shared by the index and the queries. Both sides go through the same functions, so a word is
 * indexed and searched in the same form.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he her ' +
    'here hers him his how i if in into is it its itself just me more most my myself no nor of on once only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up very was we were what when where which while who whom why ' +
    'will with would you your yours yourself am also about any after before again against all both each few ' +
    'further off s t don now get got go going im ive id youre dont cant please tell know want like much many ' +
    'thing things really always whats hows wheres whos thats theres shall ' +
    // Contractions, apostrophes dropped ("they've", "doesn't"); not "ill", "well" or "shell", which are words
    'youve weve theyve youd wed theyd youll theyll itll hes shes theyre wont didnt doesnt isnt arent wasnt ' +
    'werent havent hasnt hadnt couldnt wouldnt shouldnt lets'
  ).split(' '),
);

/** Words of a text, apostrophes dropped ("runner's" -> "runners", "can't" -> "cant"). */
export function words(text: string): string[] {
  return normalise(text)
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Words the Porter stemmer leaves apart although patients and pages mean the same thing ("swollen" and
 * "swelling", "torn" and "tear", "recovery" and "recovering"): mapped to one base word before stemming. A Map, not
 * an object: a visitor's word such as "constructor" must not find Object.prototype's properties.
 */
const IRREGULAR = new Map<string, string>(
  Object.entries({
    swollen: 'swell',
    torn: 'tear',
    tore: 'tear',
    broke: 'break',
    broken: 'break',
    fell: 'fall',
    fallen: 'fall',
    ran: 'run',
    runner: 'run',
    runners: 'run',
    feet: 'foot',
    teeth: 'tooth',
    women: 'woman',
    men: 'man',
    children: 'child',
    menisci: 'meniscus',
    meniscal: 'meniscus',
    recovery: 'recover',
    surgical: 'surgery',
    arthroscopic: 'arthroscopy',
    anaesthetist: 'anaesthetic',
    anaesthesia: 'anaesthetic',
    anesthetic: 'anaesthetic',
    anesthesia: 'anaesthetic',
    redone: 'redo',
  }),
);

/**
 * The stem a word is indexed and searched under: the Porter stemmer (the `stemmer` package), after the
 * irregular forms above. It only has to be consistent: the index and the questions go through it alike.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  return stemmer(IRREGULAR.get(word) ?? word);
}

/** The searchable terms of a text: words without stop words, stemmed. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
}

/** MiniSearch's processTerm: the same rule for one token. */
export function processTerm(token: string): string | null {
  const [w] = words(token);
  if (!w || STOP_WORDS.has(w)) return null;
  return stem(w);
}

/** Sentences of a paragraph (a full stop, question or exclamation mark followed by a space and a capital). */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9[*])/).filter(Boolean);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
