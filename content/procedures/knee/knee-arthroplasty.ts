import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const kneeArthroplasty = {
  slug: 'knee-arthroplasty',
  joint: 'knee',
  group: 'Joint Replacement',
  title: 'Knee joint replacement surgery (knee arthroplasty)',
  linkLabel: 'Knee Arthroplasty',
  description:
    'An overview of knee arthroplasty: the types of knee replacement, who they suit, the hospital stay, recovery, how long implants last and the risks.',
  summary: 'Knee arthroplasty means replacing the worn surfaces of your knee joint with metal and plastic parts.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Arthroplasty is the medical word for a joint replacement. In a knee arthroplasty, your surgeon removes the damaged surfaces of your knee joint. They replace them with artificial parts (an implant), usually made of metal and a hard-wearing plastic. The parts are usually fixed to the bone with bone cement, although some are designed for the bone to grow onto.',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'Total knee replacement',
          details:
            'Both sides of the main knee joint are resurfaced, and sometimes the back of the kneecap too. This is the most common type. Read about [total knee replacement](/knee-procedures/knee-replacement).',
        },
        {
          term: 'Partial knee replacement (unicompartmental knee replacement)',
          details:
            'Only the worn part of the knee is replaced. Read about [partial knee replacement](/knee-procedures/partial-knee-replacement).',
        },
        {
          term: 'Kneecap replacement (patellofemoral replacement)',
          details: 'Only the kneecap and the groove it runs in are replaced, for arthritis behind the kneecap alone.',
        },
        {
          term: 'Revision knee replacement',
          details:
            'An existing knee replacement is taken out and replaced. Read about [revision knee replacement](/knee-procedures/knee-replacement-revision).',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'Some operations use computer guidance or a robotic arm to help your surgeon plan and make the bone cuts. Your surgeon will explain the method they use.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A knee replacement may be right for you if:',
      items: [
        'you have severe knee pain, usually from arthritis, that affects your sleep, walking and daily life',
        'your knee is stiff or changing shape',
        `you have tried non-surgical treatment, such as exercise, weight loss and pain relief, often for ${clinicalFigures.nonSurgicalTrialPeriod}, and it has not helped enough`,
        'you are well enough for a major operation and the rehabilitation that follows',
      ],
    },
    {
      kind: 'paragraph',
      text: 'NICE guidance says age, weight or smoking alone should not stop you being referred to a surgeon. But losing weight and stopping smoking can make surgery safer. Sometimes arthritis affects only the inner part of the knee. NICE advises that you should then be offered a choice of a partial or a total replacement, if both would suit you.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Before the day',
          details:
            'You will have a pre-operative assessment to check your health and plan your care. You may be offered a class about what to expect.',
        },
        {
          term: 'Anaesthetic',
          details:
            'Most people have a spinal anaesthetic, which numbs you from the waist down, often with medicine to make you sleepy. Some people have a general anaesthetic.',
        },
        {
          term: 'How long it takes',
          details: 'Your surgeon will tell you how long your operation is likely to take.',
        },
        {
          term: 'Going home',
          details:
            'You will be helped to get up and walk on the day of surgery or the next day. Most people go home after a few nights. Some people having a partial replacement go home the same day.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Walking aids:** you will use crutches or a frame for the first few weeks.',
        '**Physiotherapy:** doing your exercises every day is the most important part of recovery. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Blood clots:** you will usually take blood-thinning medicine or have injections for a few weeks.',
        '**Driving:** usually not for several weeks. You can drive once you can control the car safely and your surgeon agrees. Check with your insurer.',
        '**Work:** when you go back depends on your job. Desk work is usually possible sooner than physical work. Your surgeon will advise you.',
        '**Sport:** walking, swimming, cycling and golf are usually fine once you have recovered. High-impact sport like running is usually not advised.',
        '**Follow-up:** you will usually be seen in clinic a few weeks after surgery.',
      ],
      outro: 'Swelling and some discomfort can last several months. It can take up to a year to feel the full benefit.',
    },
    {
      kind: 'paragraph',
      text: `Knee replacements usually last ${clinicalFigures.kneeImplantLifespan}, and many last longer. After ${clinicalFigures.kneeImplantCheckpoint}, ${clinicalFigures.kneeImplantTenYearSurvival} of knee replacements are still working.`,
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Knee replacement is a major operation. Possible problems include:',
      items: [
        `infection in the wound or the new joint. The risk of infection is ${clinicalFigures.kneeInfectionRisk}`,
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'stiffness, which may need extra treatment',
        'pain that carries on even when the operation has gone well',
        'a numb patch on the outer side of the scar, which is common',
        'damage to nerves or blood vessels, or a break in the bone near the implant, which are rare',
        'the implant wearing or loosening over time, which may need another operation',
        'general risks of surgery and anaesthetic, such as heart or breathing problems',
      ],
      outro: 'Your surgeon will talk through your own risks with you before you decide.',
    },
  ],
  related: [
    {
      title: 'Total knee replacement',
      href: '/Treatments/total-knee-replacement',
      description: 'Rehabilitation, aftercare and risks.',
    },
    { title: 'Partial knee replacement', href: '/Treatments/partial-knee-replacement' },
    {
      title: 'Knee arthritis',
      href: '/Conditions/knee-arthritis',
      description: 'Symptoms and treatment options.',
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
