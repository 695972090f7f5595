import type { InfoPage } from '@/content/types';

export const anteriorKneePain = {
  path: '/Conditions/anterior-knee-pain',
  title: 'Pain at the front of the knee (anterior knee pain)',
  description:
    'Anterior knee pain and patellofemoral pain explained: common causes, how the kneecap works, diagnosis and treatment, which is usually exercise.',
  hero: {
    title: 'Anterior knee pain',
    subtitle:
      'Pain around or behind the kneecap is very common, especially in active teenagers and adults. Most people get better with the right exercises.',
  },
  schemaType: 'MedicalCondition',
  blocks: [
    {
      type: 'faq',
      id: 'anterior-knee-pain-questions',
      title: 'Questions about anterior knee pain',
      items: [
        {
          question: 'What is anterior knee pain?',
          answer: [
            {
              kind: 'paragraph',
              text: '"Anterior" means the front. Anterior knee pain is an ache around or behind the kneecap (patella). The most common type is called patellofemoral pain syndrome. It is not usually caused by damage inside the knee but by the joint behind the kneecap being overloaded.',
            },
          ],
        },
        {
          question: 'Why does it hurt on stairs or after sitting?',
          answer: [
            {
              kind: 'paragraph',
              text: 'When the knee bends while carrying weight, such as on stairs, squatting or running downhill, the kneecap presses hard against the thigh bone. Sitting for a long time with your knees bent, for example in a cinema or car, can also make it ache. Straightening the leg and moving around usually eases it.',
            },
          ],
        },
        {
          question: 'Will it lead to arthritis?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Most people with anterior knee pain do not go on to get arthritis. In some people, though, arthritis behind the kneecap is the cause of the pain. An X-ray can show this.',
            },
          ],
        },
        {
          question: 'Do I need a scan?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Usually not. The diagnosis is made from your symptoms and an examination. We arrange an X-ray or MRI scan if the pain follows an injury, if the kneecap has dislocated, if the knee locks or swells, or if the pain does not improve with treatment.',
            },
          ],
        },
        {
          question: 'Will I need surgery?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Very rarely. Exercise-based treatment works for most people, though it can take a few months of regular work. Surgery is only considered for a clear structural problem, such as a kneecap that keeps dislocating. See [kneecap problems](/Conditions/kneecap-problems).',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'anterior-knee-pain-guide',
      title: 'Understanding anterior knee pain',
      layout: 'tabs',
      sections: [
        {
          id: 'background',
          title: 'Background',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Anterior knee pain often starts without an injury. It is common in teenagers during growth spurts, in runners and in people who have suddenly increased their activity. It can affect one or both knees.',
            },
            {
              kind: 'paragraph',
              text: 'The pain is usually a dull ache that gets worse with activity and better with rest. It can come and go over months. It is real pain, even when scans look normal.',
            },
          ],
        },
        {
          id: 'diagnosis',
          title: 'Diagnosis',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We will ask about your activities and what brings on the pain, then watch how you walk, squat and step down. We check the strength of your thigh and hip muscles, how flexible your legs are, and how your kneecap moves.',
            },
            {
              kind: 'paragraph',
              text: 'Scans are only needed in some cases, for example after an injury or if the knee swells, locks or gives way.',
            },
          ],
        },
        {
          id: 'common-causes',
          title: 'Common Causes',
          blocks: [
            {
              kind: 'list',
              intro: 'Common causes of pain at the front of the knee include:',
              items: [
                '**Patellofemoral pain syndrome:** overload of the joint behind the kneecap',
                '**Patellar tendinopathy ("jumper\'s knee"):** pain in the tendon below the kneecap, common in jumping sports',
                '**Osgood-Schlatter disease:** a painful bump below the knee in growing children and teenagers, which settles when growth finishes',
                '**Arthritis behind the kneecap**, usually in older adults',
                '**Kneecap instability:** a kneecap that slips partly or fully out of its groove',
                '**Swelling of the small fluid sacs (bursitis)** in front of the kneecap, often from kneeling',
              ],
            },
          ],
        },
        {
          id: 'patella-biomechanics',
          title: 'Patella Biomechanics',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The kneecap sits inside the tendon of the big thigh muscle (quadriceps). It slides up and down in a groove at the end of the thigh bone (the trochlea) as the knee bends and straightens, acting like a pulley that makes the thigh muscle stronger.',
            },
            {
              kind: 'list',
              intro:
                'Pain is more likely when the kneecap is pressed harder or tracks less smoothly, for example because of:',
              items: [
                'weak thigh or hip muscles, so the knee drifts inwards when you squat or land',
                'tight muscles at the front, back or outer side of the thigh',
                'flat feet that roll inwards',
                'a shallow groove or a high-riding kneecap',
              ],
            },
          ],
        },
        {
          id: 'acute-injuries',
          title: 'Acute Injuries',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Pain at the front of the knee can also follow an injury: a fall onto the kneecap, a kneecap that dislocates, or a tear of the tendon above or below the kneecap.',
            },
            {
              kind: 'paragraph',
              text: 'If you cannot straighten your leg or lift it off the bed after an injury, the tendon may be torn. This needs to be seen urgently, as a torn tendon is best repaired soon after the injury.',
            },
          ],
        },
        {
          id: 'treatment-options',
          title: 'Treatment Options',
          blocks: [
            {
              kind: 'list',
              intro: 'Most people get better with:',
              items: [
                'reducing activities that bring on the pain for a while, then building back up slowly',
                'exercises to strengthen the thigh and hip muscles, guided by a physiotherapist',
                'stretches for tight muscles',
                'taping the kneecap or supportive insoles for some people',
                'pain relief such as paracetamol or an anti-inflammatory gel',
                'losing weight if you are overweight',
              ],
              outro: 'Find a physiotherapist near you on our [physiotherapy page](/PreAndPostcare/physiotherapy).',
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
          title: 'Kneecap problems',
          href: '/Conditions/kneecap-problems',
          description: 'Kneecap tracking problems and instability.',
        },
        {
          title: 'Non-surgical treatment for knees',
          href: '/Treatments/non-surgical-treatment-for-knees',
          description: 'Exercise, pain relief and other treatments.',
        },
        {
          title: 'Knee arthritis',
          href: '/Conditions/knee-arthritis',
          description: 'When wear in the joint causes pain.',
        },
      ],
    },
  ],
  urgentHelp: 'acute-knee-injury',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneePain', 'versusArthritisKneePain', 'nhsDislocatedKneecap'],
  },
} satisfies InfoPage;
