import type { ProcedurePage } from '@/content/types';

export const pclReconstruction = {
  slug: 'pcl-reconstruction',
  joint: 'knee',
  group: 'Arthroscopic',
  title: 'Rebuilding the back knee ligament (PCL reconstruction)',
  linkLabel: 'PCL Reconstruction',
  description:
    'What PCL reconstruction involves, when a torn posterior cruciate ligament needs surgery, what happens on the day, recovery and the main risks.',
  summary:
    'PCL reconstruction replaces a torn ligament at the back of your knee with a graft, to make the knee more stable.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'The posterior cruciate ligament (PCL) is a strong band at the back of the inside of your knee. It stops your shin bone sliding backwards under your thigh bone.',
    },
    {
      kind: 'paragraph',
      text: 'The PCL is often hurt by a blow to the front of the shin when the knee is bent. This can happen in a fall onto a bent knee, in sport or in a car accident.',
    },
    {
      kind: 'paragraph',
      text: 'In a PCL reconstruction, your surgeon replaces the torn ligament with a graft. The graft may be a tendon from your own leg or donated tissue (an allograft). It is passed through small tunnels in the bone and fixed in place. The operation is usually done by keyhole surgery (arthroscopy) with some small extra cuts.',
    },
  ],
  whoItHelps: [
    {
      kind: 'paragraph',
      text: 'Many people with a PCL tear on its own do well without an operation. A brace and a physiotherapy programme focused on the thigh muscles (quadriceps) are often enough.',
    },
    {
      kind: 'list',
      intro: 'Surgery may be suggested if:',
      items: [
        'your knee still feels unstable or gives way after a full course of physiotherapy',
        'several ligaments in your knee are torn at the same time',
        'the ligament has pulled off a piece of bone that can be fixed back',
      ],
      outro: 'Your surgeon will examine your knee and look at your scans before talking through your options.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will usually come in on the day of surgery. The hospital will tell you when to stop eating and drinking.',
        },
        {
          term: 'Anaesthetic',
          details:
            'You will usually have a general anaesthetic, so you are asleep. A nerve block may also be used to numb your leg for some hours afterwards.',
        },
        {
          term: 'How long it takes',
          details:
            'Your surgeon will tell you how long your operation is likely to take. It takes longer if other ligaments are repaired at the same time.',
        },
        {
          term: 'Going home',
          details:
            'Many people stay in hospital overnight. You will go home with crutches and usually a brace that supports the back of your shin.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      intro: 'Recovery after PCL surgery is slow and steady. Your team will give you a plan. In general:',
      items: [
        'you will wear a brace for several weeks to protect the new ligament',
        'you will use crutches for several weeks. Your team will tell you how much weight to put through your leg',
        '[physiotherapy](/PreAndPostcare/physiotherapy) starts early. It focuses on the thigh muscles at first. Your physiotherapist will tell you which exercises to avoid while the graft heals',
        'you can drive once you are out of the brace, off crutches and able to do an emergency stop. Your team will advise you, and you should check with your insurer',
        'desk work is often possible after a few weeks. Physical work may take a few months',
        'a return to sport usually takes most of a year, and sometimes longer',
      ],
      outro: 'You will be seen in clinic a few weeks after surgery and several times during your rehabilitation.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Common problems include:',
      items: ['pain, swelling and stiffness', 'a numb patch near the scars', 'some looseness remaining in the knee'],
    },
    {
      kind: 'list',
      intro: 'Less common but more serious problems include:',
      items: [
        'infection in the wound or the knee',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'the graft stretching or failing, which may need more surgery',
        'damage to the main blood vessels or nerves behind the knee. This is rare, but serious, and your surgeon takes special care to avoid it',
      ],
      outro: 'Your surgeon will talk you through the risks that apply to you.',
    },
  ],
  faqs: [
    {
      question: 'Is PCL surgery the same as ACL surgery?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'They are similar, but the PCL is at the back of the knee and the rehabilitation is different. PCL tears on their own are more often treated without surgery. You can read about ACL surgery in the links below.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'ACL and ligament injuries',
      href: '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
      description: 'How knee ligament injuries are diagnosed and treated.',
    },
    {
      title: 'ACL (anterior cruciate ligament) repair',
      href: '/knee-procedures/acl-(anterior-cruciate-ligament)-repair',
    },
    {
      title: 'Physiotherapy',
      href: '/PreAndPostcare/physiotherapy',
      description: 'Local physiotherapy centres.',
    },
  ],
  urgentHelp: 'after-knee-surgery',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeLigamentSurgery', 'nhsArthroscopy'],
  },
} satisfies ProcedurePage;
