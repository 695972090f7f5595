import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const nonSurgicalTreatmentForKnees = {
  path: '/Treatments/non-surgical-treatment-for-knees',
  title: 'Non-surgical treatment for knee pain',
  description:
    'Treating knee pain without surgery: exercise, weight loss, pain relief, braces and injections, plus our guide to orthobiologic injections.',
  hero: {
    title: 'Non-surgical treatment for knees',
    subtitle:
      'Most knee problems, including arthritis, can be eased without an operation. This page explains what works, what to expect and how long to give it.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'tabs',
      id: 'knee-treatment-tabs',
      defaultIndex: 0,
      tabs: [
        {
          label: 'Conservative Treatment',
          blocks: [
            {
              type: 'faq',
              id: 'conservative-treatment-questions',
              title: 'Questions about treatment without surgery',
              items: [
                {
                  question: 'What treatments can I try before surgery?',
                  answer: [
                    {
                      kind: 'list',
                      intro: 'The treatments with the best evidence, recommended by NICE, are:',
                      items: [
                        '**exercise**: both to make muscles stronger and to stay active',
                        '**weight loss** if you are overweight',
                        '**information and support** to understand your condition and manage flare-ups',
                      ],
                      outro: 'Pain relief, supports and injections can help alongside these, but do not replace them.',
                    },
                  ],
                },
                {
                  question: 'How long should I try it for?',
                  answer: [
                    {
                      kind: 'paragraph',
                      text: `Give non-surgical treatment a fair trial, usually ${clinicalFigures.nonSurgicalTrialPeriod}. Muscles take weeks to get stronger, and pain often eases gradually. If your knee is still stopping you sleeping, walking or working after that, we can talk about surgery.`,
                    },
                  ],
                },
                {
                  question: 'Which exercises help?',
                  answer: [
                    {
                      kind: 'list',
                      intro: 'A good programme includes:',
                      items: [
                        'strengthening the thigh muscles (quadriceps), for example sit-to-stand from a chair and straight-leg raises',
                        'strengthening the hip and buttock muscles',
                        'activity that raises your heart rate without jarring the knee: walking, cycling, swimming or exercise in water',
                        'balance exercises, such as standing on one leg near a support',
                      ],
                      outro:
                        'A physiotherapist can tailor these to you. See [physiotherapy](/PreAndPostcare/physiotherapy).',
                    },
                  ],
                },
                {
                  question: 'Which painkillers should I use?',
                  answer: [
                    {
                      kind: 'paragraph',
                      text: 'For knee arthritis, NICE recommends trying an anti-inflammatory gel rubbed on the knee first. If that is not enough, anti-inflammatory tablets such as ibuprofen or naproxen can help. Take the lowest dose that works, for the shortest time. You may also be given a medicine to protect your stomach. Ask your GP or pharmacist what is safe for you, especially if you have stomach, kidney or heart problems.',
                    },
                    {
                      kind: 'paragraph',
                      text: 'Paracetamol on its own helps few people with arthritis. Strong painkillers such as opioids should not be used for a long time.',
                    },
                  ],
                },
                {
                  question: 'Do injections work?',
                  answer: [
                    {
                      kind: 'paragraph',
                      text: 'A steroid injection can calm a painful flare, but the effect wears off and it is not repeated often. NICE does not recommend hyaluronic acid injections for osteoarthritis.',
                    },
                    {
                      kind: 'paragraph',
                      text: 'Injections made from your own blood, such as platelet-rich plasma, are called orthobiologics. See the "Orthobiologics Guide" tab for what we know about them.',
                    },
                  ],
                },
              ],
            },
            {
              type: 'sections',
              id: 'self-help',
              title: 'Other things that can help',
              layout: 'stack',
              sections: [
                {
                  id: 'supports-and-aids',
                  title: 'Supports and walking aids',
                  blocks: [
                    {
                      kind: 'paragraph',
                      text: 'Comfortable, cushioned shoes reduce the jarring on your knee. A walking stick held in the hand opposite the painful knee takes some weight off it. A knee brace can help some people whose arthritis affects one side of the knee, or whose knee feels unstable.',
                    },
                  ],
                },
                {
                  id: 'managing-flare-ups',
                  title: 'Managing flare-ups',
                  blocks: [
                    {
                      kind: 'list',
                      items: [
                        'Ease off activities that make the pain worse for a few days, but keep moving.',
                        'Use an ice pack wrapped in a towel, or a heat pack, whichever feels better.',
                        'Pace yourself: spread tasks through the day and week.',
                        'Go back to your exercises as soon as the flare settles.',
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Orthobiologics Guide',
          blocks: [
            {
              type: 'sections',
              id: 'orthobiologics',
              title: 'Orthobiologic injections',
              layout: 'stack',
              sections: [
                {
                  id: 'what-are-orthobiologics',
                  title: 'What are orthobiologics?',
                  blocks: [
                    {
                      kind: 'paragraph',
                      text: 'Orthobiologics are injections made from substances your body makes itself. The best known is platelet-rich plasma (PRP): a small amount of your blood is taken, spun in a machine to concentrate the platelets, and injected into the knee. Other products, such as [NStride® APS](/knee-procedures/nstride®-aps), are made in a similar way.',
                    },
                  ],
                },
                {
                  id: 'orthobiologics-evidence',
                  title: 'What does the evidence say?',
                  blocks: [
                    {
                      kind: 'paragraph',
                      text: 'Some people with knee arthritis report less pain after these injections, but the research is still limited and results vary. NICE says these injections (platelet-rich plasma) should only be given with extra care: you are told about the doubts, and your results are checked. They are not usually available on the NHS.',
                    },
                    {
                      kind: 'paragraph',
                      text: `Our guide, published in ${clinicalFigures.orthobiologicsGuidePublished}, explains the options, what the evidence shows and the questions to ask before you decide.`,
                    },
                  ],
                },
              ],
            },
            {
              type: 'documents',
              id: 'orthobiologics-download',
              title: 'Download the guide',
              documentIds: ['orthobiologics-guide'],
            },
          ],
        },
      ],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Knee arthritis',
          href: '/Conditions/knee-arthritis',
          description: 'Causes, symptoms and all treatments.',
        },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres near you.',
        },
        {
          title: 'Image-guided knee injections',
          href: '/knee-procedures/image-guided-knee-joint-injections',
          description: 'How injections are given using a scan.',
        },
      ],
    },
  ],
  urgentHelp: 'joint-injection',
  covers: ['knee-conservative-care', 'orthobiologics'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceOsteoarthritis', 'nhsOsteoarthritisTreatment', 'nicePlateletRichPlasma'],
  },
} satisfies InfoPage;
