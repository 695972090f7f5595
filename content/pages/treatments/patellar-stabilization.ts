import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

const f = clinicalFigures;

export const patellarStabilization = {
  path: '/Treatments/patellar-stabilization',
  title: 'Patella stabilisation surgery',
  description:
    'Patella stabilisation surgery for a kneecap that keeps dislocating: MPFL reconstruction and related procedures, and a step-by-step recovery timeline.',
  hero: {
    title: 'Patella stabilisation',
    subtitle:
      'If your kneecap keeps slipping out of place, stabilisation surgery can hold it in its groove, so you can trust your knee again.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'faq',
      id: 'stabilisation-questions',
      title: 'Questions about patella stabilisation',
      items: [
        {
          question: 'Who needs stabilisation surgery?',
          icon: 'question',
          answer: [
            {
              kind: 'paragraph',
              text: 'Surgery is usually considered when the kneecap has dislocated more than once, or once with a high risk of it happening again, despite physiotherapy. It may be done sooner if a piece of bone or cartilage has broken off. Read about [kneecap problems](/Conditions/kneecap-problems).',
            },
          ],
        },
        {
          question: 'How long will I be in hospital?',
          icon: 'clock',
          answer: [
            {
              kind: 'paragraph',
              text: 'MPFL reconstruction on its own is often a day case, or you may stay overnight. If bone surgery is done as well, you may stay a little longer.',
            },
          ],
        },
        {
          question: 'When can I drive?',
          icon: 'car',
          answer: [
            {
              kind: 'paragraph',
              text: `Usually after ${f.patellaDrivingAfter}, once you are safely off crutches and can do an emergency stop. Check with your insurer before you drive.`,
            },
          ],
        },
        {
          question: 'How do I look after the wounds?',
          icon: 'bandage',
          answer: [
            {
              kind: 'paragraph',
              text: `You can usually shower after ${f.patellaShowerAfter}, using a waterproof dressing. Keep the wounds dry for ${f.patellaWoundsDry}, and do not soak them in a bath or pool until they have healed. Stitches, if they need removing, come out at ${f.patellaStitchesOut}.`,
            },
          ],
        },
        {
          question: 'When can I play sport again?',
          icon: 'dumbbell',
          answer: [
            {
              kind: 'paragraph',
              text: `A gradual return to sport usually starts after ${f.patellaSportAfter}, once your strength, balance and confidence allow. It can take longer after bone procedures. Your physiotherapist will guide you.`,
            },
          ],
        },
        {
          question: 'Could my kneecap dislocate again?',
          icon: 'shield',
          answer: [
            {
              kind: 'paragraph',
              text: 'Surgery makes it much less likely, but no operation can promise it will never happen. Keeping up your exercises after you recover helps protect the knee.',
            },
          ],
        },
      ],
    },
    {
      type: 'timeline',
      id: 'recovery-timeline',
      title: 'Recovery timeline',
      steps: [
        {
          time: `First ${f.patellaRestFirst}`,
          description:
            'Rest with your leg raised, use ice and take painkillers. Start your daily blood-thinning injections. After this you can shower with a waterproof dressing.',
        },
        {
          time: f.patellaEarlyRecovery,
          description: `First physiotherapy check at ${f.patellaPhysioFollowUp}. Keep the wounds dry for ${f.patellaWoundsDry}; stitches out at ${f.patellaStitchesOut}. Injections continue for ${f.patellaAnticoagulantInjections}.`,
        },
        {
          time: f.patellaDrivingAfter,
          description: 'Walking more, bending the knee further, and usually back to driving once off crutches.',
        },
        {
          time: f.patellaClinicFollowUp,
          description:
            'Clinic review with your surgeon. Most people are walking without crutches and building strength.',
        },
        {
          time: f.patellaSportAfter,
          description: 'A gradual return to sport, guided by your physiotherapist.',
        },
      ],
    },
    {
      type: 'sections',
      id: 'stabilisation-guide',
      title: 'About the operation',
      layout: 'tabs',
      sections: [
        {
          id: 'overview',
          title: 'Overview',
          blocks: [
            {
              kind: 'paragraph',
              text: 'When the kneecap dislocates, the ligament that holds it on the inner side, the medial patellofemoral ligament (MPFL), usually tears. It rarely heals strong enough to prevent further dislocations.',
            },
            {
              kind: 'paragraph',
              text: 'Stabilisation surgery rebuilds this ligament and, where needed, corrects the shape or alignment of the bones that made the kneecap unstable in the first place. We plan your operation from your examination and scans.',
            },
          ],
        },
        {
          id: 'procedure',
          title: 'Procedure',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'MPFL reconstruction',
                  details:
                    'A new ligament is made from a tendon graft, usually a hamstring tendon, and fixed to the kneecap and the thigh bone. This is the most common operation.',
                },
                {
                  term: 'Tibial tubercle distalisation',
                  details:
                    'The bony bump where the kneecap tendon attaches is moved down, to lower a high-riding kneecap into its groove.',
                },
                {
                  term: 'Tibial tubercle medialisation',
                  details: 'The same bump is moved inwards, so the kneecap is pulled in a straighter line.',
                },
                {
                  term: 'Trochleoplasty',
                  details: 'A shallow or flat groove is deepened to give the kneecap a proper track.',
                },
                {
                  term: 'Femoral or tibial osteotomy',
                  details:
                    'The thigh bone or shin bone is cut and turned to correct a leg that is twisted or out of line.',
                },
              ],
            },
            {
              kind: 'paragraph',
              text: 'See [patella stabilisation: on the day](/knee-procedures/patella-stabilisation).',
            },
          ],
        },
        {
          id: 'recovery',
          title: 'Recovery',
          blocks: [
            {
              kind: 'list',
              items: [
                `Daily blood-thinning injections for ${f.patellaAnticoagulantInjections}.`,
                `Physiotherapy from ${f.patellaPhysioFollowUp} after surgery, with exercises at home every day.`,
                'Crutches, and sometimes a brace, for the first weeks.',
                `Driving after ${f.patellaDrivingAfter}; clinic review at ${f.patellaClinicFollowUp}.`,
                `Sport from ${f.patellaSportAfter}.`,
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
      title: 'Possible complications',
      items: [
        'Infection in the wound or the knee joint, which is uncommon',
        'A blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'Stiffness, or pain at the front of the knee',
        'A numb patch of skin near the scars',
        'After bone procedures: slow healing, or screws that need removing',
        'The kneecap becoming unstable again',
      ],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Kneecap problems',
          href: '/Conditions/kneecap-problems',
          description: 'Tracking and instability explained.',
        },
        {
          title: 'Patella realignment',
          href: '/Treatments/patellar-realignment',
          description: 'Surgery to change how the kneecap tracks.',
        },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres for your rehabilitation.',
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
