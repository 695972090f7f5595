import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const kneeReplacement = {
  slug: 'knee-replacement',
  joint: 'knee',
  group: 'Joint Replacement',
  title: 'Knee replacement (total knee replacement)',
  linkLabel: 'Knee Replacement',
  description:
    'Total knee replacement explained in plain English: what the operation involves, your hospital stay, recovery week by week, and the risks.',
  summary:
    'A total knee replacement resurfaces the worn ends of your thigh bone and shin bone to ease pain from a badly damaged knee.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'In a total knee replacement, your surgeon makes a cut down the front of your knee. They remove the worn surfaces at the end of your thigh bone (femur) and the top of your shin bone (tibia).',
    },
    {
      kind: 'list',
      intro: 'These are replaced with:',
      items: [
        'a curved metal part on the end of the thigh bone',
        'a flat metal plate on the top of the shin bone',
        'a smooth plastic insert between them, so the joint can glide',
        'sometimes a plastic button on the back of the kneecap',
      ],
      outro: 'The parts are usually fixed with bone cement. The muscles and most ligaments are kept.',
    },
  ],
  whoItHelps: [
    {
      kind: 'paragraph',
      text: 'Most knee replacements are done for wear and tear arthritis (osteoarthritis). Other reasons include rheumatoid arthritis and damage after an old injury.',
    },
    {
      kind: 'list',
      intro: 'You may be offered a knee replacement if:',
      items: [
        'you have severe pain, swelling and stiffness that limit your walking',
        'pain disturbs your sleep or stops you doing everyday things',
        `non-surgical treatment has not helped enough, usually after ${clinicalFigures.nonSurgicalTrialPeriod} or more`,
      ],
      outro:
        'Read about [knee arthritis](/Conditions/knee-arthritis) and [non-surgical treatment](/Treatments/non-surgical-treatment-for-knees).',
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
            'Most people have a spinal anaesthetic, which numbs you from the waist down, often with sedation so you feel relaxed or sleepy. Some people have a general anaesthetic. An injection around the knee helps with pain afterwards.',
        },
        {
          term: 'How long it takes',
          details: 'Your surgeon will tell you how long your operation is likely to take.',
        },
        {
          term: 'Going home',
          details:
            'A physiotherapist will help you stand and walk on the day of surgery or the next day. Most people go home after a few nights, once they can walk safely with a walking aid and manage stairs.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**First few weeks:** use crutches or a frame. Do your exercises several times a day to bend and straighten the knee. Use ice and raise your leg to ease swelling.',
        '**Blood clots:** you will usually take blood-thinning medicine or have injections for a few weeks.',
        '**Physiotherapy:** your team will arrange it. See [physiotherapy](/PreAndPostcare/physiotherapy) for local centres.',
        '**Driving:** usually not for several weeks. You can drive once you can do an emergency stop safely and your surgeon agrees. Check with your insurer.',
        '**Work:** when you go back depends on your job. Desk work is usually possible sooner than physical work. Your surgeon will advise you.',
        '**Sport:** walking, swimming, cycling and golf are usually fine later on. Running and contact sport are usually not advised.',
        '**Follow-up:** you will usually be seen in clinic a few weeks after surgery, then later to check the implant.',
      ],
      outro:
        'The knee keeps improving for up to a year. Some swelling and warmth around the knee for several months is normal.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Most people have less pain after a knee replacement, but there are risks:',
      items: [
        `**Infection:** the risk of infection is ${clinicalFigures.kneeInfectionRisk}. A deep infection may need more surgery.`,
        '**Blood clots:** in the leg (deep vein thrombosis) or lungs (pulmonary embolism).',
        '**Stiffness:** some people need extra treatment, such as a [manipulation under anaesthetic](/knee-procedures/knee---mua).',
        '**Ongoing pain:** some people still have pain even when the operation has gone well.',
        '**Numbness:** a numb patch on the outer side of the scar is common.',
        '**Rare problems:** damage to nerves or blood vessels, a break in the bone near the implant, or the knee feeling unstable.',
        '**Wear and loosening:** over time the implant can wear or loosen and may need replacing.',
      ],
    },
    {
      kind: 'paragraph',
      text: `Knee replacements usually last ${clinicalFigures.kneeImplantLifespan}. After ${clinicalFigures.kneeImplantCheckpoint}, ${clinicalFigures.kneeImplantTenYearSurvival} of knee replacements are still working.`,
    },
  ],
  faqs: [
    {
      question: 'Will I be able to kneel?',
      icon: 'activity',
      answer: [
        {
          kind: 'paragraph',
          text: 'Kneeling will not damage your new knee, but many people find it uncomfortable. A cushion can help.',
        },
      ],
    },
    {
      question: 'Why does my knee click?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'A new knee can make clicking or clunking noises as the parts move. This is common and is not usually a sign of a problem. Tell your team if it is painful.',
        },
      ],
    },
    {
      question: 'How can I prepare?',
      icon: 'calendar',
      answer: [
        {
          kind: 'paragraph',
          text: 'Keep as active as you can, do exercises to strengthen your thigh muscles, and stop smoking. Set up your home so things are easy to reach. See [pre and post care](/PreAndPostcare).',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Total knee replacement',
      href: '/Treatments/total-knee-replacement',
      description: 'Rehabilitation, aftercare and guides to download.',
    },
    { title: 'Partial knee replacement', href: '/knee-procedures/partial-knee-replacement' },
    {
      title: 'Pre and post care',
      href: '/PreAndPostcare',
      description: 'Preparing for surgery and support afterwards.',
    },
  ],
  urgentHelp: 'after-joint-replacement',
  covers: ['knee-conservative-care', 'total-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'niceOsteoarthritis'],
  },
} satisfies ProcedurePage;
