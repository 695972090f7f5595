import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const aclRepair = {
  slug: 'acl-(anterior-cruciate-ligament)-repair',
  joint: 'knee',
  group: 'Arthroscopic',
  title: 'Surgery for a torn ACL (anterior cruciate ligament repair or reconstruction)',
  linkLabel: 'ACL (Anterior Cruciate Ligament) Repair',
  description:
    'How surgery for a torn anterior cruciate ligament (ACL) works, who needs it, what happens on the day, recovery and return to sport, and the risks.',
  summary:
    'ACL surgery gives your knee a new or repaired ligament so it is less likely to give way when you twist or turn.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'The anterior cruciate ligament (ACL) is a strong band inside your knee. It joins your thigh bone to your shin bone. It stops the shin bone sliding forwards and helps control twisting. A torn ACL does not usually heal back to full strength on its own.',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'ACL reconstruction',
          details:
            'This is the most common operation. Your surgeon replaces the torn ligament with a piece of tendon (a graft). The graft is usually taken from your own hamstring, kneecap tendon (patellar tendon) or thigh tendon (quadriceps tendon). It is passed through small tunnels in the bone and fixed in place.',
        },
        {
          term: 'ACL repair',
          details:
            'Sometimes, if the ligament has pulled off the bone cleanly, it can be stitched back instead. This only suits some tears. Your surgeon will tell you which option is right for you.',
        },
      ],
    },
    {
      kind: 'paragraph',
      text: 'Both are done by keyhole surgery (arthroscopy), with a slightly bigger cut where a graft is taken. Other damage, such as a torn cartilage (meniscus), can often be treated at the same time.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro:
        'Not everyone with a torn ACL needs surgery. Many people do well with a structured physiotherapy programme, and you can still choose surgery later. Surgery may be suggested if:',
      items: [
        'your knee keeps giving way, even after physiotherapy',
        'you want to return to sports that involve twisting, turning or jumping, such as football, rugby, netball or skiing',
        'your job needs a stable knee',
        'you also have a torn cartilage that needs repairing',
      ],
      outro: 'Your surgeon will talk with you about your goals before you decide.',
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
            'Most people have a general anaesthetic, so you are asleep. You may also have an injection to numb the nerves in your leg (a nerve block) to help with pain.',
        },
        {
          term: 'How long it takes',
          details: 'Your surgeon will tell you how long your operation is likely to take.',
        },
        {
          term: 'Going home',
          details:
            'Most people go home the same day or the next day. A physiotherapist will check you can use your crutches safely and show you your first exercises.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'paragraph',
      text: 'Recovery from ACL surgery takes many months. The work you do with your physiotherapist is as important as the operation itself.',
    },
    {
      kind: 'list',
      items: [
        '**Crutches:** you can usually put weight on your leg straight away. Most people use crutches for the first few weeks.',
        '**Physiotherapy:** early goals are to get your knee fully straight and to control swelling. Later you will build strength, balance and control. See [physiotherapy](/PreAndPostcare/physiotherapy) for local centres.',
        '**Driving:** you can drive once you are off crutches, can bend your knee enough and can do an emergency stop. This is often a few weeks. Check with your insurer.',
        '**Work:** desk work is often possible after a few weeks. Physical work usually takes longer.',
        '**Sport:** running usually starts after a few months. A return to twisting and jumping sports depends on passing strength and movement tests.',
        `**Contact sport:** wait at least ${clinicalFigures.aclMinimumBeforeContactSport} after surgery before playing contact or pivoting sports. Going back too early raises the chance of tearing the ligament again.`,
        '**Follow-up:** you will usually be seen in clinic a few weeks after surgery and again during your rehabilitation.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Common problems include:',
      items: [
        'pain, swelling and stiffness while the knee recovers',
        'a numb patch on the outer side of the knee near the scar',
        'pain at the front of the knee or when kneeling, especially if the kneecap tendon was used',
      ],
    },
    {
      kind: 'list',
      intro: 'Less common but more serious problems include:',
      items: [
        'infection in the wound or the knee',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'the new ligament stretching or tearing again',
        'damage to nerves or blood vessels, which is rare',
      ],
    },
    {
      kind: 'paragraph',
      text: 'An ACL injury raises the chance of arthritis in the knee later in life. Surgery can make the knee stable, but it may not remove this risk.',
    },
  ],
  faqs: [
    {
      question: 'When can I play football or rugby again?',
      icon: 'dumbbell',
      answer: [
        {
          kind: 'paragraph',
          text: `Not before ${clinicalFigures.aclMinimumBeforeContactSport}, and often later. Your surgeon and physiotherapist will decide with you when your knee is strong and stable enough.`,
        },
      ],
    },
  ],
  related: [
    {
      title: 'ACL and ligament injuries',
      href: '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
      description: 'Symptoms, diagnosis and treatment options.',
    },
    {
      title: 'ACL reconstruction',
      href: '/Treatments/acl-reconstruction',
      description: 'Preparing for surgery and the rehabilitation plan.',
    },
    {
      title: 'Physiotherapy',
      href: '/PreAndPostcare/physiotherapy',
      description: 'Local physiotherapy centres.',
    },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['acl-reconstruction'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeLigamentSurgery', 'nhsArthroscopy'],
  },
} satisfies ProcedurePage;
