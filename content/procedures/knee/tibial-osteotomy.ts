import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const tibialOsteotomy = {
  slug: 'tibial-osteotomy',
  joint: 'knee',
  group: 'Other',
  title: 'Realigning the shin bone (high tibial osteotomy)',
  linkLabel: 'Tibial Osteotomy',
  description:
    'High tibial osteotomy straightens a bowed leg to take weight off a worn inner knee. What happens, bone healing, crutches, recovery and risks.',
  summary:
    'A high tibial osteotomy reshapes the top of your shin bone to move weight away from the worn inner side of your knee.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'If your legs are bowed (varus), more weight passes through the inner side of your knee. This can wear down the cartilage on that side and cause pain.',
    },
    {
      kind: 'paragraph',
      text: 'In a high tibial osteotomy, your surgeon cuts the top of the shin bone (tibia), just below the knee, and changes its angle. This shifts weight towards the healthier outer side of the knee.',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'Opening wedge',
          details:
            'The most common method. A cut is made from the inner side and gently opened to the planned angle. The gap may be filled with bone graft or a bone substitute. A metal plate and screws hold it while it heals.',
        },
        {
          term: 'Closing wedge',
          details:
            'A small wedge of bone is removed from the outer side and the gap is closed. This is used less often.',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'The operation is planned carefully using long leg X-rays that show the line of the whole leg.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A tibial osteotomy may suit you if:',
      items: [
        'you are a younger, active adult with bow legs',
        'arthritis or damage is mainly on the inner side of your knee',
        'the rest of your knee, including the kneecap joint, is in good condition',
        'your knee still bends and straightens well',
        'you have tried non-surgical treatment and it has not helped enough',
      ],
    },
    {
      kind: 'paragraph',
      text: `In studies, ${clinicalFigures.osteotomyPainReliefSuccess} of people had less pain after an osteotomy, and the benefit often lasted ${clinicalFigures.osteotomyResultsLast}. No one can promise this result for you. Smoking slows bone healing, so you will be advised to stop before surgery. Read more about [knee osteotomy](/Treatments/knee-osteotomy).`,
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
            'You will have a general or spinal anaesthetic, often with a nerve block to help with pain afterwards.',
        },
        {
          term: 'How long it takes',
          details:
            'Your surgeon will tell you how long your operation is likely to take. A keyhole look inside the knee may be done at the same time.',
        },
        {
          term: 'Going home',
          details:
            'Most people stay in hospital for a short time, often a night or more. A physiotherapist will teach you to use crutches before you go.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        `**Crutches:** you will use crutches at first. Your team will tell you how much weight to put through your leg. Full weight usually starts at around ${clinicalFigures.osteotomyWeightBearing}.`,
        `**Bone healing:** the shin bone usually takes about ${clinicalFigures.tibialOsteotomyBoneHealing} to heal fully.`,
        '**Physiotherapy:** starts straight away to keep the knee moving and build strength. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Blood clots:** you will usually have blood-thinning medicine or injections for a few weeks.',
        '**Driving:** usually not until you are off crutches and can do an emergency stop. Check with your insurer.',
        '**Work:** desk work may be possible after a few weeks. Physical work can take several months.',
        '**Sport:** cycling and swimming can build up once the bone has healed. Ask your surgeon before returning to impact sport.',
        '**Follow-up:** you will have clinic visits with X-rays to check healing.',
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
        'damage to nerves or blood vessels, which is rare',
        'a build-up of pressure in the calf muscles (compartment syndrome). This is rare but an emergency. It causes severe, worsening pain that painkillers do not help',
        'ongoing pain, or arthritis that gets worse over time',
      ],
      outro: 'Your surgeon will talk through your own risks with you.',
    },
  ],
  faqs: [
    {
      question: 'Will my leg look different?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'Your leg will look straighter than before. Your surgeon plans the exact correction with you before surgery.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Knee osteotomy',
      href: '/Treatments/knee-osteotomy',
      description: 'More about osteotomy, recovery and outcomes.',
    },
    { title: 'Realigning the leg (knee osteotomy)', href: '/knee-procedures/knee-osteotomy' },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
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
