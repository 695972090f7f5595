import type { UrgentHelp, UrgentHelpKey } from '@/content/types';

/**
 * The one urgency scale of the site. Every red flag a patient can read about has one tier, here: the
 * urgent-help boxes of information pages and guides list flags from this registry, and the chat assistant's
 * safety rules name the flag they detect, so a page, a guide and the chat always give the same advice for the
 * same symptom. Wording follows NHS advice.
 *
 * - emergency: call 999 or go to A&E now (a possible blood clot in the lungs, a severe allergic reaction, a
 *   serious injury, a dislocated joint, a hot swollen joint with a fever, which can be a joint infection);
 * - urgent: contact the surgical team the same day, or NHS 111 out of hours (signs of a clot in the leg, a
 *   wound infection, a fever, pain that painkillers do not control).
 */
export type UrgencyTier = 'emergency' | 'urgent';

/** What each tier asks the patient to do. The box adds the 999 / 111 phone links and the practice's numbers. */
export const urgencyTiers = {
  emergency: { label: 'Emergency', action: 'Call 999 or go to A&E now' },
  urgent: { label: 'Urgent', action: 'Contact your surgical team today, or call NHS 111 out of hours' },
} as const satisfies Record<UrgencyTier, { label: string; action: string }>;

export type RedFlag = {
  tier: UrgencyTier;
  /** How the flag reads in a box, completing "... if you have:". */
  text: string;
};

/**
 * Flags listed in no page's box but needed by the chat assistant, which hears about more than the pages describe:
 * heavy bleeding, a deformed leg, a collapse, sepsis, an overdose, thoughts of self-harm, a hot red swollen joint
 * without a fever. Each has its tier here all the same, so the chat's advice comes from this one scale.
 */
export const redFlags = {
  // A possible blood clot in the lungs (pulmonary embolism).
  'chest-pain': { tier: 'emergency', text: 'chest pain, especially pain that is worse when you breathe in' },
  breathlessness: { tier: 'emergency', text: 'sudden shortness of breath (breathlessness)' },
  'coughing-blood': { tier: 'emergency', text: 'coughing up blood' },

  'replaced-joint-dislocated': {
    tier: 'emergency',
    text: 'your new joint suddenly becomes very painful, looks out of shape and you cannot put weight on the leg',
  },
  'hip-dislocated': {
    tier: 'emergency',
    text: 'your hip suddenly becomes very painful, your leg looks shorter or turned out, and you cannot put weight on it (the hip may have come out of its socket)',
  },
  'knee-deformed': {
    tier: 'emergency',
    text: 'your knee has changed shape, or your kneecap has slipped out of place and has not gone back',
  },
  'cannot-bear-weight-after-injury': {
    tier: 'emergency',
    text: 'you cannot put any weight on your leg after an injury or fall',
  },
  'leg-shortened-after-fall': { tier: 'emergency', text: 'your leg looks shorter or is turned outwards after a fall' },
  'leg-numb-pale-cold': { tier: 'emergency', text: 'your leg or foot is numb, pale, cold or tingling' },
  'leg-deformed-after-injury': {
    tier: 'emergency',
    text: 'your leg is bent at an odd angle or out of shape after an injury, or a bone is showing through the skin',
  },
  'heavy-bleeding': {
    tier: 'emergency',
    text: 'heavy bleeding that does not stop when you press on it, or blood soaking through your dressing',
  },
  collapse: { tier: 'emergency', text: 'you collapse, faint, or are very hard to wake' },
  'sepsis-signs': {
    tier: 'emergency',
    text: 'a high temperature with confusion, slurred speech, very fast breathing or blotchy, pale or blue skin (this can be sepsis)',
  },
  overdose: { tier: 'emergency', text: 'you have taken too much of a medicine, even if you feel well' },
  'self-harm': { tier: 'emergency', text: 'thoughts of ending your life or of harming yourself' },
  'hot-swollen-knee-with-fever': {
    tier: 'emergency',
    text: 'your knee is hot, red and swollen and you have a high temperature or feel unwell (this can be an infection)',
  },
  'hot-swollen-hip-with-fever': {
    tier: 'emergency',
    text: 'your hip is hot, red or swollen and you have a high temperature or feel unwell (this can be an infection)',
  },
  'severe-allergic-reaction': {
    tier: 'emergency',
    text: 'swelling of your lips, mouth, throat or tongue, or difficulty breathing, soon after an injection (a severe allergic reaction)',
  },

  'calf-clot': {
    tier: 'urgent',
    text: 'a swollen, warm or painful calf or thigh, which can be a sign of a blood clot (deep vein thrombosis)',
  },
  'wound-infection': { tier: 'urgent', text: 'a wound that is red, hot, more swollen or leaking fluid or pus' },
  fever: {
    tier: 'urgent',
    text: 'a high temperature (fever), or you feel hot and shivery or generally unwell',
  },
  'uncontrolled-pain': { tier: 'urgent', text: 'severe pain that is not controlled by your painkillers' },
  'new-numbness-after-surgery': { tier: 'urgent', text: 'new numbness, or a foot that is cold, pale or blue' },
  'joint-hot-red-swollen': {
    tier: 'urgent',
    text: 'your knee or hip is hot, red and swollen, and you otherwise feel well',
  },
  'knee-sudden-swelling-or-stuck': {
    tier: 'urgent',
    text: 'your knee suddenly swells up a lot or you cannot bend or straighten it at all',
  },
  'knee-swelled-after-injury': {
    tier: 'urgent',
    text: 'your knee swelled up quickly after an injury, or you heard a pop or snap when you hurt it',
  },
  'knee-locking': { tier: 'urgent', text: 'your knee locks, so you cannot straighten it' },
  'knee-giving-way': { tier: 'urgent', text: 'your knee keeps giving way' },
  'injury-pain-not-helped': { tier: 'urgent', text: 'the pain is severe and not helped by everyday painkillers' },
  'hip-pain-worsening': { tier: 'urgent', text: 'hip pain that is getting worse quickly or keeps you awake at night' },
  'hip-pain-weight-loss': { tier: 'urgent', text: 'hip pain with unexplained weight loss or night sweats' },
  'leg-weakness': { tier: 'urgent', text: 'new numbness or weakness in your leg' },
  'injected-joint-inflamed': {
    tier: 'urgent',
    text: 'the injected joint becomes hot, red, more swollen and more painful in the days after the injection',
  },
} as const satisfies Record<string, RedFlag>;

export type RedFlagId = keyof typeof redFlags;

const bloodClotInLungs: RedFlagId[] = ['chest-pain', 'breathlessness', 'coughing-blood'];
const afterSurgery: RedFlagId[] = [
  'calf-clot',
  'wound-infection',
  'fever',
  'uncontrolled-pain',
  'new-numbness-after-surgery',
];

/** The red flags each urgent-help box lists, in reading order; the tier of each comes from the registry. */
export const urgentHelpTopics = {
  'after-joint-replacement': [...bloodClotInLungs, 'replaced-joint-dislocated', ...afterSurgery],
  'after-knee-surgery': [...bloodClotInLungs, ...afterSurgery, 'knee-sudden-swelling-or-stuck'],
  'after-hip-surgery': [...bloodClotInLungs, 'hip-dislocated', ...afterSurgery],
  'acute-knee-injury': [
    'knee-deformed',
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
  'joint-injection': ['severe-allergic-reaction', 'injected-joint-inflamed', 'fever'],
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
