import type { ProcedurePage } from '@/content/types';

export const kneeMua = {
  slug: 'knee---mua',
  joint: 'knee',
  group: 'Other',
  title: 'Freeing a stiff knee under anaesthetic (knee manipulation under anaesthetic, MUA)',
  linkLabel: 'Knee - MUA',
  description:
    'Knee manipulation under anaesthetic (MUA) treats stiffness, often after a knee replacement. What happens, the physiotherapy afterwards and the risks.',
  summary:
    'A manipulation under anaesthetic (MUA) is when your surgeon gently bends your stiff knee while you are asleep or numb, to help it move more.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'After surgery or injury, scar tissue can form inside and around the knee. It can stop the knee bending or straightening fully. This is called stiffness (arthrofibrosis).',
    },
    {
      kind: 'paragraph',
      text: 'In a manipulation under anaesthetic (MUA), you are given an anaesthetic so you feel no pain and your muscles relax. Your surgeon then carefully bends and straightens your knee to stretch and release the tight scar tissue. There are no cuts.',
    },
    {
      kind: 'paragraph',
      text: 'Sometimes the MUA is combined with keyhole surgery (arthroscopy) to release scar tissue, or with an injection into the knee. Your surgeon will explain what is planned for you.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'An MUA may be suggested if:',
      items: [
        'your knee is still stiff after a [knee replacement](/knee-procedures/knee-replacement), despite regular physiotherapy',
        'stiffness is making everyday things hard, like climbing stairs, getting out of a chair or getting in and out of a car',
        'your knee has become stiff after other knee surgery or an injury',
      ],
    },
    {
      kind: 'paragraph',
      text: 'After a knee replacement, an MUA usually works best when it is done within the first few months. Before suggesting it, your surgeon will check for other causes of stiffness, such as infection or a problem with the implant. You may have X-rays and blood tests.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details: 'You will usually come in on the day. The hospital will tell you when to stop eating and drinking.',
        },
        {
          term: 'Anaesthetic',
          details:
            'You will have a general or spinal anaesthetic. A nerve block may be used so that you can do physiotherapy comfortably afterwards.',
        },
        {
          term: 'How long it takes',
          details:
            'The manipulation itself takes only a few minutes. It takes longer if keyhole surgery is done as well.',
        },
        {
          term: 'Going home',
          details:
            'Many people go home the same day. Some stay a night or more to start intensive physiotherapy straight away.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'paragraph',
      text: 'What you do in the days and weeks after an MUA decides how much of the movement you keep. Scar tissue can tighten again quickly if the knee is not moved.',
    },
    {
      kind: 'list',
      items: [
        '**Physiotherapy:** starts on the same day or the next day. You will do exercises several times a day at home. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Pain relief:** take regular painkillers so that you can do your exercises.',
        '**Walking:** you can usually walk on your leg straight away. You may use a walking aid for a short time.',
        '**Driving:** when you can do an emergency stop safely. Check with your insurer.',
        '**Work:** depends on your job and your original operation. Your team will advise you.',
        '**Follow-up:** you will be seen in clinic to measure how far your knee bends and straightens.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Common problems include:',
      items: ['pain, swelling and bruising for a few days', 'stiffness coming back, which may need further treatment'],
    },
    {
      kind: 'list',
      intro: 'Rare but serious problems include:',
      items: [
        'a break in the thigh bone, shin bone or kneecap',
        'damage to the tendons at the front of the knee',
        'a recent wound opening up',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'risks of the anaesthetic',
      ],
      outro: 'Your surgeon will talk through the risks that apply to you.',
    },
  ],
  faqs: [
    {
      question: 'Will it hurt afterwards?',
      icon: 'heart',
      answer: [
        {
          kind: 'paragraph',
          text: 'Your knee will be sore for a few days. You will be given pain relief so you can keep doing your exercises, which is the most important part of treatment.',
        },
      ],
    },
  ],
  related: [
    { title: 'Knee replacement', href: '/knee-procedures/knee-replacement' },
    {
      title: 'Total knee replacement',
      href: '/Treatments/total-knee-replacement',
      description: 'Rehabilitation and aftercare.',
    },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
  ],
  urgentHelp: 'after-knee-surgery',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement'],
  },
} satisfies ProcedurePage;
