import type { ProcedurePage } from '@/content/types';

export const hipOsteotomy = {
  slug: 'hip-osteotomy',
  joint: 'hip',
  group: 'Other',
  title: 'Reshaping the hip socket or thigh bone (hip osteotomy)',
  linkLabel: 'Hip Osteotomy',
  description:
    'Hip osteotomy repositions the hip socket or thigh bone, usually for hip dysplasia in younger adults. Who it suits, the operation, recovery and risks.',
  summary:
    'A hip osteotomy cuts and repositions bone around the hip so the ball sits better in the socket and the joint is protected.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'An osteotomy means cutting a bone so it can be moved into a better position. In the hip, the aim is to spread your weight over a larger, healthier area of cartilage. This can ease pain and may protect the joint from wearing out early. You keep your own hip.',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'Periacetabular osteotomy (PAO)',
          details:
            'The most common hip osteotomy in adults. The socket (acetabulum) is cut free from the rest of the pelvis and turned so it covers the ball better. It is held in place with screws while the bone heals.',
        },
        {
          term: 'Femoral osteotomy',
          details:
            'The top of the thigh bone is cut and realigned, then held with a plate and screws. It is used when the shape or angle of the thigh bone is the problem.',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'This is major, specialist surgery. It is done in a limited number of centres. Your surgeon will talk with you about whether it is right for you and where it would be done.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A hip osteotomy is usually for younger adults who:',
      items: [
        'have a shallow hip socket (hip dysplasia) or an unusual shape or angle of the hip bones',
        'have hip or groin pain that affects daily life',
        'have little or no arthritis in the hip',
        'have not improved enough with physiotherapy and other non-surgical treatment',
      ],
    },
    {
      kind: 'paragraph',
      text: 'It is not suitable if you have established arthritis. A [hip replacement](/Treatments/hip-replacement) may be a better option then. You will have X-rays and usually a CT or MRI scan to plan surgery.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will usually come in on the morning of surgery. The hospital will tell you when to stop eating and drinking.',
        },
        {
          term: 'Anaesthetic',
          details:
            'You will have a general anaesthetic, often with an epidural or nerve block for pain relief afterwards.',
        },
        {
          term: 'How long it takes',
          details: 'The operation usually takes a few hours. Keyhole hip surgery is sometimes done at the same time.',
        },
        {
          term: 'Going home',
          details:
            'Most people stay in hospital for several days, until pain is controlled and they can walk safely with crutches.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Crutches:** you will use crutches, with limited weight on your leg, for several weeks while the bone heals.',
        '**Bone healing:** the bone usually takes a few months to heal. You will have X-rays to check.',
        '**Blood clots:** you will usually have blood-thinning medicine or injections for a few weeks.',
        '**Physiotherapy:** a programme over many months helps you regain strength and a normal walking pattern. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Driving:** usually not for some weeks, until you are off crutches and can control the car safely. Your team will advise you.',
        '**Work:** desk work may be possible after several weeks. Physical work can take several months.',
        '**Sport:** a gradual return usually takes many months. Your surgeon and physiotherapist will guide you.',
        '**Follow-up:** you will have regular clinic visits. Some people have screws removed later.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'a numb patch on the front or outer side of the thigh, which is common',
        'bleeding, which may need a blood transfusion',
        'infection in the wound',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'the bone healing slowly or not healing',
        'the correction being too much or too little',
        'damage to the main nerves or blood vessels, which is rare',
        'extra bone forming in the muscles around the hip',
        'ongoing pain, or arthritis developing later that may need a hip replacement',
      ],
      outro: 'Your surgeon will explain the risks that apply to you.',
    },
  ],
  faqs: [
    {
      question: 'Can I have a hip replacement later if I need one?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'Yes. If arthritis develops later, a hip replacement is usually still possible.',
        },
      ],
    },
  ],
  related: [
    { title: 'Keyhole hip surgery (hip arthroscopy)', href: '/hip-procedures/hip-arthroscopy' },
    { title: 'Non-surgical treatment for hips', href: '/Treatments/non-surgical-treatment-for-hips' },
    { title: 'Hip replacement', href: '/Treatments/hip-replacement' },
  ],
  urgentHelp: 'after-hip-surgery',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsHipPain', 'niceOsteoarthritis'],
  },
} satisfies ProcedurePage;
