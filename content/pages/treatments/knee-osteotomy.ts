import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const kneeOsteotomy = {
  path: '/Treatments/knee-osteotomy',
  title: 'Knee osteotomy (realigning the leg)',
  description:
    'Knee osteotomy explained: high tibial and distal femoral osteotomy, who it suits, recovery, weight-bearing, results and complications.',
  hero: {
    title: 'Knee osteotomy',
    subtitle:
      'An osteotomy reshapes the shin bone or thigh bone to move your weight away from a worn part of the knee. It can relieve pain and delay the need for a knee replacement.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'faq',
      id: 'osteotomy-questions',
      title: 'Questions about knee osteotomy',
      items: [
        {
          question: 'Who is osteotomy for?',
          answer: [
            {
              kind: 'paragraph',
              text: 'It usually suits younger, active people whose arthritis or cartilage damage affects only one side of the knee, often because the leg is bowed (worn inner side) or knock-kneed (worn outer side). The knee should bend well and the ligaments should be stable.',
            },
          ],
        },
        {
          question: 'How well does it work?',
          answer: [
            {
              kind: 'paragraph',
              text: `Osteotomy reduces pain in ${clinicalFigures.osteotomyPainReliefSuccess} of people, and the results often last ${clinicalFigures.osteotomyResultsLast}.`,
            },
          ],
        },
        {
          question: 'Why not have a knee replacement instead?',
          answer: [
            {
              kind: 'paragraph',
              text: 'An osteotomy keeps your own knee joint, so there are fewer limits on activity afterwards, including more demanding sport and physical work. A knee replacement is still possible later if it is needed. For older or less active people with more widespread arthritis, a [total knee replacement](/Treatments/total-knee-replacement) is usually better.',
            },
          ],
        },
        {
          question: 'When can I put weight on my leg?',
          answer: [
            {
              kind: 'paragraph',
              text: `This depends on the operation and how the bone is fixed. Many people use crutches and build up to full weight-bearing at ${clinicalFigures.osteotomyWeightBearing}. Your surgeon will tell you exactly what is safe.`,
            },
          ],
        },
        {
          question: 'Will the plate need removing?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Not usually. The plate and screws can stay in for life. If they cause irritation under the skin, they can be removed in a smaller operation once the bone has fully healed.',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'osteotomy-overview',
      layout: 'stack',
      sections: [
        {
          id: 'overview',
          title: 'Overview',
          blocks: [
            {
              kind: 'paragraph',
              text: 'When your leg is not straight, more of your body weight goes through one side of the knee. Over time that side wears out. An osteotomy changes the angle of the bone so that your weight passes through the healthier side instead.',
            },
            {
              kind: 'paragraph',
              text: 'The operation is planned carefully using X-rays of the whole leg taken while you stand. The bone is cut, the angle is corrected, and the bone is held with a metal plate and screws while it heals.',
            },
          ],
        },
      ],
    },
    {
      type: 'accordion',
      id: 'osteotomy-procedures',
      title: 'Types of osteotomy',
      items: [
        {
          id: 'high-tibial-osteotomy',
          title: 'High Tibial Osteotomy',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Overview',
                  details:
                    'The top of the shin bone (tibia) is realigned. It is used for bow legs with wear on the inner side of the knee, the most common pattern.',
                },
                {
                  term: 'Procedure',
                  details:
                    'Through a cut on the inner side of the shin, the bone is partly cut and opened like a wedge to straighten the leg, then fixed with a plate and screws.',
                },
                {
                  term: 'Recovery',
                  details: `You use crutches at first and build up to full weight at ${clinicalFigures.osteotomyWeightBearing}. The bone takes ${clinicalFigures.tibialOsteotomyBoneHealing} to heal.`,
                },
                {
                  term: 'Outcomes',
                  details: `Pain is reduced in ${clinicalFigures.osteotomyPainReliefSuccess} of people, with results often lasting ${clinicalFigures.osteotomyResultsLast}.`,
                },
              ],
            },
            {
              kind: 'paragraph',
              text: 'See also [tibial osteotomy](/knee-procedures/tibial-osteotomy).',
            },
          ],
        },
        {
          id: 'distal-femoral-osteotomy',
          title: 'Distal Femoral Osteotomy',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Overview',
                  details:
                    'The lower end of the thigh bone (femur) is realigned. It is used for knock knees with wear on the outer side of the knee.',
                },
                {
                  term: 'Procedure',
                  details:
                    'Through a cut on the side of the thigh just above the knee, the bone is cut and its angle corrected, then fixed with a plate and screws.',
                },
                {
                  term: 'Recovery',
                  details: `You use crutches at first and build up to full weight at ${clinicalFigures.osteotomyWeightBearing}. The bone takes about ${clinicalFigures.femoralOsteotomyBoneHealing} to heal.`,
                },
                {
                  term: 'Outcomes',
                  details: `Pain is reduced in ${clinicalFigures.osteotomyPainReliefSuccess} of people, with results often lasting ${clinicalFigures.osteotomyResultsLast}.`,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'after-osteotomy',
      layout: 'stack',
      sections: [
        {
          id: 'post-operative-care',
          title: 'Post-operative care',
          blocks: [
            {
              kind: 'list',
              items: [
                'Most people stay in hospital for a short time.',
                'You will have blood-thinning medicine to lower the risk of clots.',
                `Use crutches as advised until you reach full weight at ${clinicalFigures.osteotomyWeightBearing}.`,
                'Start your exercises straight away to keep the knee moving and your muscles strong.',
                'X-rays in clinic check that the bone is healing.',
                'Do not smoke: it slows bone healing.',
              ],
              outro:
                'Your physiotherapist will guide your recovery. See [physiotherapy](/PreAndPostcare/physiotherapy).',
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
        'Infection in the wound or around the plate',
        'A blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'The bone healing slowly or not healing (non-union), which may need more surgery',
        'The correction being too much or too little',
        'Irritation from the plate, which may need removing later',
        'Rarely, damage to nerves or blood vessels',
        'Arthritis progressing, so that a knee replacement is needed later',
      ],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Total knee replacement',
          href: '/Treatments/total-knee-replacement',
          description: 'For more widespread arthritis.',
        },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres for your rehabilitation.',
        },
        {
          title: 'Knee osteotomy: on the day',
          href: '/knee-procedures/knee-osteotomy',
          description: 'What happens on the day of surgery.',
        },
      ],
    },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['knee-osteotomy'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceOsteoarthritis', 'versusArthritisOsteoarthritis', 'nhsOsteoarthritisTreatment'],
  },
} satisfies InfoPage;
