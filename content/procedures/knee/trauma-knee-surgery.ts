import type { ProcedurePage } from '@/content/types';

export const traumaKneeSurgery = {
  slug: 'trauma-knee-surgery',
  joint: 'knee',
  group: 'Other',
  title: 'Surgery for knee fractures and serious knee injuries (trauma knee surgery)',
  linkLabel: 'Trauma Knee Surgery',
  description:
    'Surgery after a serious knee injury: fixing broken bones, torn tendons and dislocations. What to expect in hospital, recovery and the risks.',
  summary:
    'Trauma knee surgery treats serious injuries such as broken bones around the knee, torn tendons and dislocated knees.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Trauma surgery is surgery after an injury, such as a fall, a sports accident or a road accident. Around the knee, it may be needed for:',
    },
    {
      kind: 'list',
      items: [
        'a broken kneecap (patella fracture)',
        'a break in the top of the shin bone that goes into the joint (tibial plateau fracture)',
        'a break in the lower end of the thigh bone (distal femur fracture)',
        'a torn thigh tendon or kneecap tendon (quadriceps or patellar tendon rupture)',
        'a dislocated knee, where several ligaments are torn',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Broken bones are usually put back in place and held with plates, screws, wires or a rod inside the bone. Torn tendons are stitched back to the bone. Sometimes a frame outside the leg (external fixator) is used for a short time while swelling settles. In some older people with a badly broken knee, a knee replacement may be the best option.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'Surgery is usually advised if:',
      items: [
        'a broken bone has moved out of place',
        'a break runs into the joint surface and has left a step or gap',
        'you cannot straighten your knee because a tendon has torn',
        'the knee is unstable after a dislocation',
      ],
      outro:
        'Some breaks that have not moved can heal in a brace or cast without an operation. Your surgeon will explain the options for your injury.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will usually be seen in A&E or a fracture clinic. You will have X-rays and often a CT scan to plan surgery. If the knee is very swollen, surgery may be delayed for a few days or more to let the skin settle.',
        },
        {
          term: 'Anaesthetic',
          details: 'You will have a general or spinal anaesthetic. A nerve block may be used to help with pain.',
        },
        {
          term: 'How long it takes',
          details:
            'This varies a lot with the injury. Simple repairs may take about an hour. Complex fractures can take several hours.',
        },
        {
          term: 'Going home',
          details:
            'Many people stay in hospital for a few days, until pain is controlled and they can move about safely with crutches or a frame.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Weight-bearing:** after a fracture into the joint, you may not be allowed to put full weight on your leg for several weeks. Your team will tell you exactly what you can do.',
        '**Brace:** you may wear a knee brace that limits how far the knee bends.',
        '**Blood clots:** you will usually have blood-thinning medicine or injections, as the risk of clots is higher after a leg injury.',
        '**Physiotherapy:** starts early to keep the knee moving and the muscles working. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Driving:** not until you are off crutches, out of any brace and can do an emergency stop. Check with your insurer.',
        '**Work and sport:** depend on the injury. Physical work and sport often take several months.',
        '**Follow-up:** you will have regular clinic visits and X-rays to check healing.',
      ],
      outro: 'Some people have plates or screws removed later if they cause discomfort.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'infection or wound healing problems. The skin over the knee is thin and can be damaged by the injury',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'stiffness and loss of movement',
        'the bone healing slowly, not healing, or healing in the wrong position',
        'plates or screws rubbing, which may need removing',
        'damage to nerves or blood vessels',
        'a build-up of pressure in the leg muscles (compartment syndrome). This is an emergency. It causes severe, worsening pain that painkillers do not help',
        'arthritis in the knee later, especially after a break into the joint surface',
      ],
      outro: 'Your surgeon will explain the risks that apply to your injury.',
    },
  ],
  faqs: [
    {
      question: 'Why is my operation not today?',
      icon: 'clock',
      answer: [
        {
          kind: 'paragraph',
          text: 'With some knee fractures, operating through very swollen skin raises the risk of wound problems and infection. Waiting for swelling to go down can make surgery safer. Your leg will be supported and raised while you wait.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'ACL and ligament injuries',
      href: '/Conditions/acl/-ligament-injury-(sports-knee-injury)',
      description: 'Sports and ligament injuries of the knee.',
    },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
    { title: 'Knee procedures', href: '/knee-procedures' },
  ],
  urgentHelp: 'acute-knee-injury',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsBrokenLeg', 'niceNonComplexFractures', 'niceComplexFractures'],
  },
} satisfies ProcedurePage;
