import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const partialKneeSystem = {
  id: 'partial-knee-system',
  title: 'Partial knee system',
  fileName: 'Partial knee system.pdf',
  category: 'Treatment Guide',
  summary:
    'A short introduction to the parts used in a partial knee replacement, who it suits and what the operation involves.',
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['partial-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement'],
  },
  chapters: [
    {
      id: 'what-it-is',
      title: 'What a partial knee system is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your knee has three parts (compartments): the inner side (medial), the outer side (lateral) and the area behind the kneecap (patellofemoral). Arthritis sometimes wears out only one of them. A partial knee replacement (unicompartmental knee replacement) replaces just the worn part and keeps the rest of your knee, including its ligaments.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Thigh bone part (femoral component)',
              details: 'A curved metal piece that caps the worn end of the thigh bone.',
            },
            {
              term: 'Shin bone part (tibial component)',
              details: 'A flat metal tray fixed to the top of the shin bone.',
            },
            {
              term: 'Bearing (insert)',
              details:
                'A piece of very hard plastic (polyethylene) between the two metal parts, so that they glide smoothly. In some designs it is fixed to the tray (fixed bearing); in others it can slide a little (mobile bearing).',
            },
          ],
        },
      ],
    },
    {
      id: 'who-it-suits',
      title: 'Who it suits',
      blocks: [
        {
          kind: 'paragraph',
          text: `A partial knee replacement suits around ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement. It is usually an option if arthritis is in one part of the knee only. Your ligaments need to be healthy, and your knee not too stiff or out of line. X-rays, and sometimes a scan, help your surgeon decide. NICE advises that people with arthritis only in the inner part of the knee should be offered a choice between a partial and a total knee replacement.`,
        },
      ],
    },
    {
      id: 'the-operation',
      title: 'The operation and recovery',
      blocks: [
        {
          kind: 'paragraph',
          text: `The surgeon removes the worn surfaces through a smaller cut than for a total knee replacement, and fits the new parts. The operation usually takes ${clinicalFigures.partialReplacementSurgeryTime}. Some surgeons use a robotic-arm system to help plan and prepare the bone. Most people are walking with help on the day of surgery or the next day. Recovery is often quicker than after a total knee replacement, but it still takes some months, with physiotherapy exercises, for the knee to settle fully.`,
        },
        {
          kind: 'list',
          intro: 'Risks include:',
          items: [
            `infection, which affects ${clinicalFigures.kneeInfectionRisk} of people after knee replacement surgery`,
            'blood clots in the leg or lungs, stiffness and ongoing pain',
            'arthritis developing in another part of the knee, or the parts wearing or loosening, which may mean further surgery, such as a total knee replacement',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
