import type { ProcedurePage } from '@/content/types';

export const traumaHipSurgery = {
  slug: 'trauma-hip-surgery',
  joint: 'hip',
  group: 'Other',
  title: 'Surgery for a broken hip (trauma hip surgery)',
  linkLabel: 'Trauma Hip Surgery',
  description:
    'Surgery for a broken hip: the types of operation, what happens in hospital, getting moving again, going home and the risks.',
  summary: 'Trauma hip surgery fixes or replaces a broken hip so you can get moving again as soon as possible.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'A broken hip (hip fracture) is a break near the top of the thigh bone (femur). It usually happens after a fall, most often in older people with thinner bones. Almost everyone with a broken hip needs an operation. Surgery eases pain and lets you get out of bed and walk again.',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'Fixing the bone (internal fixation)',
          details:
            'The bone is held together with screws, a screw and plate, or a rod inside the bone (a nail). This is used for breaks below the ball of the hip, and for some breaks that have not moved.',
        },
        {
          term: 'Half hip replacement (hemiarthroplasty)',
          details: 'The broken ball is replaced. Read about [hemiarthroplasty](/hip-procedures/hemiarthroplasty).',
        },
        {
          term: 'Total hip replacement',
          details:
            'Both the ball and socket are replaced. This may be offered to people who were walking independently and are fit for a bigger operation. Read about [total hip replacement](/hip-procedures/hip-replacement).',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'The right operation depends on where the break is, whether it has moved, how mobile you were before, and the health of your bone and joint.',
    },
  ],
  whoItHelps: [
    {
      kind: 'paragraph',
      text: 'Surgery is recommended for nearly everyone with a broken hip, because it is the best way to control pain and get moving. Staying in bed for a long time carries serious risks, such as chest infections, blood clots and pressure sores.',
    },
    {
      kind: 'paragraph',
      text: 'Breaks of the socket or pelvis are different injuries. They are usually treated in a specialist centre.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'Most people come in through A&E. You will have X-rays and, if the break is not clear, an MRI or CT scan. You will be given pain relief, often including an injection to numb the nerves to the hip (a nerve block).',
        },
        {
          term: 'Timing',
          details:
            'NICE advises that surgery should happen on the day of admission or the next day. Health problems that could delay surgery are checked and treated quickly.',
        },
        {
          term: 'Anaesthetic',
          details: 'You will have a spinal anaesthetic or a general anaesthetic.',
        },
        {
          term: 'How long it takes',
          details: 'Most operations take about an hour.',
        },
        {
          term: 'Staying in hospital',
          details:
            'A team including a doctor who specialises in the care of older people will usually look after you. Many people stay a week or more, sometimes with time on a rehabilitation ward.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Getting up:** a physiotherapist will usually help you get up the day after surgery. Most people can put full weight on the leg.',
        '**Walking aids:** you will usually start with a frame, then move on to sticks or crutches.',
        '**Going home:** an occupational therapist will help plan for going home, including equipment and support.',
        '**Bone health and falls:** you will be checked for thin bones (osteoporosis) and offered treatment if needed. The team will look at why you fell and how to prevent further falls.',
        '**Blood clots:** you will usually have blood-thinning medicine or injections for a few weeks.',
        '**Driving:** only when you can walk well and control a car safely. Check with your insurer.',
        '**Follow-up:** if your bone was fixed, you may have X-rays to check it is healing.',
      ],
      outro: 'See [physiotherapy](/PreAndPostcare/physiotherapy) for local centres.',
    },
  ],
  risks: [
    {
      kind: 'paragraph',
      text: 'A broken hip is a serious injury. Many people recover well, but some, especially those who were frail before, do not get back to the independence they had. Your team will talk with you and your family about what to expect.',
    },
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'confusion (delirium) after the operation, which usually settles',
        'chest or urine infections',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'wound infection',
        'pressure sores',
        'the bone not healing, or the screws or plate moving, which may need another operation',
        'a replaced hip coming out of its socket (dislocation)',
        'one leg being slightly shorter',
        'general risks of surgery and anaesthetic, such as heart problems or stroke',
      ],
    },
  ],
  faqs: [
    {
      question: 'Why is surgery done so quickly?',
      icon: 'clock',
      answer: [
        {
          kind: 'paragraph',
          text: 'Early surgery eases pain and gets you moving sooner. This lowers the risk of problems from lying in bed, such as chest infections and blood clots.',
        },
      ],
    },
  ],
  related: [
    { title: 'Half hip replacement (hemiarthroplasty)', href: '/hip-procedures/hemiarthroplasty' },
    { title: 'Total hip replacement', href: '/hip-procedures/hip-replacement' },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
  ],
  urgentHelp: 'after-hip-surgery',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceHipFracture', 'nhsHipFracture'],
  },
} satisfies ProcedurePage;
