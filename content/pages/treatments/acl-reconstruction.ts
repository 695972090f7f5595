import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const aclReconstruction = {
  path: '/Treatments/acl-reconstruction',
  title: 'ACL reconstruction surgery',
  description:
    'ACL reconstruction: who it helps, preparing for surgery, the stages of rehabilitation, return to sport and possible complications.',
  hero: {
    title: 'ACL reconstruction',
    subtitle:
      'ACL reconstruction replaces a torn anterior cruciate ligament with a graft, to make the knee stable again. Careful rehabilitation afterwards is the key to a good result.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'faq',
      id: 'acl-reconstruction-questions',
      title: 'Questions about ACL reconstruction',
      items: [
        {
          question: 'Who needs ACL reconstruction?',
          answer: [
            {
              kind: 'paragraph',
              text: 'It is usually advised if your knee keeps giving way, if you want to return to sports that involve turning, twisting or jumping, or if the meniscus is also torn and needs repair. Some people manage well without surgery. Read about [ACL and ligament injuries](/Conditions/acl/-ligament-injury-(sports-knee-injury)).',
            },
          ],
        },
        {
          question: 'What is the graft made from?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Usually from your own tissue: two of the hamstring tendons at the back of the thigh, or the middle part of the tendon below the kneecap (patellar tendon). Sometimes the tendon above the kneecap is used. Each has pros and cons, and we will talk through which suits you.',
            },
          ],
        },
        {
          question: 'When should I have the operation?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Not straight after the injury. It is best to wait until the swelling has gone, the knee straightens fully and you can walk normally. Surgery on a swollen, stiff knee raises the risk of stiffness afterwards.',
            },
          ],
        },
        {
          question: 'When can I go back to sport?',
          answer: [
            {
              kind: 'paragraph',
              text: `${clinicalFigures.aclReturnToSport} of people return to sport after ACL reconstruction. Allow at least ${clinicalFigures.aclMinimumBeforeContactSport} before contact sport or sports with twisting and turning, and only once you have passed strength and hop tests with your physiotherapist.`,
            },
          ],
        },
        {
          question: 'Can the new ligament tear?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Yes, a graft can tear again, and the ACL in the other knee can also be injured. The risk is highest in young people who return to pivoting sport early. Finishing your rehabilitation and doing injury-prevention exercises reduces the risk.',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'acl-reconstruction-guide',
      title: 'Your operation and recovery',
      layout: 'tabs',
      sections: [
        {
          id: 'before-surgery',
          title: 'Before Surgery',
          blocks: [
            {
              kind: 'list',
              intro: 'The weeks before surgery ("prehabilitation") make a real difference to how well you recover:',
              items: [
                'get the knee fully straight and bending well',
                'let the swelling settle completely',
                'build up your thigh and hamstring strength with your physiotherapist',
                'plan time off work and sport, and help at home for the first days',
                'stop smoking, which slows healing',
              ],
            },
            {
              kind: 'paragraph',
              text: 'You will have a pre-operative assessment to check your health before the anaesthetic.',
            },
          ],
        },
        {
          id: 'the-operation',
          title: 'The operation',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The operation is done by keyhole surgery, usually under a general anaesthetic. The graft is taken, then passed through small tunnels in the thigh bone and shin bone and fixed with small devices. Any tear of the meniscus is treated at the same time.',
            },
            {
              kind: 'paragraph',
              text: 'Most people go home the same day or the next day with crutches. See [ACL repair: on the day](/knee-procedures/acl-(anterior-cruciate-ligament)-repair).',
            },
          ],
        },
        {
          id: 'rehabilitation-process',
          title: 'Rehabilitation Process',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Early recovery',
                  details:
                    'Control swelling, get the knee fully straight and start bending it. Walk with crutches until you can walk without a limp.',
                },
                {
                  term: 'Building strength',
                  details: 'Exercise bike, squats, step-ups and balance work to rebuild muscle and control.',
                },
                {
                  term: 'Running and agility',
                  details: 'Straight-line running once strength allows, then changing direction, jumping and landing.',
                },
                {
                  term: 'Return to sport',
                  details: `Sport-specific training, then a gradual return. At least ${clinicalFigures.aclMinimumBeforeContactSport} before contact sport.`,
                },
              ],
            },
            {
              kind: 'paragraph',
              text: 'Each stage starts when you meet its goals, not on a fixed date. Find a physiotherapist on our [physiotherapy page](/PreAndPostcare/physiotherapy).',
            },
          ],
        },
      ],
    },
    {
      type: 'complications',
      id: 'potential-complications',
      title: 'Potential Complications',
      items: [
        'Infection in the wound or the knee joint, which is uncommon',
        'A blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'Stiffness, especially difficulty getting the knee fully straight',
        'Pain at the front of the knee or where the graft was taken',
        'A numb patch of skin on the outer side of the knee or shin',
        'The new ligament stretching or tearing again',
        'Rarely, damage to a nerve or blood vessel',
      ],
    },
    {
      type: 'documents',
      id: 'additional-resources',
      title: 'Additional Resources',
      documentIds: ['acl-booklet', 'acl-protocol-guide'],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'ACL and ligament injuries',
          href: '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
          description: 'Symptoms, diagnosis and treatment choices.',
        },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres near you.',
        },
        {
          title: 'Knee arthroscopy',
          href: '/Treatments/knee-arthroscopy',
          description: 'Keyhole surgery, used for ACL reconstruction.',
        },
      ],
    },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['acl-reconstruction'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeLigamentSurgery', 'nhsSportsInjuries', 'nhsArthroscopy'],
  },
} satisfies InfoPage;
