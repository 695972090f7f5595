import type { ProcedurePage } from '@/content/types';

export const hamstringRepair = {
  slug: 'hamstring-repair',
  joint: 'knee',
  group: 'Other',
  title: 'Reattaching a torn hamstring tendon (hamstring repair)',
  linkLabel: 'Hamstring Repair',
  description:
    'Hamstring repair reattaches a hamstring tendon that has torn off the bone. Who needs surgery, timing, the operation, rehabilitation and risks.',
  summary: 'Hamstring repair is an operation to reattach a hamstring tendon that has pulled away from the bone.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Your hamstrings are 3 muscles at the back of your thigh. At the top, their tendons attach to your sitting bone in the pelvis. At the bottom, they attach on either side of the back of the knee. They bend your knee and help straighten your hip.',
    },
    {
      kind: 'paragraph',
      text: 'Most hamstring injuries are muscle strains that heal with rest and rehabilitation. Sometimes a tendon tears completely away from the bone (an avulsion). This happens most often at the top, near the buttock, but it can happen near the knee.',
    },
    {
      kind: 'paragraph',
      text: 'In a hamstring repair, your surgeon reattaches the tendon to the bone. They use small anchors fixed into the bone, which hold strong stitches. For a tear at the top, the cut is usually in the crease under the buttock. For a tear near the knee, it is at the back or side of the knee.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'Surgery may be suggested if:',
      items: [
        'an MRI scan shows the tendon has torn completely off the bone',
        'more than one tendon is torn, or the tendon has pulled well away from the bone',
        'you are active and want to get back to sport or a physical job',
        'you have ongoing weakness or pain after a tear that was not repaired',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Timing matters. A torn tendon shortens and scars over time, so repair is usually easier within the first few weeks after injury. Later repair is sometimes possible, but it is more difficult. If you think you have had this injury, get it checked soon.',
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
          details: 'You will usually have a general anaesthetic. You will lie face down for the operation.',
        },
        {
          term: 'How long it takes',
          details: 'Your surgeon will tell you how long your operation is likely to take.',
        },
        {
          term: 'Going home',
          details:
            'Many people go home the same day or the next day, with crutches. Some people are given a brace to stop the tendon being stretched too early.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Crutches:** you will usually use crutches for several weeks, with limited weight on your leg at first.',
        '**Protecting the repair:** avoid stretching the hamstring early on, such as bending forward with a straight leg. If the repair is at the top, sitting on a firm cushion may be more comfortable.',
        '**Physiotherapy:** starts gently and builds up over several months. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Blood clots:** you may be given blood-thinning medicine or injections.',
        '**Driving:** usually not until you are off crutches and can control the car safely. Your team will advise you, and you should check with your insurer.',
        '**Work:** desk work is often possible after a few weeks. Physical work takes longer.',
        '**Sport:** a return to running and sport usually takes several months. Your physiotherapist will guide you.',
        '**Follow-up:** you will usually be seen in clinic a few weeks after surgery.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'pain, bruising and swelling',
        'infection or slow wound healing. Wounds near the buttock need to be kept clean and dry',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'numbness or tingling in the back of the thigh or leg',
        'irritation or damage to the sciatic nerve, which runs close to the top of the hamstring. This is usually temporary but can be lasting',
        'the tendon tearing again',
        'ongoing weakness, stiffness or pain when sitting',
      ],
      outro: 'Your surgeon will explain the risks that apply to your injury.',
    },
  ],
  faqs: [
    {
      question: 'Do all hamstring tears need surgery?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'No. Most hamstring injuries are strains in the muscle that heal with rehabilitation. Surgery is mainly for tendons that have come completely off the bone.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Physiotherapy',
      href: '/PreAndPostcare/physiotherapy',
      description: 'Local physiotherapy centres.',
    },
    {
      title: 'Pre and post care',
      href: '/PreAndPostcare',
      description: 'Preparing for surgery and recovery support.',
    },
    { title: 'Knee procedures', href: '/knee-procedures' },
  ],
  urgentHelp: 'after-knee-surgery',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsHamstringInjury', 'nhsSportsInjuries'],
  },
} satisfies ProcedurePage;
