import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const patellarRealignment = {
  path: '/Treatments/patellar-realignment',
  title: 'Patella realignment surgery',
  description:
    'Patella (kneecap) realignment surgery: why it is done, preparing, the operation, recovery milestones, return to activities and complications.',
  hero: {
    title: 'Patella realignment',
    subtitle:
      'Realignment surgery changes the way the kneecap runs in its groove, to ease pain and stop it slipping out of place when exercise alone has not helped.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'faq',
      id: 'realignment-questions',
      title: 'Questions about patella realignment',
      items: [
        {
          question: 'How is realignment different from stabilisation?',
          answer: [
            {
              kind: 'paragraph',
              text: 'The two overlap. Stabilisation usually means rebuilding the ligament that holds the kneecap in place (MPFL reconstruction). Realignment changes the bones or soft tissues so that the kneecap is pulled in a better line, most often by moving the bony bump below the knee where the kneecap tendon attaches (the tibial tubercle). Many people have both. See [patella stabilisation](/Treatments/patellar-stabilization).',
            },
          ],
        },
        {
          question: 'Will it cure my knee pain?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Realignment works best when pain or instability is clearly caused by the kneecap running off course, seen on examination and scans. It is less reliable for pain without instability. We will only suggest it when the cause is clear and a good course of physiotherapy has not helped.',
            },
          ],
        },
        {
          question: 'How long will I be in hospital?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Usually a night or more. You will go home with crutches and often a knee brace.',
            },
          ],
        },
        {
          question: 'When can I drive?',
          answer: [
            {
              kind: 'paragraph',
              text: `Usually after ${clinicalFigures.patellaDrivingAfter}, once you are off crutches, your knee bends enough and you can do an emergency stop. If the operation was on your left knee and you drive an automatic, it may be sooner. Check with your insurer.`,
            },
          ],
        },
        {
          question: 'Will I need my screws removed?',
          answer: [
            {
              kind: 'paragraph',
              text: 'If the tibial tubercle was moved, it is held with screws. Some people find them uncomfortable when kneeling, and they can be taken out in a small operation once the bone has healed.',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'realignment-guide',
      title: 'Your operation and recovery',
      layout: 'tabs',
      sections: [
        {
          id: 'background',
          title: 'Background',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Your kneecap runs in a groove at the end of the thigh bone. If it is pulled too far to the outer side, or sits too high, it can rub, ache or slip out of the groove. This is more likely with a shallow groove, a high kneecap, or a tibial tubercle that sits further out than usual.',
            },
            {
              kind: 'paragraph',
              text: 'Read more about [kneecap problems](/Conditions/kneecap-problems).',
            },
          ],
        },
        {
          id: 'prior-to-surgery',
          title: 'Prior to Surgery',
          blocks: [
            {
              kind: 'list',
              items: [
                'You will have X-rays, an MRI scan and sometimes a CT scan to plan the operation.',
                'A physiotherapist will help you build strength beforehand and teach you to use crutches.',
                'Plan help at home for the first few weeks, and time off work.',
                'You will have a pre-operative assessment to check your health for the anaesthetic.',
              ],
            },
          ],
        },
        {
          id: 'surgical-procedure',
          title: 'Surgical Procedure',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The operation is done under a general anaesthetic, often starting with keyhole surgery to check the cartilage. Depending on your knee, the surgeon may:',
            },
            {
              kind: 'list',
              items: [
                'move the tibial tubercle inwards or downwards and fix it with screws',
                'release tight tissue on the outer side of the kneecap',
                'reconstruct the MPFL ligament on the inner side',
              ],
            },
          ],
        },
        {
          id: 'after-surgery',
          title: 'After Surgery',
          blocks: [
            {
              kind: 'list',
              items: [
                `You can usually shower after ${clinicalFigures.patellaShowerAfter} with a waterproof dressing. Keep the wounds dry for ${clinicalFigures.patellaWoundsDry}.`,
                `You will have daily blood-thinning injections for ${clinicalFigures.patellaAnticoagulantInjections}.`,
                `Stitches, if they need removing, come out at ${clinicalFigures.patellaStitchesOut}.`,
                `Your first physiotherapy check is at about ${clinicalFigures.patellaPhysioFollowUp}, and you will see your surgeon in clinic at ${clinicalFigures.patellaClinicFollowUp}.`,
                'Use crutches and a brace as advised while the bone and tissues heal.',
              ],
            },
          ],
        },
        {
          id: 'return-to-activities',
          title: 'Return to Activities',
          blocks: [
            {
              kind: 'list',
              items: [
                `**Driving:** usually after ${clinicalFigures.patellaDrivingAfter}.`,
                '**Work:** desk work after a few weeks; physical work takes longer.',
                `**Sport:** a gradual return from ${clinicalFigures.patellaSportAfter}, once strength and control allow. It can take longer after bone surgery.`,
              ],
              outro: 'Find a physiotherapist on our [physiotherapy page](/PreAndPostcare/physiotherapy).',
            },
          ],
        },
      ],
    },
    {
      type: 'complications',
      id: 'complications',
      title: 'Complications',
      items: [
        'Infection in the wound or the knee joint, which is uncommon',
        'A blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'Stiffness, or pain at the front of the knee',
        'The bone taking a long time to heal, or rarely a break in the shin bone',
        'Screws that cause discomfort and need removing',
        'A numb patch of skin near the scar',
        'The kneecap becoming unstable again',
      ],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Patella stabilisation',
          href: '/Treatments/patellar-stabilization',
          description: 'MPFL reconstruction and recovery timeline.',
        },
        { title: 'Kneecap problems', href: '/Conditions/kneecap-problems', description: 'Tracking and instability.' },
        {
          title: 'Anterior knee pain',
          href: '/Conditions/anterior-knee-pain',
          description: 'Pain around the front of the knee.',
        },
      ],
    },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['patella-surgery'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsDislocatedKneecap', 'nhsKneeLigamentSurgery', 'nhsKneePain'],
  },
} satisfies InfoPage;
