import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const aclLigamentInjury = {
  path: '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
  title: 'ACL and knee ligament injuries (sports knee injury)',
  description:
    'Torn ACL and other knee ligament injuries: symptoms, diagnosis, rehabilitation and ACL reconstruction surgery, explained in plain English.',
  hero: {
    title: 'ACL and ligament injuries',
    subtitle:
      'A torn anterior cruciate ligament (ACL) is a common sports injury. It can make the knee feel unstable. Physiotherapy and, for many people, surgery help you get back to what you love.',
  },
  schemaType: 'MedicalCondition',
  blocks: [
    {
      type: 'faq',
      id: 'acl-questions',
      title: 'Questions about ACL and ligament injuries',
      items: [
        {
          question: 'What does the ACL do?',
          answer: [
            {
              kind: 'paragraph',
              text: 'The anterior cruciate ligament (ACL) is a strong band in the middle of the knee. It joins the thigh bone to the shin bone and stops the shin bone sliding forwards and twisting. It is most important when you change direction, pivot or land from a jump.',
            },
          ],
        },
        {
          question: 'Do I need an operation?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Not everyone does. Some people, especially those who do not play twisting and turning sports, manage well with physiotherapy alone. Surgery is usually advised if your knee keeps giving way, if you want to return to sports such as football, rugby, netball or skiing, or if other parts of the knee are also damaged.',
            },
          ],
        },
        {
          question: 'When can I return to sport?',
          answer: [
            {
              kind: 'paragraph',
              text: `After ACL reconstruction, ${clinicalFigures.aclReturnToSport} of people return to sport. You should wait at least ${clinicalFigures.aclMinimumBeforeContactSport} before contact sports or sports with twisting and turning. Going back too early raises the risk of tearing the new ligament.`,
            },
            {
              kind: 'paragraph',
              text: 'Your return depends on passing strength, balance and hopping tests with your physiotherapist, not only on time since surgery.',
            },
          ],
        },
        {
          question: 'What other injuries can happen at the same time?',
          answer: [
            {
              kind: 'list',
              intro: 'The twisting force that tears the ACL can also damage:',
              items: [
                'the meniscus, the cartilage cushion of the knee (see [cartilage tear](/Conditions/cartilage-tear))',
                'the joint surface cartilage',
                'the ligament on the inner side of the knee (medial collateral ligament, MCL)',
                'the ligaments on the outer side and back of the knee, after bigger injuries',
              ],
            },
          ],
        },
        {
          question: 'What about other knee ligaments?',
          answer: [
            {
              kind: 'paragraph',
              text: 'The medial collateral ligament (MCL) on the inner side of the knee usually heals well with a brace and physiotherapy. The posterior cruciate ligament (PCL) at the back of the knee is injured less often, for example in a fall onto a bent knee; many PCL injuries are treated without surgery. Injuries to several ligaments at once need specialist assessment and often surgery. See [PCL reconstruction](/knee-procedures/pcl-reconstruction).',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'acl-guide',
      title: 'Understanding ligament injuries',
      layout: 'tabs',
      sections: [
        {
          id: 'background',
          title: 'Background',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Four main ligaments hold the knee together: two cruciate ligaments in the middle of the knee (the ACL and PCL) and two collateral ligaments at the sides (the MCL and LCL).',
            },
            {
              kind: 'paragraph',
              text: 'Most ACL tears happen without contact with another player: you land from a jump, stop suddenly or change direction, and the knee twists. A torn ACL does not heal back together on its own, but the muscles around the knee can be trained to help control it.',
            },
          ],
        },
        {
          id: 'symptoms',
          title: 'Symptoms',
          blocks: [
            {
              kind: 'list',
              intro: 'At the time of injury, people often notice:',
              items: [
                'a pop or snap inside the knee',
                'severe pain and being unable to carry on playing',
                'the knee swelling up within a few hours',
              ],
            },
            {
              kind: 'list',
              intro: 'Later, once the swelling settles:',
              items: [
                'the knee feels unstable or gives way when you turn or twist',
                'you lose confidence in the knee on uneven ground or stairs',
              ],
            },
          ],
        },
        {
          id: 'diagnosis',
          title: 'Diagnosis',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We will ask how the injury happened and examine the knee. Gentle tests that move the shin bone forwards on the thigh bone show whether the ACL is working.',
            },
            {
              kind: 'paragraph',
              text: 'An MRI scan confirms the tear and shows any damage to the meniscus, cartilage or other ligaments. An X-ray may be done to check for a small break in the bone.',
            },
          ],
        },
        {
          id: 'treatment-options',
          title: 'Treatment Options',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'First few weeks',
                  details:
                    'Protect the knee, use ice and raise the leg to settle the swelling, and start physiotherapy to get the knee moving fully straight and bending again.',
                },
                {
                  term: 'Rehabilitation without surgery',
                  details:
                    'A structured exercise programme to build strength, balance and control. This suits people who do not play pivoting sports and whose knee does not give way.',
                },
                {
                  term: 'ACL reconstruction',
                  details:
                    'The torn ligament is replaced with a graft. This suits people whose knee keeps giving way or who want to return to pivoting sports. See [ACL reconstruction](/Treatments/acl-reconstruction).',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'acl-surgery-and-rehabilitation',
      title: 'Surgery and rehabilitation',
      layout: 'stack',
      sections: [
        {
          id: 'surgical-procedure',
          title: 'Surgical Procedure',
          blocks: [
            {
              kind: 'paragraph',
              text: 'ACL reconstruction is done by keyhole surgery under a general anaesthetic. The torn ligament is replaced with a graft, usually taken from one of your hamstring tendons or from the tendon below the kneecap. The graft is passed through small tunnels drilled in the thigh bone and shin bone and fixed in place.',
            },
            {
              kind: 'paragraph',
              text: 'Any tear in the meniscus is repaired or trimmed at the same time. Most people go home the same day or the next day, walking with crutches.',
            },
          ],
        },
        {
          id: 'rehabilitation-process',
          title: 'Rehabilitation Process',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              intro:
                'Rehabilitation is as important as the operation. It goes in stages, each started when you are ready:',
              items: [
                '**Early recovery:** control swelling, get the knee fully straight, and walk without crutches.',
                '**Strength:** build up thigh, hamstring and hip muscles with exercise bikes, squats and step work.',
                '**Running and agility:** straight-line running, then changing direction and jumping.',
                `**Return to sport:** sport-specific training, then a gradual return. Wait at least ${clinicalFigures.aclMinimumBeforeContactSport} before contact sport.`,
              ],
              outro:
                'Your physiotherapist will guide you through each stage. See [physiotherapy](/PreAndPostcare/physiotherapy).',
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
          title: 'ACL reconstruction',
          href: '/Treatments/acl-reconstruction',
          description: 'The operation, recovery and guides to download.',
        },
        {
          title: 'Cartilage tear',
          href: '/Conditions/cartilage-tear',
          description: 'Meniscus tears often happen with ACL injuries.',
        },
        {
          title: 'ACL repair procedure',
          href: '/knee-procedures/acl-(anterior-cruciate-ligament)-repair',
          description: 'What happens on the day.',
        },
      ],
    },
  ],
  urgentHelp: 'acute-knee-injury',
  covers: ['acl-reconstruction'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeLigamentSurgery', 'nhsSportsInjuries', 'nhsKneePain'],
  },
} satisfies InfoPage;
