import type { ProcedurePage } from '@/content/types';

export const kneeReplacementRevision = {
  slug: 'knee-replacement-revision',
  joint: 'knee',
  group: 'Joint Replacement',
  title: 'Redoing a knee replacement (revision knee replacement)',
  linkLabel: 'Knee Replacement Revision',
  description:
    'Why a knee replacement may need redoing, what revision surgery involves, the tests beforehand, recovery and the extra risks compared with a first operation.',
  summary:
    'Revision knee replacement is an operation to remove some or all of an existing knee replacement and put in new parts.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'A revision knee replacement replaces part or all of a knee replacement you already have. It is usually a bigger and more complex operation than the first one.',
    },
    {
      kind: 'paragraph',
      text: 'Your surgeon removes the old parts and any damaged tissue. There may be less bone to work with, so the new implant often has longer stems that fit inside the bones. Extra metal blocks or bone grafts may be used to fill gaps. Some revision implants are linked together to make the knee more stable.',
    },
    {
      kind: 'paragraph',
      text: 'If the knee is infected, revision may be done in 1 operation or in 2 stages. In a 2-stage revision, the old implant is removed and a temporary spacer with antibiotics is put in. The new knee is put in at a second operation, weeks or months later, once the infection has cleared.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A knee replacement may need revising because of:',
      items: [
        'wear or loosening of the parts over time',
        'infection in the joint',
        'the knee feeling unstable or giving way',
        'a break in the bone around the implant',
        'severe stiffness, or pain with a clear cause that can be fixed',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Before deciding, your surgeon will try to find the exact cause of the problem. You may have X-rays, blood tests, a scan or a sample of fluid taken from the knee with a needle. Revision is less likely to help pain that has no clear cause. Complex cases are often discussed with a wider team of specialists.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details: 'You will usually come in on the day of surgery after a detailed pre-operative assessment.',
        },
        {
          term: 'Anaesthetic',
          details:
            'You will have a spinal anaesthetic, a general anaesthetic, or both. Your anaesthetist will talk to you about the best option.',
        },
        {
          term: 'How long it takes',
          details:
            'Revision surgery usually takes longer than a first knee replacement. How long depends on what needs to be done. Your surgeon will tell you what to expect.',
        },
        {
          term: 'Going home',
          details:
            'Most people stay in hospital for several nights. You may need a blood transfusion. You will go home once you can move about safely.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      intro: 'Recovery is usually slower than after a first knee replacement.',
      items: [
        'you may need crutches or a frame for longer, and sometimes a brace. Your team will tell you how much weight to put through your leg',
        'daily exercises and [physiotherapy](/PreAndPostcare/physiotherapy) are just as important as before',
        'you will usually take blood-thinning medicine for a few weeks',
        'if you had an infection, you may need a long course of antibiotics and regular blood tests',
        'driving and work depend on your recovery. Your team will advise you, and you should check with your insurer',
        'you will have regular follow-up appointments and X-rays',
      ],
      outro: 'It can take a year or more to feel the full benefit.',
    },
  ],
  risks: [
    {
      kind: 'paragraph',
      text: 'The risks of revision surgery are higher than for a first knee replacement. Your surgeon will talk through your own risks with you.',
    },
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'infection, which is more likely than after a first replacement',
        'bleeding, which may need a blood transfusion',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'stiffness or ongoing pain',
        'wound healing problems',
        'damage to nerves or blood vessels',
        'a break in the bone during or after surgery',
        'the need for further surgery in the future',
        'general risks of a long operation and anaesthetic, such as heart or breathing problems',
      ],
    },
  ],
  faqs: [
    {
      question: 'Will my new knee be as good as my first replacement?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'Results vary and depend on the reason for revision. Many people have less pain and a more stable knee, but the knee may not move as freely as before. Your surgeon will explain what to expect.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Knee replacement',
      href: '/knee-procedures/knee-replacement',
      description: 'About total knee replacement.',
    },
    { title: 'Total knee replacement', href: '/Treatments/total-knee-replacement' },
    {
      title: 'Knee manipulation under anaesthetic',
      href: '/knee-procedures/knee---mua',
      description: 'A treatment for a stiff knee.',
    },
  ],
  urgentHelp: 'after-joint-replacement',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'njrPatients'],
  },
} satisfies ProcedurePage;
