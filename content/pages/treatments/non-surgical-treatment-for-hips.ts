import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const nonSurgicalTreatmentForHips = {
  path: '/Treatments/non-surgical-treatment-for-hips',
  title: 'Non-surgical treatment for hip pain',
  description:
    'Treating hip pain and hip arthritis without surgery: physiotherapy, injections, lifestyle changes, and when to consider a hip replacement.',
  hero: {
    title: 'Non-surgical treatment for hips',
    subtitle:
      'Hip pain, including arthritis, can often be eased without an operation. Here are the treatments that work, and signs it may be time to think about surgery.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'faq',
      id: 'hip-treatment-questions',
      title: 'Questions about treating hip pain without surgery',
      items: [
        {
          question: 'What treatments are there?',
          answer: [
            {
              kind: 'list',
              intro: 'For most hip problems, including osteoarthritis, treatment combines:',
              items: [
                '**exercise and physiotherapy** to strengthen the muscles around the hip and keep it moving',
                '**weight loss** if you are overweight, which reduces the load on the hip',
                '**pain relief**, such as anti-inflammatory tablets at the lowest dose that works, checked with your GP or pharmacist',
                '**walking aids**: a stick in the hand opposite the painful hip takes weight off it',
                '**injections** for some people, to ease a painful flare',
              ],
            },
          ],
        },
        {
          question: 'How well does physiotherapy work?',
          answer: [
            {
              kind: 'paragraph',
              text: `Physiotherapy reduces hip pain by ${clinicalFigures.hipPhysioPainReduction} for many people. It works best when you do the exercises regularly at home, not only in sessions. Strengthening the buttock and thigh muscles supports the joint and improves walking.`,
            },
            {
              kind: 'paragraph',
              text: 'Find a physiotherapist near you on our [physiotherapy page](/PreAndPostcare/physiotherapy).',
            },
          ],
        },
        {
          question: 'What types of injection are there?',
          answer: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Steroid injections',
                  details: `A steroid, usually with local anaesthetic, is injected into the hip joint. It can calm pain and swelling, with relief that usually lasts ${clinicalFigures.hipSteroidInjectionLasts}. It is not repeated often.`,
                },
                {
                  term: 'Image-guided injections',
                  details:
                    'The hip joint is deep, so injections are given using an ultrasound scan or X-ray to place the needle accurately. The anaesthetic part can also show whether the pain is coming from the hip itself. See [image-guided hip joint injections](/hip-procedures/image-guided-hip-joint-injections).',
                },
                {
                  term: 'Other injections',
                  details:
                    'NICE does not recommend hyaluronic acid injections for osteoarthritis. Injections made from your own blood are still being studied.',
                },
              ],
            },
          ],
        },
        {
          question: 'When should I consider surgery?',
          answer: [
            {
              kind: 'paragraph',
              text: `Surgery is usually considered after ${clinicalFigures.hipSurgeryConsideredAfter} of treatment without surgery, if pain and stiffness still affect your sleep, walking or everyday life. You do not have to wait until the pain is unbearable, and your age and weight alone should not stop you being referred. Read about [hip replacement](/Treatments/hip-replacement).`,
            },
          ],
        },
        {
          question: 'What lifestyle changes help?',
          answer: [
            {
              kind: 'list',
              items: [
                'Stay active: walking, swimming, cycling and exercise in water are kind to the hip.',
                'Lose weight if you need to: every bit of weight lost takes load off the joint.',
                'Pace your activities and break up long spells of standing or walking.',
                'Wear cushioned, supportive shoes.',
                'Use a higher chair or a raised toilet seat if getting up is hard.',
                'Stop smoking: it helps your general health and, if you need surgery later, your healing.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'hip-pain-more',
      title: 'More about hip pain',
      layout: 'stack',
      sections: [
        {
          id: 'causes-of-hip-pain',
          title: 'Common causes of hip pain',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Pain from the hip joint itself is usually felt in the groin, and sometimes down the front of the thigh to the knee. The most common cause in older adults is osteoarthritis. In younger, active people, a change in the shape of the hip (impingement) or a tear in the rim of cartilage around the socket (labral tear) can cause pain.',
            },
            {
              kind: 'paragraph',
              text: 'Pain on the outer side of the hip is often from the tendons and fluid sacs there rather than the joint, and usually gets better with exercises. Pain in the buttock can come from the lower back.',
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
        { title: 'Hip replacement', href: '/Treatments/hip-replacement', description: 'When it is time for surgery.' },
        { title: 'Hip Procedures', href: '/hip-procedures', description: 'All hip operations and injections.' },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres near you.',
        },
      ],
    },
  ],
  urgentHelp: 'hip-pain',
  covers: ['hip-conservative-care'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceOsteoarthritis', 'nhsHipPain', 'versusArthritisHipPain'],
  },
} satisfies InfoPage;
