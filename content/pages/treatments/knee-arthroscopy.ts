import { clinicalFigures } from '@/content/clinical-figures';
import type { InfoPage } from '@/content/types';

export const kneeArthroscopy = {
  path: '/Treatments/knee-arthroscopy',
  title: 'Knee arthroscopy: keyhole surgery, recovery and risks',
  description:
    'Knee arthroscopy (keyhole knee surgery): what it treats, what happens on the day, recovery, driving, and possible complications.',
  hero: {
    title: 'Knee arthroscopy',
    subtitle:
      'Keyhole surgery uses a tiny camera and instruments to look inside the knee and treat problems such as a torn meniscus or a loose piece of cartilage.',
  },
  schemaType: 'MedicalProcedure',
  blocks: [
    {
      type: 'faq',
      id: 'arthroscopy-questions',
      title: 'Questions about knee arthroscopy',
      items: [
        {
          question: 'What is a knee arthroscopy?',
          answer: [
            {
              kind: 'paragraph',
              text: 'An arthroscope is a thin tube with a light and a camera at one end. It is put into your knee through a small cut, and the pictures are shown on a screen. Small instruments go in through one or two other cuts to repair, trim or remove damaged tissue.',
            },
          ],
        },
        {
          question: 'Will I be awake?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Most people have a general anaesthetic, so they are asleep. Some have a spinal anaesthetic, which numbs the legs while you stay awake or lightly sedated. The anaesthetist will talk through the choice with you.',
            },
          ],
        },
        {
          question: 'How long will I be in hospital?',
          answer: [
            {
              kind: 'paragraph',
              text: 'Most people go home the same day. You will need someone to drive you home and, ideally, to stay with you for the first night.',
            },
          ],
        },
        {
          question: 'When can I drive and go back to work?',
          answer: [
            {
              kind: 'paragraph',
              text: `Most people can drive after ${clinicalFigures.drivingAfterArthroscopy}, once they can bend the knee comfortably and do an emergency stop. Check with your insurer. People with desk jobs often go back within days; physical work takes longer, especially after a meniscus repair.`,
            },
          ],
        },
        {
          question: 'Can arthroscopy treat arthritis?',
          answer: [
            {
              kind: 'paragraph',
              text: 'No. Washing out or trimming an arthritic knee does not help most people, and NICE advises against it unless the knee is locking. For arthritis, see [knee arthritis](/Conditions/knee-arthritis) and [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).',
            },
          ],
        },
      ],
    },
    {
      type: 'sections',
      id: 'arthroscopy-guide',
      title: 'About the operation',
      layout: 'tabs',
      sections: [
        {
          id: 'the-procedure',
          title: 'The Procedure',
          blocks: [
            {
              kind: 'list',
              ordered: true,
              items: [
                'You will usually come in on the morning of surgery. The hospital will tell you when to stop eating and drinking.',
                'After the anaesthetic, two or three small cuts, each about the width of a fingertip, are made around the knee.',
                'Sterile fluid is passed into the knee to give a clear view. The surgeon checks the whole joint: cartilage, menisci and ligaments.',
                'Any problem that can be treated is dealt with, and the cuts are closed with small paper stitches (steristrips) or a stitch.',
                'A padded bandage goes on the knee. The operation usually takes well under an hour.',
              ],
            },
          ],
        },
        {
          id: 'treatment-options',
          title: 'Treatment Options',
          blocks: [
            {
              kind: 'list',
              intro: 'Knee arthroscopy can be used to:',
              items: [
                'trim or repair a torn meniscus (see [cartilage tear](/Conditions/cartilage-tear))',
                'remove loose pieces of bone or cartilage that make the knee lock',
                'smooth or repair damaged joint-surface cartilage (chondroplasty or cartilage repair)',
                'rebuild a torn ligament, such as the ACL (see [ACL reconstruction](/Treatments/acl-reconstruction))',
                'release a stiff knee or tight tissue beside the kneecap',
              ],
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
                `**Rest:** keep your leg raised as much as you can for the first ${clinicalFigures.restAfterArthroscopy}. Then build up your walking.`,
                '**Swelling:** use an ice pack wrapped in a towel for short spells several times a day.',
                '**Pain relief:** take the painkillers you are given regularly at first, so you can do your exercises.',
                '**Exercises:** start the exercises from your physiotherapist straight away. They stop the knee getting stiff and rebuild strength.',
                `**Wounds:** keep them clean and dry. The steristrips stay on for ${clinicalFigures.steristripsStay}.`,
                '**Crutches:** many people need them for a few days only; longer after a meniscus repair.',
              ],
              outro: 'See [pre and post care](/PreAndPostcare) for more on getting ready and recovering.',
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
        'Swelling and aching for a few weeks, which settles',
        'Infection in the wound or joint, which is uncommon',
        'A blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'Bleeding into the joint, which can make it swollen and stiff',
        'A small numb patch of skin near a scar',
        'Symptoms that do not improve, or come back later',
        'Rarely, damage to a nerve or blood vessel',
      ],
    },
    {
      type: 'links',
      id: 'related-pages',
      title: 'Related pages',
      links: [
        {
          title: 'Knee arthroscopy: on the day',
          href: '/knee-procedures/knee-arthroscopy',
          description: 'A step-by-step guide to the procedure.',
        },
        { title: 'Cartilage tear', href: '/Conditions/cartilage-tear', description: 'Torn meniscus explained.' },
        {
          title: 'Physiotherapy',
          href: '/PreAndPostcare/physiotherapy',
          description: 'Physiotherapy centres near you.',
        },
      ],
    },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['knee-arthroscopy'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsArthroscopy', 'niceArthroscopicLavage', 'nhsKneePain'],
  },
} satisfies InfoPage;
