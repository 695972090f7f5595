import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const partialKneeReplacement = {
  path: '/Treatments/partial-knee-replacement',
  title: 'Partial knee replacement',
  description:
    'Partial knee replacement: who it suits, preparing for surgery, the operation, a recovery timeline from hospital to full recovery, and guides.',
  hero: {
    title: 'Partial knee replacement',
    subtitle:
      'When arthritis affects only one part of the knee, a partial knee replacement replaces just that part and keeps the healthy rest of your knee and its ligaments.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'figure',
      image: 'partial-knee-implant',
      alt: 'Diagram of a knee with a partial replacement on the inner side only: a small metal part on the thigh bone and a plastic-topped tray on the shin bone.',
      caption:
        'A partial knee replacement resurfaces only the worn compartment, here the inner (medial) side, and leaves the rest of the knee untouched.',
    },
    {
      type: 'faq',
      id: 'common-questions',
      title: 'Common Questions',
      items: [
        {
          question: 'Am I suitable for a partial knee replacement?',
          answer: [
            {
              kind: 'paragraph',
              text: `A partial replacement suits ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement. It works best when arthritis affects only one part of the knee, the ligaments are healthy, and the knee is not badly bent or stiff. X-rays, sometimes taken in special positions, show whether you are suitable.`,
            },
          ],
        },
        {
          question: 'What are the advantages over a total knee replacement?',
          answer: [
            {
              kind: 'list',
              intro: 'Compared with a total knee replacement, people often have:',
              items: [
                'a smaller operation with less blood loss',
                'a quicker recovery and a shorter hospital stay',
                'a knee that bends more and feels more natural, because the ligaments are kept',
                'fewer serious complications',
              ],
              outro:
                'The trade-off is a higher chance of needing another operation later, for example if arthritis spreads to the rest of the knee.',
            },
          ],
        },
        {
          question: 'How long does the operation take?',
          answer: [
            {
              kind: 'paragraph',
              text: `The operation usually takes ${clinicalFigures.partialReplacementSurgeryTime}. It is done under a spinal or general anaesthetic.`,
            },
          ],
        },
        {
          question: 'What is robotic-arm assisted surgery?',
          answer: [
            {
              kind: 'paragraph',
              text: 'A CT scan of your knee is used to make a 3D plan. During the operation, a robotic arm guided by the surgeon helps remove only the worn bone and place the implant exactly as planned. The surgeon is in control at all times. Our guide to Mako robotic-arm assisted surgery, below, explains more.',
            },
          ],
        },
        {
          question: 'Can a partial knee be changed to a total knee later?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Yes. If the implant wears or arthritis develops in another part of the knee, a partial replacement can usually be converted to a total knee replacement. See [knee replacement revision](/knee-procedures/knee-replacement-revision).',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'about-partial-knee-replacement',
      layout: 'stack',
      sections: [
        {
          id: 'about',
          title: 'About',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The knee has three parts (compartments): the inner side, the outer side and the joint behind the kneecap. Arthritis often starts on the inner side. If the other parts are healthy, only the worn part needs replacing.',
            },
            {
              kind: 'paragraph',
              text: "The worn surfaces are removed and replaced with a metal part on the thigh bone and a metal tray with a plastic bearing on the shin bone. The cut is smaller than for a total knee replacement, and the knee's own ligaments are kept.",
            },
          ],
        },
      ],
    },
    {
      type: 'figure',
      image: 'partial-knee-before-after',
      alt: 'Two diagrams side by side. Before: the inner side of the knee has lost its cartilage, so bone rubs on bone. After: that side has a partial knee implant and the outer side is unchanged.',
      caption:
        'Before and after: the worn inner side is resurfaced; the healthy outer side and the ligaments are kept.',
    },
    {
      type: 'sections',
      id: 'your-operation',
      title: 'Your operation step by step',
      layout: 'columns',
      sections: [
        {
          id: 'procedure-details',
          title: 'Procedure Details',
          blocks: [
            {
              kind: 'paragraph',
              text: `You will have a spinal or general anaesthetic. Through a cut at the front of the knee, the worn surfaces are removed and the implant is fixed in place. The operation takes ${clinicalFigures.partialReplacementSurgeryTime}.`,
            },
          ],
        },
        {
          id: 'pre-surgery-preparation',
          title: 'Pre-Surgery Preparation',
          blocks: [
            {
              kind: 'list',
              items: [
                'a pre-operative assessment to check your health',
                'exercises to strengthen your thigh muscles',
                'stopping smoking and, if needed, losing some weight',
                'setting up your home: a firm chair, things within reach, no loose rugs',
              ],
            },
          ],
        },
        {
          id: 'post-surgery-care',
          title: 'Post-Surgery Care',
          blocks: [
            {
              kind: 'list',
              items: [
                'do your physiotherapy exercises several times a day',
                'take blood-thinning medicine as prescribed',
                'keep the wound clean and dry until it heals',
                'use ice packs and painkillers to control swelling and pain',
                'drive only when you can do an emergency stop safely and your surgeon agrees',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'timeline',
      id: 'recovery-process',
      title: 'Recovery Process',
      steps: [
        {
          time: clinicalFigures.partialKneeHospitalStay,
          description: 'Hospital stay: walking with a frame or crutches and starting your exercises.',
        },
        {
          time: clinicalFigures.partialKneeHome,
          description: 'Home: walking with crutches, exercises several times a day, wound check.',
        },
        {
          time: clinicalFigures.partialKneeActivityIncrease,
          description: 'Activity increase: walking further, moving off crutches, physiotherapy.',
        },
        {
          time: clinicalFigures.partialKneeNormalActivities,
          description: 'Normal daily activities: most everyday tasks and gentle exercise.',
        },
        {
          time: clinicalFigures.partialKneeFullRecovery,
          description: 'Full recovery: strength and movement keep improving.',
        },
      ],
    },
    {
      type: 'complications',
      id: 'possible-risks',
      title: 'Possible risks',
      items: [
        `Infection: after a knee replacement this happens in about ${clinicalFigures.kneeInfectionRisk} of operations`,
        'A blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'Pain, swelling or stiffness that takes longer to settle',
        'Arthritis developing in another part of the knee, or the implant wearing or loosening, which may mean another operation',
        'Rarely, damage to nerves or blood vessels, or a break in the bone near the implant',
      ],
    },
    {
      type: 'documents',
      id: 'additional-resources',
      title: 'Additional Resources',
      documentIds: ['your-guide-to-knee-replacement', 'mako-robotic-arm-pkr', 'partial-knee-patient-brochure'],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres for your rehabilitation.',
        },
        {
          title: 'Total knee replacement',
          href: '/Treatments/total-knee-replacement',
          description: 'When more of the knee is worn.',
        },
        {
          title: 'Partial knee replacement: on the day',
          href: '/knee-procedures/partial-knee-replacement',
          description: 'What happens on the day of surgery.',
        },
      ],
    },
  ],
  urgentHelp: 'after-joint-replacement',
  covers: ['partial-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'versusArthritisOsteoarthritis'],
  },
} satisfies InfoPage;
