import { clinicalFigures } from '@/content/clinical-figures';
import type { Block, InfoPage } from '@/content/types';

/** The kinds of hip replacement, here and on the hip arthroplasty page that redirects here. */
export const hipReplacementTypes = {
  kind: 'definitions',
  items: [
    {
      term: 'Total hip replacement',
      details:
        'Both the ball and the socket are replaced. This is the most common kind. Read about [total hip replacement](/hip-procedures/hip-replacement).',
    },
    {
      term: 'Half hip replacement (hemiarthroplasty)',
      details:
        'Only the ball is replaced. This is mainly used for some broken hips. Read about [hemiarthroplasty](/hip-procedures/hemiarthroplasty).',
    },
    {
      term: 'Hip resurfacing',
      details:
        'The ball is capped with metal rather than removed, and the socket is lined with metal. It is now used only for a small number of carefully chosen people.',
    },
    {
      term: 'Revision hip replacement',
      details: 'A hip replacement that has worn, loosened or become infected is taken out and replaced with new parts.',
    },
  ],
} satisfies Block;

export const hipReplacement = {
  path: '/Treatments/hip-replacement',
  title: 'Hip replacement surgery',
  description:
    'Hip replacement explained: who it helps, the operation, recovery, risks and how long it lasts, with our full patient guide to download.',
  hero: {
    title: 'Hip replacement',
    subtitle:
      'A hip replacement replaces a worn, painful hip joint with an artificial one. It is one of the most successful operations in medicine for relieving pain and getting people moving.',
    image: 'hip-implant',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'sections',
      id: 'hip-replacement-guide',
      layout: 'stack',
      sections: [
        {
          id: 'what-it-is',
          title: 'What is a hip replacement?',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Your hip is a ball-and-socket joint. In arthritis, the smooth cartilage covering the ball and socket wears away, and the joint becomes painful and stiff. In a total hip replacement, the worn ball is replaced with a metal or ceramic ball on a stem that fits inside the thigh bone, and the socket is lined with a new cup.',
            },
          ],
        },
        {
          id: 'who-it-helps',
          title: 'Who it helps',
          blocks: [
            {
              kind: 'paragraph',
              text: `Most hip replacements are for osteoarthritis. It may be time to consider one if hip pain and stiffness affect your sleep, walking and everyday life despite exercise, physiotherapy and pain relief, usually after ${clinicalFigures.hipSurgeryConsideredAfter} of this treatment. See [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).`,
            },
          ],
        },
        {
          id: 'the-operation',
          title: 'The operation',
          blocks: [
            {
              kind: 'paragraph',
              text: 'You will usually have a spinal anaesthetic, which numbs you from the waist down, often with sedation. The surgeon makes a cut over the side or back of the hip, removes the worn ball and prepares the socket, then fits the new parts. They are held either by a tight fit that the bone grows into, or with bone cement.',
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
                'Most people stand and walk with a frame or crutches on the day of surgery or the next day.',
                'You usually go home within a few days, once you can walk safely and manage stairs.',
                'You will take blood-thinning medicine to lower the risk of clots.',
                'Do your exercises every day. Most people move from crutches to a stick, then no aid, over the following weeks.',
                'Drive only when you can do an emergency stop safely, and check with your insurer.',
                'Most people are back to everyday activities within a few months.',
              ],
              outro: 'Find a physiotherapist on our [physiotherapy page](/PreAndPostcare/physiotherapy).',
            },
          ],
        },
      ],
    },
    {
      type: 'faq',
      id: 'hip-replacement-questions',
      title: 'Questions about hip replacement',
      items: [
        { question: 'What kinds of hip replacement are there?', answer: [hipReplacementTypes] },
        {
          question: 'How long does a hip replacement last?',
          answer: [
            {
              kind: 'paragraph',
              text: `About ${clinicalFigures.hipReplacementTenYearSurvival} of hip replacements last ${clinicalFigures.hipReplacementFirstCheckpoint}, and ${clinicalFigures.hipReplacementTwentyYearSurvival} last ${clinicalFigures.hipReplacementSecondCheckpoint}. Every implant is recorded in the National Joint Registry, which tracks how implants perform.`,
            },
          ],
        },
        {
          question: 'What are the risks?',
          answer: [
            {
              kind: 'list',
              items: [
                `infection, which happens after ${clinicalFigures.hipInfectionRisk} of hip operations`,
                'a blood clot in the leg or lungs',
                'the hip coming out of its socket (dislocation), most likely in the first weeks',
                'a difference in leg length',
                'rarely, damage to nerves or blood vessels, or a break in the bone near the implant',
                'wear or loosening over time, which may need a second (revision) operation',
              ],
            },
          ],
        },
        {
          question: 'Are there movements I should avoid?',
          answer: [
            {
              kind: 'paragraph',
              text: 'While the tissues heal, you may be advised to avoid bending the hip too far or twisting on the leg. The advice depends on how your operation was done. Your physiotherapist will explain what is safe for you.',
            },
          ],
        },
        {
          question: 'What activities can I do afterwards?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Walking, swimming, cycling, golf and dancing are all encouraged once you have recovered. High-impact activities such as running and jumping put more wear on the joint; talk to us about these.',
            },
          ],
        },
      ],
    },
    {
      type: 'figure',
      image: 'hip-guide-cover',
      alt: 'Cover of the hip replacement guide: the title "Hip replacement guide, information for patients" over a simple drawing of a hip replacement.',
      caption:
        'A preview of our hip replacement guide. It covers the types of operation, how well it works, the risks, recovery milestones and protecting your new hip.',
    },
    {
      type: 'documents',
      id: 'hip-guide-download',
      title: 'Download the patient guide',
      documentIds: ['hip-replacement-guide'],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Hip replacement: on the day',
          href: '/hip-procedures/hip-replacement',
          description: 'What happens on the day of surgery.',
        },
        {
          title: 'Non-surgical treatment for hips',
          href: '/Treatments/non-surgical-treatment-for-hips',
          description: 'Treatments to try first.',
        },
        { title: 'Hip Procedures', href: '/hip-procedures', description: 'All hip operations and injections.' },
      ],
    },
  ],
  urgentHelp: 'after-hip-surgery',
  covers: ['hip-conservative-care', 'hip-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsHipReplacement', 'niceJointReplacement', 'niceTotalHipReplacement', 'njrPatients'],
  },
} satisfies InfoPage;
