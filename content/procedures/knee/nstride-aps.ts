import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const nstrideAps = {
  slug: 'nstride®-aps',
  joint: 'knee',
  group: 'Other',
  title: 'Knee injection made from your own blood (NStride® APS)',
  linkLabel: 'NStride® APS',
  description:
    'NStride® APS is a single knee injection made from your own blood for osteoarthritis. How it is done, what the evidence says, costs and side effects.',
  summary: 'NStride® APS is an injection for knee arthritis made from a sample of your own blood.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'NStride® APS stands for autologous protein solution. Autologous means it comes from your own body.',
    },
    {
      kind: 'list',
      ordered: true,
      intro: 'The treatment has 3 steps:',
      items: [
        'A sample of blood is taken from your arm, like a normal blood test but a larger amount.',
        'The blood is spun in a machine (a centrifuge) using a special kit. This makes a small amount of liquid with a high level of white blood cells, platelets and proteins. Some of these proteins are thought to calm inflammation in the joint.',
        'This liquid is injected into your knee, often using an ultrasound scan to guide the needle.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'It is similar to platelet-rich plasma (PRP) but is prepared in a different way. It is usually given as a single injection. It does **not** regrow cartilage and it does not cure arthritis.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'NStride® APS is aimed at people who:',
      items: [
        'have mild to moderate wear and tear arthritis (osteoarthritis) of the knee',
        'still have pain despite exercise, weight management and pain relief',
        'are not ready for, or do not want, knee replacement surgery',
      ],
      outro:
        'It is not suitable for severe arthritis. Some people cannot have it, for example if they have an infection or certain blood conditions.',
    },
    {
      kind: 'paragraph',
      text: "**What the evidence says:** research on this treatment is still limited. NICE has not published guidance on APS injections. It is not among the treatments recommended in NICE's guideline on osteoarthritis.",
    },
    {
      kind: 'paragraph',
      text: `NStride® APS is usually offered privately and is not routinely available on the NHS. Your surgeon will talk through the cost, the uncertainty and other options with you. The [orthobiologics guide](/Treatments/non-surgical-treatment-for-knees), published ${clinicalFigures.orthobiologicsGuidePublished}, has more background on treatments made from your own blood.`,
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will come to the clinic as an outpatient. You can usually eat and drink as normal. Drinking plenty of water beforehand makes the blood test easier.',
        },
        {
          term: 'Anaesthetic',
          details: 'You stay awake. Local anaesthetic may be used to numb the skin over the knee.',
        },
        {
          term: 'How long it takes',
          details:
            'Preparing the sample takes a short while after your blood is taken. The injection itself takes a few minutes. Allow about an hour for the whole visit.',
        },
        {
          term: 'Going home',
          details: 'You go home the same day. It is best to have someone drive you.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        'rest your knee for the next few days. Ice packs for short spells can ease discomfort',
        'at first, do not do more activity than you were doing before the injection',
        'any benefit usually takes a few weeks to show',
        'keep up your exercises and [physiotherapy](/PreAndPostcare/physiotherapy), as these remain the core treatment for knee arthritis',
        'you will usually have a follow-up appointment to see how your knee has responded',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible side effects include:',
      items: [
        'pain, swelling or stiffness in the knee for a few days',
        'bruising where the blood was taken',
        'the injection not helping your pain',
        'rarely, infection in the knee. This is serious and needs urgent treatment',
      ],
      outro: 'Your arthritis may continue to get worse over time, whether or not the injection helps.',
    },
  ],
  faqs: [
    {
      question: 'Will it stop me needing a knee replacement?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'There is no reliable evidence yet that it delays or prevents a knee replacement. Its aim is to ease pain.',
        },
      ],
    },
    {
      question: 'Can I have it on the NHS?',
      icon: 'document',
      answer: [
        {
          kind: 'paragraph',
          text: 'It is not usually available on the NHS. It is mostly offered as a private, self-funded treatment. Check with your insurer if you have private medical insurance.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Non-surgical treatment for knees',
      href: '/Treatments/non-surgical-treatment-for-knees',
      description: 'Including the orthobiologics guide.',
    },
    { title: 'Knee arthritis', href: '/Conditions/knee-arthritis' },
    {
      title: 'Image-guided knee joint injections',
      href: '/knee-procedures/image-guided-knee-joint-injections',
    },
  ],
  urgentHelp: 'joint-injection',
  covers: ['orthobiologics'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nicePlateletRichPlasma', 'niceOsteoarthritis'],
  },
} satisfies ProcedurePage;
