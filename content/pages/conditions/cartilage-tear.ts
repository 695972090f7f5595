import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const cartilageTear = {
  path: '/Conditions/cartilage-tear',
  title: 'Torn knee cartilage (meniscus tear)',
  description:
    'A torn meniscus (knee cartilage tear): causes, symptoms, scans, and when physiotherapy or keyhole surgery is the right treatment.',
  hero: {
    title: 'Cartilage tear',
    subtitle:
      'A tear in the cartilage cushion of the knee (the meniscus) is one of the most common knee injuries. Many tears settle with exercise; some need keyhole surgery.',
  },
  schemaType: 'MedicalCondition',
  blocks: [
    {
      type: 'faq',
      id: 'meniscal-tear-questions',
      title: 'Questions about meniscal tears',
      items: [
        {
          question: 'What is the meniscus?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Each knee has two C-shaped pads of tough, rubbery cartilage between the thigh bone and the shin bone. They are called the menisci (one is a meniscus). They act as shock absorbers and help keep the knee steady. There is one on the inner side (medial meniscus) and one on the outer side (lateral meniscus).',
            },
          ],
        },
        {
          question: 'Will a torn meniscus heal on its own?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Only the outer edge of the meniscus has a good blood supply, so most tears do not knit back together. But the symptoms often settle. Many people with a tear, especially a tear caused by wear over time, get back to normal with exercise and physiotherapy and never need an operation.',
            },
          ],
        },
        {
          question: 'Do I need an MRI scan?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Not always. An MRI scan shows the meniscus clearly, but it also shows tears in many people whose knees do not hurt at all. We use a scan when the result would change your treatment, for example if your knee is locking or if surgery is being considered.',
            },
          ],
        },
        {
          question: 'Should I have surgery?',
          answer: [
            {
              kind: 'list',
              intro: 'Keyhole surgery is most likely to help if:',
              items: [
                'your knee locks, so you cannot straighten it fully',
                'a torn flap is catching in the joint and causing sharp pain',
                'you are young and the tear could be stitched (repaired)',
                'pain and catching continue despite a good course of physiotherapy',
              ],
              outro:
                'If your knee also has arthritis, trimming a tear is much less likely to help. We will explain what to expect in your case.',
            },
          ],
        },
        {
          question: 'Can I keep exercising?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Yes, in most cases. Stay active with exercise that does not cause sharp pain, such as cycling, swimming and walking on flat ground. Avoid deep squatting, kneeling and twisting on a bent knee until your symptoms settle. A physiotherapist can plan exercises to strengthen the muscles that support your knee.',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'meniscal-tear-guide',
      title: 'Understanding meniscal tears',
      layout: 'tabs',
      sections: [
        {
          id: 'causes',
          title: 'Causes',
          blocks: [
            {
              kind: 'definitions',
              items: [
                {
                  term: 'Injury (acute tear)',
                  details:
                    'Usually happens in younger people during sport, when the knee twists while the foot is planted on the ground. It can happen together with a torn ligament such as the ACL.',
                },
                {
                  term: 'Wear over time (degenerative tear)',
                  details:
                    'As we get older the meniscus becomes weaker and can tear with everyday movements such as squatting or getting up from a low chair. These tears often come with early arthritis.',
                },
              ],
            },
          ],
        },
        {
          id: 'symptoms',
          title: 'Symptoms',
          blocks: [
            {
              kind: 'list',
              intro: 'Symptoms of a torn meniscus include:',
              items: [
                'pain along the inner or outer side of the knee, often worse when twisting or squatting',
                'swelling, which may come on over a day or so after the injury',
                'a clicking or catching feeling',
                'the knee locking, so you cannot fully straighten it',
                'the knee feeling as if it might give way',
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
              text: 'We will ask how the problem started and examine your knee. Certain movements of the knee press on the meniscus and may bring on your pain.',
            },
            {
              kind: 'paragraph',
              text: 'An X-ray shows whether there is arthritis. An MRI scan shows the meniscus and the ligaments, and helps plan surgery if you need it.',
            },
          ],
        },
        {
          id: 'treatment-options',
          title: 'Treatment Options',
          blocks: [
            {
              kind: 'list',
              intro: 'Most people start with:',
              items: [
                'relative rest: avoid what brings on sharp pain, but keep moving',
                'ice packs wrapped in a towel and raising your leg to ease swelling',
                'pain relief such as paracetamol or an anti-inflammatory gel',
                'a course of physiotherapy to strengthen your thigh and hip muscles',
              ],
            },
            {
              kind: 'paragraph',
              text: 'If your knee locks, or symptoms carry on despite physiotherapy, keyhole surgery may help. See [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).',
            },
          ],
        },
      ],
    },
    {
      type: 'accordion',
      id: 'surgical-treatment-details',
      title: 'Surgical Treatment Details',
      intro: 'Meniscal tears are treated by keyhole surgery (knee arthroscopy), usually as a day case.',
      items: [
        {
          id: 'meniscal-repair',
          title: 'Repairing the meniscus',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Some tears, usually in younger people and near the outer edge of the meniscus, can be stitched. Keeping the meniscus helps protect the knee from arthritis later in life.',
            },
            {
              kind: 'paragraph',
              text: 'Recovery is slower than after trimming, because the repair needs time to heal. You may need crutches or a brace for a few weeks, and a longer wait before sport.',
            },
          ],
        },
        {
          id: 'partial-meniscectomy',
          title: 'Trimming the torn part (partial meniscectomy)',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If a tear cannot be repaired, the loose, torn part is trimmed away and the healthy meniscus is kept. Recovery is usually quick. See [meniscectomy for a meniscus tear](/knee-procedures/meniscectomy-for-meniscus-tear).',
            },
          ],
        },
        {
          id: 'after-keyhole-surgery',
          title: 'After keyhole surgery',
          blocks: [
            {
              kind: 'list',
              items: [
                `Rest with your leg raised for the first ${clinicalFigures.restAfterArthroscopy}.`,
                `The small paper stitches (steristrips) stay on for ${clinicalFigures.steristripsStay}.`,
                `Most people can drive after ${clinicalFigures.drivingAfterArthroscopy}, once they can do an emergency stop.`,
                'Start the exercises your physiotherapist gives you straight away.',
              ],
            },
            {
              kind: 'paragraph',
              text: 'Read more about [knee arthroscopy](/Treatments/knee-arthroscopy).',
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
          title: 'Knee arthroscopy',
          href: '/Treatments/knee-arthroscopy',
          description: 'Keyhole knee surgery: what happens and recovery.',
        },
        {
          title: 'ACL and ligament injuries',
          href: '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
          description: 'Often injured at the same time as the meniscus.',
        },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres near you.',
        },
      ],
    },
  ],
  urgentHelp: 'acute-knee-injury',
  covers: ['knee-arthroscopy'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneePain', 'nhsArthroscopy', 'versusArthritisKneePain'],
  },
} satisfies InfoPage;
