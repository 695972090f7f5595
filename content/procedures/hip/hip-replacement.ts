import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const hipReplacement = {
  slug: 'hip-replacement',
  joint: 'hip',
  group: 'Joint',
  title: 'Hip replacement (total hip replacement)',
  linkLabel: 'Hip Replacement',
  description:
    'Total hip replacement in plain English: what the operation involves, your hospital stay, recovery, how long a new hip lasts and the risks.',
  summary:
    'A total hip replacement replaces the worn ball and socket of your hip joint to ease pain and help you move more easily.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'In a total hip replacement, your surgeon removes the damaged ball at the top of your thigh bone. They also reshape the worn socket in your pelvis.',
    },
    {
      kind: 'list',
      intro: 'These are replaced with:',
      items: [
        'a cup that fits into the socket, usually with a plastic or ceramic lining',
        'a stem that fits inside the thigh bone',
        'a new ball, made of metal or ceramic, that sits on top of the stem',
      ],
      outro:
        'The parts may be fixed with bone cement or designed for the bone to grow onto. Your surgeon will explain which type they use and the approach they take to the hip.',
    },
  ],
  whoItHelps: [
    {
      kind: 'paragraph',
      text: 'Most hip replacements are done for wear and tear arthritis (osteoarthritis). Other reasons include rheumatoid arthritis, a broken hip, and damage to the bone from a poor blood supply (avascular necrosis).',
    },
    {
      kind: 'list',
      intro: 'You may be offered a hip replacement if:',
      items: [
        'you have severe pain and stiffness in your hip or groin',
        'pain disturbs your sleep or stops you doing everyday things, like putting on socks and shoes',
        `non-surgical treatment has not helped enough. Surgery is usually considered after ${clinicalFigures.hipSurgeryConsideredAfter}`,
      ],
      outro: 'Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will usually come in on the morning of surgery. The hospital will tell you when to stop eating and drinking, and which of your usual medicines to take.',
        },
        {
          term: 'Anaesthetic',
          details:
            'Most people have a spinal anaesthetic, which numbs you from the waist down, often with sedation so you feel relaxed or sleepy. Some people have a general anaesthetic.',
        },
        {
          term: 'How long it takes',
          details: 'Your surgeon will tell you how long your operation is likely to take.',
        },
        {
          term: 'Going home',
          details:
            'A physiotherapist will help you stand and walk on the day of surgery or the next day. Most people go home after a few nights, once they can walk safely and manage stairs.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**First few weeks:** walk with crutches or a frame and do your exercises several times a day.',
        '**Hip care:** your team may ask you to avoid some movements for the first few weeks. These include bending your hip a long way, twisting and crossing your legs.',
        '**Blood clots:** you will usually take blood-thinning medicine or have injections for a few weeks.',
        '**Physiotherapy:** see [physiotherapy](/PreAndPostcare/physiotherapy) for local centres.',
        '**Driving:** usually not for several weeks. You can drive once you can do an emergency stop safely and your surgeon agrees. Check with your insurer.',
        '**Work:** when you go back depends on your job. Desk work is usually possible sooner than physical work. Your surgeon will advise you.',
        '**Sport:** walking, swimming, cycling, golf and dancing are usually fine later on. High-impact sport is usually not advised.',
        '**Follow-up:** you will usually be seen in clinic a few weeks after surgery, and later to check the implant.',
      ],
      outro: 'Most people find their hip keeps improving for several months.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Most people have much less pain after a hip replacement, but there are risks:',
      items: [
        `**Infection:** the risk of infection is ${clinicalFigures.hipInfectionRisk}. A deep infection may need more surgery.`,
        '**Blood clots:** in the leg (deep vein thrombosis) or lungs (pulmonary embolism).',
        '**Dislocation:** the ball can come out of the socket, most often in the first few weeks.',
        '**Leg length:** one leg may feel slightly longer than the other.',
        '**Fracture:** a break in the bone during or after surgery.',
        '**Rare problems:** damage to nerves or blood vessels.',
        '**Wear and loosening:** over time the implant can wear or loosen and may need replacing.',
      ],
    },
  ],
  faqs: [
    {
      question: 'How long will my new hip last?',
      icon: 'clock',
      answer: [
        {
          kind: 'paragraph',
          text: `Most hip replacements last many years. After ${clinicalFigures.hipReplacementFirstCheckpoint}, ${clinicalFigures.hipReplacementTenYearSurvival} are still working. After ${clinicalFigures.hipReplacementSecondCheckpoint}, ${clinicalFigures.hipReplacementTwentyYearSurvival} are still working.`,
        },
      ],
    },
    {
      question: 'How can I prepare?',
      icon: 'calendar',
      answer: [
        {
          kind: 'paragraph',
          text: 'Stay as active as you can, do the exercises you are given and stop smoking. A raised chair and toilet seat can help at home. See [pre and post care](/PreAndPostcare).',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Hip replacement',
      href: '/Treatments/hip-replacement',
      description: 'Download the hip replacement patient guide.',
    },
    { title: 'Non-surgical treatment for hips', href: '/Treatments/non-surgical-treatment-for-hips' },
    { title: 'Pre and post care', href: '/PreAndPostcare' },
  ],
  urgentHelp: 'after-joint-replacement',
  covers: ['hip-conservative-care', 'hip-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsHipReplacement', 'niceJointReplacement', 'niceOsteoarthritis'],
  },
} satisfies ProcedurePage;
