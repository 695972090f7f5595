import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const partialKneeReplacement = {
  slug: 'partial-knee-replacement',
  joint: 'knee',
  group: 'Joint Replacement',
  title: 'Half knee replacement (partial knee replacement)',
  linkLabel: 'Partial Knee Replacement',
  description:
    'Partial knee replacement replaces only the worn part of the knee. Who it suits, what happens on the day, the recovery timeline and the risks.',
  summary:
    'A partial knee replacement resurfaces only the worn part of your knee and keeps the healthy parts and ligaments.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Your knee has 3 parts (compartments): the inner side, the outer side, and the joint behind the kneecap. Arthritis sometimes affects only one of these.',
    },
    {
      kind: 'paragraph',
      text: 'In a partial knee replacement (unicompartmental knee replacement), your surgeon replaces only the worn part with metal and plastic parts. The inner side is the most common. The healthy parts of your knee and your ligaments are kept.',
    },
    {
      kind: 'paragraph',
      text: 'The cut is usually smaller than for a total knee replacement. Some surgeons use a robotic arm to help plan and guide the bone cuts. Your surgeon will explain their method.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A partial replacement may suit you if:',
      items: [
        'arthritis affects only one part of your knee',
        'your knee ligaments, including the ACL, are healthy',
        'your knee is not very stiff or badly out of line',
        'pain is affecting your daily life and non-surgical treatment has not helped enough',
      ],
    },
    {
      kind: 'paragraph',
      text: `Around ${clinicalFigures.partialReplacementSuitability} of people who need a knee replacement may be suitable for a partial one. Your surgeon will examine you and look at X-rays, and sometimes an MRI scan. If arthritis affects only the inner part of your knee, NICE advises that you should be offered a choice. This is between a partial and a total replacement, if both would suit you.`,
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
            'Most people have a spinal anaesthetic with sedation, or a general anaesthetic. Local anaesthetic around the knee helps with pain afterwards.',
        },
        {
          term: 'How long it takes',
          details: `The operation usually takes ${clinicalFigures.partialReplacementSurgeryTime}.`,
        },
        {
          term: 'Going home',
          details: `You will usually walk on the day of surgery. Some people go home the same day. Usual hospital stay: ${clinicalFigures.partialKneeHospitalStay}.`,
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'paragraph',
      text: 'Recovery is usually quicker than after a total knee replacement. A typical path looks like this, but everyone is different:',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: clinicalFigures.partialKneeHospitalStay,
          details: 'In hospital or going home. Walking with crutches and starting exercises.',
        },
        {
          term: clinicalFigures.partialKneeHome,
          details: 'At home. Short walks, exercises several times a day, ice and raising your leg to ease swelling.',
        },
        {
          term: clinicalFigures.partialKneeActivityIncrease,
          details: 'Activity increases. Most people stop using crutches during this time.',
        },
        {
          term: clinicalFigures.partialKneeNormalActivities,
          details: 'Back to normal daily activities for most people.',
        },
        {
          term: clinicalFigures.partialKneeFullRecovery,
          details: 'Full recovery. Swelling and stiffness keep settling.',
        },
      ],
    },
    {
      kind: 'list',
      items: [
        'you will usually take blood-thinning medicine for a few weeks',
        'you can drive when you can do an emergency stop safely and your surgeon agrees. Check with your insurer',
        'desk work is often possible after a few weeks. Physical work takes longer',
        'walking, swimming, cycling and golf are usually fine later on',
        'you will usually have a clinic appointment a few weeks after surgery',
      ],
      outro: 'See [physiotherapy](/PreAndPostcare/physiotherapy) for local centres.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        `infection, which is uncommon. After a knee replacement the risk is ${clinicalFigures.kneeInfectionRisk}`,
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'pain, swelling or stiffness',
        'arthritis developing in other parts of the knee later',
        'the implant wearing or loosening. With some designs, the plastic insert can slip out of place',
        'damage to nerves or blood vessels, or a break in the bone, which are rare',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Partial knee replacements are more likely to need further surgery than total knee replacements. If this happens, it is often changed to a total knee replacement.',
    },
  ],
  faqs: [
    {
      question: 'Is a partial knee replacement better than a total one?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'Neither is better for everyone. A partial replacement may feel more natural and recovery is often quicker. A total replacement is less likely to need redoing. Your surgeon will help you weigh this up.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Partial knee replacement',
      href: '/Treatments/partial-knee-replacement',
      description: 'Procedure details and patient guides.',
    },
    { title: 'Knee replacement', href: '/knee-procedures/knee-replacement' },
    { title: 'Knee arthritis', href: '/Conditions/knee-arthritis' },
  ],
  urgentHelp: 'after-joint-replacement',
  covers: ['partial-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement'],
  },
} satisfies ProcedurePage;
