import type { UrgentHelp, UrgentHelpKey } from '@/content/types';

/**
 * The urgent-help boxes shown on information pages whose topic has red flags. Wording follows NHS advice:
 * 999 or A&E for a possible blood clot in the lungs, a severe allergic reaction or a serious injury; the
 * surgical team the same day (NHS 111 out of hours) for signs of a clot in the leg, infection or pain that
 * painkillers do not control. The component adds the 999 / 111 links and the practice's phone numbers.
 */
const bloodClotInLungs = [
  'chest pain, especially pain that is worse when you breathe in',
  'sudden shortness of breath (breathlessness)',
  'coughing up blood',
];

const afterSurgery = [
  'a swollen, warm or painful calf or thigh, which can be a sign of a blood clot (deep vein thrombosis)',
  'a wound that is red, hot, more swollen or leaking fluid or pus',
  'a high temperature (fever), or you feel hot and shivery or generally unwell',
  'severe pain that is not controlled by your painkillers',
  'new numbness, or a foot that is cold, pale or blue',
];

export const urgentHelp = {
  'after-joint-replacement': {
    emergency: [
      ...bloodClotInLungs,
      'your new joint suddenly becomes very painful, looks out of shape and you cannot put weight on the leg',
    ],
    urgent: afterSurgery,
  },
  'after-knee-surgery': {
    emergency: bloodClotInLungs,
    urgent: [...afterSurgery, 'your knee suddenly swells up a lot or you cannot bend or straighten it at all'],
  },
  'after-hip-surgery': {
    emergency: [
      ...bloodClotInLungs,
      'your hip suddenly becomes very painful, your leg looks shorter or turned out, and you cannot put weight on it (the hip may have come out of its socket)',
    ],
    urgent: afterSurgery,
  },
  'acute-knee-injury': {
    emergency: [
      'your knee has changed shape, or your kneecap has slipped out of place and has not gone back',
      'you cannot put any weight on your leg after an injury or fall',
      'your leg or foot is numb, pale, cold or tingling',
      'your knee is hot, red and swollen and you have a high temperature or feel unwell (this can be an infection)',
    ],
    urgent: [
      'your knee swelled up quickly after an injury, or you heard a pop or snap when you hurt it',
      'your knee locks, so you cannot straighten it',
      'your knee keeps giving way',
      'the pain is severe and not helped by everyday painkillers',
    ],
  },
  'hip-pain': {
    emergency: [
      'you cannot walk or put weight on your leg after a fall or injury',
      'your leg looks shorter or is turned outwards after a fall',
      'your hip is hot, red or swollen and you have a high temperature or feel unwell (this can be an infection)',
    ],
    urgent: [
      'hip pain that is getting worse quickly or keeps you awake at night',
      'hip pain with unexplained weight loss or night sweats',
      'new numbness or weakness in your leg',
    ],
  },
  'joint-injection': {
    emergency: [
      'swelling of your lips, mouth, throat or tongue, or difficulty breathing, soon after an injection (a severe allergic reaction)',
    ],
    urgent: [
      'the injected joint becomes hot, red, more swollen and more painful in the days after the injection',
      'a high temperature (fever), or you feel hot and shivery or generally unwell',
    ],
  },
} satisfies Record<UrgentHelpKey, UrgentHelp>;
