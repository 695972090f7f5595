import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const patellaStabilisation = {
  slug: 'patella-stabilisation',
  joint: 'knee',
  group: 'Other',
  title: 'Surgery for a kneecap that keeps dislocating (patella stabilisation)',
  linkLabel: 'Patella Stabilisation',
  description:
    'Patella stabilisation surgery for a kneecap that keeps slipping out of place: MPFL reconstruction and other options, recovery milestones and risks.',
  summary: 'Patella stabilisation surgery helps keep your kneecap in its groove so it stops slipping out of place.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Your kneecap (patella) slides up and down in a groove at the end of your thigh bone. If it slips out of the groove, usually to the outer side, this is called a dislocation. When this happens, a ligament on the inner side of the kneecap is often torn. This ligament is the medial patellofemoral ligament (MPFL).',
    },
    {
      kind: 'paragraph',
      text: 'Your surgeon will choose the operation, or mix of operations, that suits the shape of your knee:',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'MPFL reconstruction',
          details:
            'The torn ligament is replaced with a graft, usually one of your hamstring tendons. This is the most common operation.',
        },
        {
          term: 'Moving the tibial tubercle',
          details:
            'The bony bump where the kneecap tendon attaches to the shin bone is moved and fixed with screws. It can be moved down (distalisation) or inwards (medialisation) to improve how the kneecap tracks.',
        },
        {
          term: 'Deepening the groove (trochleoplasty)',
          details: 'A shallow groove is reshaped to give the kneecap a deeper track.',
        },
        {
          term: 'Realigning the thigh or shin bone (osteotomy)',
          details: 'Used when the leg is twisted or out of line.',
        },
      ],
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'After a first dislocation, most people are treated with physiotherapy. Surgery may be suggested if:',
      items: [
        'your kneecap has dislocated more than once',
        'your knee feels unstable and stops you doing everyday things or sport',
        'a piece of bone or cartilage has broken off and needs fixing or removing',
        'your knee shape makes further dislocations likely, such as a shallow groove or a high kneecap',
      ],
      outro: 'Read more about [kneecap problems](/Conditions/kneecap-problems).',
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
            'You will usually have a general anaesthetic. Local anaesthetic or a nerve block helps with pain afterwards.',
        },
        {
          term: 'How long it takes',
          details:
            'Your surgeon will tell you how long your operation is likely to take. It takes longer if more than one procedure is needed. Your surgeon often looks inside the knee with a camera first.',
        },
        {
          term: 'Going home',
          details: 'Many people go home the same day or the next day, with crutches and sometimes a knee brace.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      intro: 'Your team will give you a plan. A typical recovery includes:',
      items: [
        `**Wounds:** you can usually shower after ${clinicalFigures.patellaShowerAfter} with a waterproof dressing. Keep the wounds dry for ${clinicalFigures.patellaWoundsDry}.`,
        `**Blood clots:** you will usually have daily blood-thinning injections for ${clinicalFigures.patellaAnticoagulantInjections}.`,
        `**Stitches:** if they need removing, this is usually done after about ${clinicalFigures.patellaStitchesOut}.`,
        `**Physiotherapy:** your first physiotherapy appointment is usually about ${clinicalFigures.patellaPhysioFollowUp} after surgery. See [physiotherapy](/PreAndPostcare/physiotherapy).`,
        '**Crutches:** you will use crutches for the first few weeks. Your team will tell you how much weight to put through your leg.',
        `**Driving:** usually after ${clinicalFigures.patellaDrivingAfter}, once you can do an emergency stop. Check with your insurer.`,
        `**Clinic:** you will usually see your surgeon about ${clinicalFigures.patellaClinicFollowUp} after surgery.`,
        `**Sport:** a gradual return usually starts after ${clinicalFigures.patellaSportAfter}. It can take longer after bone surgery, such as moving the tibial tubercle.`,
      ],
      outro: 'Desk work is often possible after a few weeks. Physical work takes longer.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'pain, swelling and stiffness',
        'a numb patch near the scars',
        'infection in the wound or the knee',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'the kneecap slipping out of place again',
        'pain at the front of the knee',
        'after moving the tibial tubercle: the bone healing slowly, screws that need removing, or rarely a break in the shin bone',
        'arthritis behind the kneecap later in life',
      ],
      outro: 'Your surgeon will explain the risks of the procedures planned for you.',
    },
  ],
  faqs: [
    {
      question: 'Will my kneecap ever dislocate again?',
      icon: 'shield',
      answer: [
        {
          kind: 'paragraph',
          text: 'Surgery aims to make this much less likely, but no operation can rule it out completely. Keeping your thigh and hip muscles strong helps.',
        },
      ],
    },
    {
      question: 'Do I need to wear a brace?',
      icon: 'bandage',
      answer: [
        {
          kind: 'paragraph',
          text: 'Some people do, for the first few weeks. It depends on the operation. Your surgeon will tell you.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Patella stabilisation',
      href: '/Treatments/patellar-stabilization',
      description: 'Recovery timeline and procedure details.',
    },
    { title: 'Kneecap problems', href: '/Conditions/kneecap-problems' },
    { title: 'Patella realignment', href: '/Treatments/patellar-realignment' },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['patella-surgery'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsDislocatedKneecap', 'nhsKneeLigamentSurgery'],
  },
} satisfies ProcedurePage;
