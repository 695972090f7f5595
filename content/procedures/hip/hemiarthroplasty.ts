import type { ProcedurePage } from '@/content/types';

export const hemiarthroplasty = {
  slug: 'hemiarthroplasty',
  joint: 'hip',
  group: 'Joint',
  title: 'Half hip replacement (hemiarthroplasty)',
  linkLabel: 'Hemiarthroplasty',
  description:
    'Hemiarthroplasty replaces the ball of the hip joint, usually after a broken hip. What happens in hospital, getting moving again and the risks.',
  summary: 'A hemiarthroplasty replaces the broken or damaged ball of your hip joint, while keeping your own socket.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Your hip is a ball and socket joint. In a hemiarthroplasty, your surgeon removes the ball at the top of the thigh bone (femoral head). They replace it with a metal ball on a stem that fits inside the thigh bone. Your own socket is kept. The stem is usually fixed with bone cement.',
    },
    {
      kind: 'paragraph',
      text: 'It is most often done after a break in the neck of the thigh bone, just below the ball (an intracapsular hip fracture). When this type of break has moved out of place, the blood supply to the ball is often damaged. Fixing it with screws is then less likely to heal, so replacing the ball is usually better.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A hemiarthroplasty is usually for people who:',
      items: [
        'have broken the neck of the thigh bone and the break has moved out of place',
        'had reduced mobility, or were less active, before the fall',
        'need an operation that gets them moving again quickly',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Some people may be offered a [total hip replacement](/hip-procedures/hip-replacement) instead. NICE says this may suit people who walked outdoors on their own before the fall, with no more than a stick. They also need to be fit for a bigger operation. Your surgeon will talk with you and your family about the best choice.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'Most people come in through A&E after a fall. You will have X-rays, blood tests and pain relief, often including an injection to numb the nerves to the hip (a nerve block).',
        },
        {
          term: 'Timing',
          details:
            'NICE advises that surgery should happen on the day of admission or the next day. Any health problems that could delay surgery, such as dehydration, are treated quickly.',
        },
        {
          term: 'Anaesthetic',
          details:
            'You will have a spinal anaesthetic or a general anaesthetic. Your anaesthetist will discuss this with you.',
        },
        {
          term: 'How long it takes',
          details: 'The operation usually takes about an hour.',
        },
        {
          term: 'Staying in hospital',
          details:
            'A doctor who specialises in the care of older people will usually help look after you. Many people stay in hospital for a week or more, sometimes with time on a rehabilitation ward.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Getting moving:** a physiotherapist will usually help you get up the day after surgery. You can usually put full weight on your leg straight away.',
        '**Walking aids:** most people use a frame at first, then move on to sticks or crutches.',
        '**Daily living:** an occupational therapist will help you plan for going home, including equipment and support you may need.',
        '**Bone health and falls:** you will be checked for thin bones (osteoporosis) and offered treatment if needed. The team will also look at why you fell and how to prevent more falls.',
        '**Blood clots:** you will usually have blood-thinning medicine or injections.',
        '**Driving:** only when you can walk well and control a car safely. Check with your insurer.',
        '**Follow-up:** you may be seen in clinic or by community teams to check your progress.',
      ],
      outro: 'See [physiotherapy](/PreAndPostcare/physiotherapy) for local centres.',
    },
  ],
  risks: [
    {
      kind: 'paragraph',
      text: 'A broken hip is a serious injury, especially for people who were frail before the fall. Some people do not get back to the level of independence they had before. The hospital team will support you and your family to plan for this.',
    },
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'confusion (delirium) after the operation, which usually settles',
        'chest or urine infections',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'wound infection or infection of the new joint',
        'the new ball coming out of the socket (dislocation)',
        'a break in the bone around the stem',
        'pain in the groin later, if the metal ball wears the natural socket',
        'a drop in blood pressure or oxygen when the bone cement is used. This is rare, and the team takes care to reduce the risk',
        'general risks of surgery and anaesthetic, such as heart problems or stroke',
      ],
    },
  ],
  faqs: [
    {
      question: 'Can my family be involved?',
      icon: 'heart',
      answer: [
        {
          kind: 'paragraph',
          text: 'Yes. The team will usually want to talk with your family or carers, with your agreement, about your care, your recovery and plans for going home.',
        },
      ],
    },
  ],
  related: [
    { title: 'Surgery for a broken hip', href: '/hip-procedures/trauma-hip-surgery' },
    { title: 'Total hip replacement', href: '/hip-procedures/hip-replacement' },
    {
      title: 'Hip replacement',
      href: '/Treatments/hip-replacement',
      description: 'Hip replacement patient guide.',
    },
  ],
  urgentHelp: 'after-joint-replacement',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceHipFracture', 'nhsHipFracture'],
  },
} satisfies ProcedurePage;
