import type { ProcedurePage } from '@/content/types';

export const cartilageReconstruction = {
  slug: 'cartilage-reconstruction',
  joint: 'knee',
  group: 'Arthroscopic',
  title: 'Repairing damaged joint cartilage in the knee (cartilage reconstruction)',
  linkLabel: 'Cartilage Reconstruction',
  description:
    'Knee cartilage reconstruction explained: microfracture, cartilage grafts and cell implantation, who they suit, recovery and the risks.',
  summary:
    'Cartilage reconstruction aims to fill an area of damaged joint surface in your knee with new repair tissue.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'The ends of the bones in your knee are covered with smooth, slippery cartilage (articular cartilage). It lets the joint move freely. When an area is damaged, it does not heal well on its own. The damage can cause pain, swelling and catching.',
    },
    {
      kind: 'paragraph',
      text: 'Cartilage reconstruction is a group of operations that try to cover the damaged area with new tissue. The method depends on the size and place of the damage.',
    },
    {
      kind: 'definitions',
      items: [
        {
          term: 'Microfracture',
          details:
            'Your surgeon makes tiny holes in the bone under the damaged area. Blood and cells from the bone marrow form a clot that turns into repair tissue. Sometimes a thin membrane is placed over the area to hold the clot in place.',
        },
        {
          term: 'Bone and cartilage plugs (osteochondral graft)',
          details:
            'Small plugs of healthy bone and cartilage are moved from a less important part of the knee into the damaged area.',
        },
        {
          term: 'Cell implantation (autologous chondrocyte implantation, or ACI)',
          details:
            'This needs 2 operations. First, a small sample of your cartilage is taken. The cells are grown in a laboratory and then put back into the damaged area in a second operation.',
        },
      ],
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'Cartilage reconstruction is usually for younger, active adults who have:',
      items: [
        'a clear, limited area of damage, often after an injury',
        'pain or swelling that has not settled with physiotherapy',
        'a knee that is otherwise healthy, stable and well lined up',
      ],
    },
    {
      kind: 'paragraph',
      text: 'It is **not** a treatment for widespread wear and tear arthritis (osteoarthritis). NICE recommends cell implantation (ACI) only for some people: those with larger areas of damage, little or no arthritis, and no previous cartilage repair surgery. It should be done in a specialist centre.',
    },
    {
      kind: 'paragraph',
      text: 'Sometimes other problems need treating at the same time, such as an unstable kneecap, a torn ligament or a leg that is not straight. A [knee osteotomy](/Treatments/knee-osteotomy) may be part of the plan.',
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
          details: 'You will usually have a general anaesthetic. A nerve block may also be used to help with pain.',
        },
        {
          term: 'How long it takes',
          details:
            'Microfracture is done by keyhole surgery and often takes about an hour. Grafts and cell implantation may need a small open cut and take longer.',
        },
        {
          term: 'Going home',
          details:
            'You may go home the same day or stay overnight. You will go home with crutches and sometimes a knee brace.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'paragraph',
      text: 'New cartilage tissue is delicate. It grows and firms up slowly, over a year or more. Protecting it early on is very important.',
    },
    {
      kind: 'list',
      items: [
        '**Crutches:** you will usually need crutches for several weeks, with limited weight through your leg. Your team will tell you exactly how much.',
        '**Movement:** gentle bending exercises help the new tissue form. You will be shown what to do.',
        '**Physiotherapy:** a long programme over many months builds strength and control. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Driving:** not until you are off crutches and can do an emergency stop. Your team will advise you.',
        '**Work:** desk work may be possible after a few weeks. Physical work often takes several months.',
        '**Sport:** running and impact sport usually take many months. Some people need to change the sports they play.',
        '**Follow-up:** you will have regular clinic visits. Some people have a scan later to check the repair.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'pain, swelling and stiffness',
        'infection in the wound or the knee',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'the repair tissue not forming well, or wearing away over time',
        'with cell implantation, the new tissue overgrowing and needing trimming',
        'with plugs, pain where the healthy plugs were taken from',
        'ongoing symptoms, or the need for more surgery',
      ],
      outro:
        'Repair tissue is not quite as tough as your original cartilage. Your surgeon will explain what is realistic for you.',
    },
  ],
  faqs: [
    {
      question: 'Will this stop me getting arthritis?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'No one can promise that. The aim is to ease your symptoms and protect the joint. Whether it delays arthritis in the long term is still being studied.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Chondroplasty',
      href: '/knee-procedures/chondroplasty',
      description: 'Smoothing damaged cartilage by keyhole surgery.',
    },
    { title: 'Knee arthroscopy treatment', href: '/Treatments/knee-arthroscopy' },
    {
      title: 'Knee osteotomy',
      href: '/Treatments/knee-osteotomy',
      description: 'Realigning the leg to protect the knee.',
    },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
  ],
  urgentHelp: 'after-knee-surgery',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceChondrocyteImplantation', 'nhsArthroscopy'],
  },
} satisfies ProcedurePage;
