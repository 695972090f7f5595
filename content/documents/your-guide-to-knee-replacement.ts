import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const yourGuideToKneeReplacement = {
  id: 'your-guide-to-knee-replacement',
  title: 'Your Guide to Knee Replacement',
  fileName: 'Knee replacement HN1.pdf',
  category: 'Patient Resource',
  summary:
    'The different types of knee replacement, including partial and total, and how you and your surgeon decide which is right for you.',
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['total-knee-replacement', 'partial-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceJointReplacement', 'nhsKneeReplacement', 'niceOsteoarthritis', 'versusArthritisKneeReplacement'],
  },
  chapters: [
    {
      id: 'about-this-guide',
      title: 'About this guide',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If arthritis is wearing out your knee, there is more than one kind of knee replacement. This guide explains the types, how your surgeon works out which might suit you, and how they compare, so that you can take part fully in the decision.',
        },
      ],
    },
    {
      id: 'three-parts-of-the-knee',
      title: 'The three parts of your knee',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your knee has three areas where bone surfaces meet, called compartments. Arthritis can affect one, two or all three of them.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Inner side (medial compartment)',
              details:
                'Between the thigh bone and the shin bone on the side nearest your other knee. This is the most common place for arthritis to start.',
            },
            {
              term: 'Outer side (lateral compartment)',
              details: 'Between the thigh bone and the shin bone on the outer side of the knee.',
            },
            {
              term: 'Behind the kneecap (patellofemoral compartment)',
              details:
                'Where the kneecap glides in a groove at the front of the thigh bone. Arthritis here often causes pain on stairs, when kneeling or when getting up from a chair.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The ligaments inside and around the knee matter too. A partial knee replacement relies on healthy ligaments, including the anterior cruciate ligament (ACL), to keep the knee stable.',
        },
      ],
    },
    {
      id: 'types',
      title: 'Types of knee replacement',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Total knee replacement',
              details:
                'All the joint surfaces are replaced: the end of the thigh bone, the top of the shin bone and often the back of the kneecap. It can be used for arthritis in any or all parts of the knee.',
            },
            {
              term: 'Partial knee replacement (unicompartmental knee replacement)',
              details:
                'Only the worn compartment, usually the inner side, is replaced. The healthy parts of the knee and the ligaments are kept.',
            },
            {
              term: 'Kneecap replacement (patellofemoral replacement)',
              details:
                'Only the kneecap surface and the groove it runs in are replaced. It is suitable for a small number of people whose arthritis is only behind the kneecap.',
            },
            {
              term: 'Robotic-arm assisted replacement',
              details:
                'Partial and total knee replacements can be planned and carried out with the help of a robotic-arm system, such as Mako. The surgeon controls the operation throughout.',
            },
          ],
        },
      ],
    },
    {
      id: 'partial-or-total',
      title: 'Partial or total: how they compare',
      blocks: [
        {
          kind: 'paragraph',
          text: `A partial knee replacement suits around ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement. NICE advises that if your arthritis is only in the inner part of the knee, you should be offered a choice between a partial and a total knee replacement, with a discussion of the benefits and risks of each.`,
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Partial knee replacement',
              details: `A smaller operation, usually taking ${clinicalFigures.partialReplacementSurgeryTime}, through a shorter cut. It keeps your healthy bone, cartilage and ligaments. Many people find that their knee feels more natural and that they recover more quickly. However, registry data show that partial knee replacements are more likely than total knee replacements to need further surgery in later years, for example if arthritis develops in another part of the knee.`,
            },
            {
              term: 'Total knee replacement',
              details: `A bigger operation with a longer recovery, but it treats all parts of the knee and is less likely to need further surgery. Total knee replacements usually last ${clinicalFigures.kneeImplantLifespan}, and ${clinicalFigures.kneeImplantTenYearSurvival} are still working at ${clinicalFigures.kneeImplantCheckpoint}.`,
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Neither is right for everyone. The best choice depends on the pattern of your arthritis, the state of your ligaments, your age and activity levels, and what matters most to you.',
        },
      ],
    },
    {
      id: 'how-we-decide',
      title: 'How your surgeon assesses your knee',
      blocks: [
        {
          kind: 'list',
          items: [
            'a discussion about your symptoms, where exactly the pain is, and what you want to be able to do',
            'an examination of how your knee moves, how it is aligned, and how stable the ligaments are',
            'X-rays taken while you stand, to show which parts of the knee are worn',
            'sometimes, extra X-rays taken with the knee under gentle pressure, or an MRI scan, to check the other compartments and the ligaments',
          ],
          outro:
            'Sometimes the final decision about a partial or total replacement can only be made once the surgeon sees inside the knee during the operation. Your surgeon will talk to you about this beforehand, so that you agree in advance what should happen.',
        },
      ],
    },
    {
      id: 'recovery',
      title: 'What recovery involves',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Whichever operation you have, you will usually be walking with help on the day of surgery or the next day. Physiotherapy exercises are essential to get your knee moving and your muscles strong.',
        },
        {
          kind: 'list',
          items: [
            'After a partial knee replacement, the hospital stay is often shorter and many people are walking without aids sooner.',
            'After a total knee replacement, most people stay in hospital for a few days and use crutches or sticks for a few weeks.',
            'With both, swelling can last for some months and the knee continues to improve for up to a year.',
            'You can drive when you can control the car safely, including an emergency stop. Check with your insurer.',
          ],
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks',
      blocks: [
        {
          kind: 'list',
          items: [
            `infection in the joint, which affects ${clinicalFigures.kneeInfectionRisk} of people after knee replacement`,
            'blood clots in the leg or lungs',
            'stiffness, which occasionally needs the knee to be bent under anaesthetic',
            `long-lasting pain, which affects ${clinicalFigures.persistentPainAfterTkr} of people after a total knee replacement`,
            'nerve or blood vessel damage, fracture or instability, which are rare',
            'wear or loosening of the parts over time, or, after a partial replacement, arthritis in another part of the knee, either of which may need further surgery',
          ],
        },
      ],
    },
    {
      id: 'questions-to-ask',
      title: 'Questions you may want to ask',
      blocks: [
        {
          kind: 'list',
          items: [
            'Which parts of my knee are worn?',
            'Am I suitable for a partial knee replacement? Why, or why not?',
            'What are the benefits and risks of each option for me?',
            'How likely am I to need further surgery in the future with each option?',
            'What happens if you find more arthritis than expected during the operation?',
            'Would you use a robotic-arm system for my operation, and why?',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
