import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const totalKneeReplacement = {
  path: '/Treatments/total-knee-replacement',
  title: 'Total knee replacement',
  description:
    'Total knee replacement explained: who it helps, the operation, rehabilitation, caring for your new knee, risks and how long it lasts.',
  hero: {
    title: 'Total knee replacement',
    subtitle:
      'A total knee replacement resurfaces the worn ends of the thigh bone and shin bone with metal and plastic parts. For most people it greatly reduces pain from severe arthritis.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'faq',
      id: 'tkr-questions',
      title: 'Questions about total knee replacement',
      items: [
        {
          question: 'Am I ready for a knee replacement?',
          answer: [
            {
              kind: 'paragraph',
              text: `It may be time to talk about a knee replacement if arthritis pain and stiffness affect your sleep, walking or daily life, and treatment without surgery has not helped enough, usually after ${clinicalFigures.nonSurgicalTrialPeriod}. Your age and weight alone should not stop you being referred, according to NICE.`,
            },
          ],
        },
        {
          question: 'How long does a knee replacement last?',
          answer: [
            {
              kind: 'paragraph',
              text: `Modern knee replacements usually last ${clinicalFigures.kneeImplantLifespan}. The share still working well after ${clinicalFigures.kneeImplantCheckpoint} is ${clinicalFigures.kneeImplantTenYearSurvival}. Every implant is recorded in the National Joint Registry, which tracks how well implants perform.`,
            },
          ],
        },
        {
          question: 'Will my knee be pain-free?',
          answer: [
            {
              kind: 'paragraph',
              text: `Most people have much less pain, and many have none. The knee may feel warm and swollen for some months, and it takes time to get used to. Persistent pain after a total knee replacement affects ${clinicalFigures.persistentPainAfterTkr} of people.`,
            },
          ],
        },
        {
          question: 'How long will I be in hospital?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Most people walk with a frame or crutches on the day of surgery or the next morning, and go home within a few days. You go home once you can get in and out of bed, walk safely and manage stairs if you have them.',
            },
          ],
        },
        {
          question: 'Is robotic-arm assisted surgery better?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Robotic-arm assisted surgery uses a scan of your knee to plan where the implant goes, and helps the surgeon place it precisely. It may suit some people. Research is still looking at whether it gives better long-term results. We will discuss whether it is right for you.',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'tkr-guide',
      title: 'Your knee replacement',
      layout: 'tabs',
      sections: [
        {
          id: 'about',
          title: 'About',
          blocks: [
            {
              kind: 'paragraph',
              text: 'In a total knee replacement the damaged surfaces of the joint are removed and replaced. A metal cap fits on the end of the thigh bone and a metal tray on top of the shin bone, with a tough plastic spacer between them that lets the joint glide. The back of the kneecap may also be resurfaced with plastic.',
            },
            {
              kind: 'paragraph',
              text: 'The operation is done under a spinal or general anaesthetic. If only one part of your knee is worn, a [partial knee replacement](/Treatments/partial-knee-replacement) may suit you instead.',
            },
          ],
        },
        {
          id: 'rehabilitation',
          title: 'Rehabilitation',
          blocks: [
            {
              kind: 'list',
              intro: 'Rehabilitation starts on the day of surgery:',
              items: [
                'A physiotherapist helps you stand and walk with a frame or crutches.',
                'You learn exercises to bend and straighten the knee and strengthen your thigh muscles. Do them several times every day.',
                'Over the following weeks you move on to one crutch or a stick, then walk without aids.',
                'Most people get back to everyday activities over the next few months. The knee often keeps improving for many months.',
              ],
              outro: 'Find physiotherapy near you on our [physiotherapy page](/PreAndPostcare/physiotherapy).',
            },
          ],
        },
        {
          id: 'post-operative-care',
          title: 'Post-Operative Care',
          blocks: [
            {
              kind: 'list',
              items: [
                '**Blood clots:** you will have blood-thinning medicine and may wear stockings, as advised by NICE.',
                '**Pain and swelling:** take painkillers regularly at first, and use ice packs wrapped in a towel.',
                '**Wound:** keep it clean and dry until it has healed. Tell us about any redness, heat or leaking.',
                '**Driving:** only when you can bend the knee enough and do an emergency stop. Check with your insurer.',
                '**Infection later:** tell any doctor or dentist that you have a joint replacement. Get any infection elsewhere in your body treated promptly.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'figure',
      image: 'knee-implant',
      alt: 'Diagram of a total knee replacement: a metal part on the end of the thigh bone, a metal tray on the shin bone and a plastic insert between them.',
      caption:
        'Implant Components: the metal femoral component (thigh bone), the plastic insert and the metal tibial tray (shin bone).',
    },
    {
      type: 'complications',
      id: 'potential-risks',
      title: 'Potential Risks',
      items: [
        `Infection: after a knee replacement this happens in about ${clinicalFigures.kneeInfectionRisk} of operations. An infected knee replacement may need more surgery`,
        'A blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'Stiffness: the knee does not bend as far as hoped',
        `Ongoing pain: persistent pain affects ${clinicalFigures.persistentPainAfterTkr} of people`,
        'A numb patch of skin on the outer side of the scar, which is common and harmless',
        'Wear or loosening of the implant over time, which may need a revision operation',
        'Rarely, damage to nerves or blood vessels, or a break in the bone near the implant',
      ],
    },
    {
      type: 'documents',
      id: 'knee-replacement-guides',
      title: 'Guides to download',
      documentIds: [
        'knee-replacement-guide',
        'robotic-arm-total-knee-guide',
        'total-knee-brochure',
        'total-knee-personal-guide',
      ],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Knee replacement: on the day',
          href: '/knee-procedures/knee-replacement',
          description: 'What happens on the day of surgery.',
        },
        {
          title: 'Partial knee replacement',
          href: '/Treatments/partial-knee-replacement',
          description: 'When only part of the knee is worn.',
        },
        {
          title: 'Knee arthritis',
          href: '/Conditions/knee-arthritis',
          description: 'Causes, symptoms and treatments.',
        },
      ],
    },
  ],
  urgentHelp: 'after-joint-replacement',
  covers: ['knee-conservative-care', 'total-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'njrPatients'],
  },
} satisfies InfoPage;
