import type { InfoPage } from '@/content/types';

export const kneecapProblems = {
  path: '/Conditions/kneecap-problems',
  title: 'Kneecap problems: tracking and dislocation',
  description:
    'Kneecap (patella) problems explained: poor tracking, dislocation and instability, how they are diagnosed, and when surgery helps.',
  hero: {
    title: 'Kneecap problems',
    subtitle:
      'A kneecap that does not run smoothly in its groove, or slips out of place, can cause pain and make the knee feel unreliable. Exercise helps most people; some need surgery.',
  },
  schemaType: 'MedicalCondition',
  blocks: [
    {
      type: 'faq',
      id: 'kneecap-questions',
      title: 'Questions about kneecap problems',
      items: [
        {
          question: 'What should I do if my kneecap dislocates?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Often the kneecap pops back into place by itself when you straighten your leg. If it does not, do not try to force it back: go to A&E or call 999. Even if it goes back on its own, get your knee checked, because a piece of cartilage or bone can break off during a dislocation.',
            },
          ],
        },
        {
          question: 'Will it happen again?',
          answer: [
            {
              kind: 'paragraph',
              text: 'After a first dislocation, many people have no further problems once they have done a course of physiotherapy. The chance of it happening again is higher in teenagers, and when the knee has a shallow groove, a high kneecap or loose ligaments. We can look at these features on a scan and talk through your own risk.',
            },
          ],
        },
        {
          question: 'Is a kneecap that "slips" the same as one that dislocates?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Not quite. A kneecap can slip partly out of its groove and straight back in (subluxation). This feels like the knee giving way, often with a sharp pain. A full dislocation is when the kneecap comes right out of the groove. Both are forms of kneecap instability.',
            },
          ],
        },
        {
          question: 'Can exercise fix kneecap problems?',
          answer: [
            {
              kind: 'paragraph',
              text: 'For most people, yes. Strengthening the thigh and hip muscles and improving balance helps the kneecap run smoothly and makes dislocation less likely. It takes regular work over several months. A physiotherapist will set the right programme for you.',
            },
          ],
        },
        {
          question: 'When is surgery needed?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Surgery is considered if your kneecap keeps dislocating despite physiotherapy, if instability stops you doing everyday things or sport, or if a loose piece of bone or cartilage needs fixing. See [patella stabilisation](/Treatments/patellar-stabilization) and [patella realignment](/Treatments/patellar-realignment).',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'kneecap-guide',
      title: 'Understanding kneecap problems',
      layout: 'tabs',
      sections: [
        {
          id: 'understanding',
          title: 'Understanding',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Your kneecap (patella) slides up and down in a groove at the end of your thigh bone as you bend and straighten your knee. Muscles, tendons and ligaments hold it in place. The most important ligament is on the inner side: the medial patellofemoral ligament (MPFL).',
            },
            {
              kind: 'paragraph',
              text: 'Problems happen when the kneecap does not run smoothly in the groove (a tracking problem) or comes out of it (instability or dislocation). Both are more common in teenagers and young adults, especially girls and young women.',
            },
          ],
        },
        {
          id: 'tracking-disorder',
          title: 'Tracking Disorder',
          blocks: [
            {
              kind: 'paragraph',
              text: 'In a tracking problem, the kneecap is pulled slightly to one side, usually the outer side, as the knee bends. This overloads the joint behind the kneecap and causes an ache at the front of the knee, often on stairs, squatting or after sitting.',
            },
            {
              kind: 'list',
              intro: 'Things that can pull the kneecap off course include:',
              items: [
                'weakness in the thigh and hip muscles',
                'tight tissues on the outer side of the knee',
                'the way the leg is lined up, such as knock knees or feet that roll in',
              ],
              outro: 'Read more about [anterior knee pain](/Conditions/anterior-knee-pain).',
            },
          ],
        },
        {
          id: 'instability',
          title: 'Instability',
          blocks: [
            {
              kind: 'paragraph',
              text: 'An unstable kneecap slips partly or fully out of its groove, usually when you twist on a bent knee. A first dislocation often happens during sport or dancing. It tears the MPFL and can damage the cartilage.',
            },
            {
              kind: 'list',
              intro: 'Instability is more likely if you have:',
              items: [
                'a shallow groove at the end of the thigh bone (trochlear dysplasia)',
                'a kneecap that sits higher than usual (patella alta)',
                'a shin bone bump (tibial tubercle) that sits further out than usual',
                'loose, very flexible joints',
              ],
            },
          ],
        },
        {
          id: 'diagnostic-approaches',
          title: 'Diagnostic Approaches',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Examination',
                  details:
                    'We look at how your kneecap moves, how your leg is lined up, how flexible your joints are and how you walk and squat.',
                },
                {
                  term: 'X-rays',
                  details: 'Show the shape of the groove, the height of the kneecap and any loose pieces of bone.',
                },
                {
                  term: 'MRI scan',
                  details:
                    'Shows the ligaments and cartilage, and any damage from a dislocation. It also measures the features that make dislocation more likely.',
                },
                {
                  term: 'CT scan',
                  details:
                    'Sometimes used to measure twisting of the thigh or shin bone when surgery is being planned.',
                },
              ],
            },
          ],
        },
        {
          id: 'surgical-options',
          title: 'Surgical Options',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Surgery is planned around the reasons your kneecap is unstable. Often more than one procedure is done at the same time.',
            },
            {
              kind: 'definitions',
              items: [
                {
                  term: 'MPFL reconstruction',
                  details: 'Replaces the torn ligament on the inner side of the kneecap with a tendon graft.',
                },
                {
                  term: 'Moving the tibial tubercle',
                  details:
                    'The bony bump where the kneecap tendon attaches is moved down (distalisation) or inwards (medialisation) to improve tracking.',
                },
                {
                  term: 'Trochleoplasty',
                  details: 'Deepens a shallow groove so the kneecap has a better track.',
                },
                {
                  term: 'Osteotomy of the thigh or shin bone',
                  details: 'Corrects a leg that is twisted or out of line.',
                },
              ],
            },
            {
              kind: 'paragraph',
              text: 'Read more about [patella stabilisation](/Treatments/patellar-stabilization).',
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
          title: 'Patella stabilisation',
          href: '/Treatments/patellar-stabilization',
          description: 'Surgery for a kneecap that keeps dislocating.',
        },
        {
          title: 'Patella realignment',
          href: '/Treatments/patellar-realignment',
          description: 'Surgery to improve how the kneecap tracks.',
        },
        {
          title: 'Anterior knee pain',
          href: '/Conditions/anterior-knee-pain',
          description: 'Pain around the front of the knee.',
        },
      ],
    },
  ],
  urgentHelp: 'acute-knee-injury',
  covers: ['patella-surgery'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsDislocatedKneecap', 'nhsKneePain', 'versusArthritisKneePain'],
  },
} satisfies InfoPage;
