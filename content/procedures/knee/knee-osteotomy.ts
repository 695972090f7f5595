import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const kneeOsteotomy = {
  slug: 'knee-osteotomy',
  joint: 'knee',
  group: 'Other',
  title: 'Realigning the leg to protect the knee (knee osteotomy)',
  linkLabel: 'Knee Osteotomy',
  description:
    'Knee osteotomy reshapes a bone near the knee to move weight off a worn area. Who it suits, the operation, bone healing, recovery and risks.',
  summary:
    'A knee osteotomy changes the line of your leg so that weight passes through the healthier part of your knee.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'If your leg is bowed or knock-kneed, more of your weight goes through one side of your knee. Over time this can wear that side out. An osteotomy means cutting a bone so it can be reshaped.',
    },
    {
      kind: 'paragraph',
      text: 'Your surgeon cuts the bone just above or below the knee and changes its angle. The bone is held in its new position with a metal plate and screws while it heals. Your own knee joint is kept.',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'High tibial osteotomy',
          details:
            'The top of the shin bone is realigned. This is for bow legs with wear on the inner side of the knee. Read about [tibial osteotomy](/knee-procedures/tibial-osteotomy).',
        },
        {
          term: 'Distal femoral osteotomy',
          details:
            'The lower end of the thigh bone is realigned. This is for knock knees with wear on the outer side of the knee.',
        },
      ],
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'An osteotomy is usually for younger, active adults who:',
      items: [
        'have arthritis or damage in one side of the knee only',
        'have a leg that is bowed or knock-kneed',
        'still have good movement in the knee',
        'want to keep their own knee and stay active',
      ],
    },
    {
      kind: 'paragraph',
      text: `In studies, ${clinicalFigures.osteotomyPainReliefSuccess} of people had less pain after an osteotomy, and the benefit often lasted ${clinicalFigures.osteotomyResultsLast}. This is not a guarantee for any one person. It can delay the need for a knee replacement. It may also be done to protect a cartilage or ligament repair.`,
    },
    {
      kind: 'paragraph',
      text: 'Smoking slows bone healing, so you will be advised to stop before surgery.',
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
          details: 'You will have a general or spinal anaesthetic. A nerve block may also be used to help with pain.',
        },
        {
          term: 'How long it takes',
          details:
            'Your surgeon will tell you how long your operation is likely to take. X-rays are used during surgery to check the new angle.',
        },
        {
          term: 'Going home',
          details: 'Most people stay in hospital for a short time and go home with crutches.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        `**Crutches and weight:** you will use crutches at first. Your team will tell you how much weight to put on your leg. Full weight usually starts at around ${clinicalFigures.osteotomyWeightBearing}.`,
        `**Bone healing:** the bone takes time to heal. This is usually about ${clinicalFigures.tibialOsteotomyBoneHealing} for the shin bone and about ${clinicalFigures.femoralOsteotomyBoneHealing} for the thigh bone.`,
        '**Physiotherapy:** exercises start straight away to keep your knee moving and your muscles strong. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Blood clots:** you will usually have blood-thinning medicine or injections for a few weeks.',
        '**Driving:** usually not until you are off crutches and can do an emergency stop. Check with your insurer.',
        '**Work:** desk work may be possible after a few weeks. Physical work can take several months.',
        '**Sport:** low-impact activity, like cycling and swimming, can build up once the bone has healed.',
        '**Follow-up:** you will have clinic visits with X-rays to check the bone is healing.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'infection in the wound or around the plate',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'the bone healing slowly or not healing, which may need more surgery',
        'the correction being too much or too little',
        'the plate rubbing under the skin. Some people have it removed later',
        'a crack in the bone near the cut',
        'damage to nerves or blood vessels, which is rare',
        'pain that does not improve, or arthritis that progresses',
      ],
      outro: 'Your surgeon will explain the risks that apply to you.',
    },
  ],
  faqs: [
    {
      question: 'Can I still have a knee replacement later?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'Yes. If arthritis gets worse later, a knee replacement is usually still possible. The plate may need to be removed first or at the same time.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Knee osteotomy',
      href: '/Treatments/knee-osteotomy',
      description: 'High tibial and distal femoral osteotomy in more detail.',
    },
    { title: 'Tibial osteotomy', href: '/knee-procedures/tibial-osteotomy' },
    { title: 'Knee arthritis', href: '/Conditions/knee-arthritis' },
    { title: 'Total knee replacement', href: '/Treatments/total-knee-replacement' },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['knee-osteotomy'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsOsteoarthritisTreatment', 'niceOsteoarthritis'],
  },
} satisfies ProcedurePage;
