import type { ProcedurePage } from '@/content/types';

export const hipMua = {
  slug: 'hip-mua',
  joint: 'hip',
  group: 'Other',
  title: 'Freeing a stiff hip under anaesthetic (hip manipulation under anaesthetic, MUA)',
  linkLabel: 'Hip MUA',
  description:
    'Hip manipulation under anaesthetic (MUA) treats some cases of hip stiffness. Who it may help, what happens, physiotherapy afterwards and the risks.',
  summary:
    'A hip manipulation under anaesthetic (MUA) is when your surgeon gently moves your stiff hip while you are asleep, to help it move more freely.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Sometimes the tissues around the hip become tight or scarred, and the hip stops moving as it should. In a manipulation under anaesthetic (MUA), you are given an anaesthetic so your muscles relax and you feel no pain. Your surgeon then carefully moves your hip through its range to stretch and release the tight tissue. There are no cuts.',
    },
    {
      kind: 'paragraph',
      text: 'It is often combined with an examination of the hip while you are asleep, and sometimes with an injection into the joint. Hip MUA is much less common than MUA for the knee.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A hip MUA may be considered if:',
      items: [
        'your hip is stiff after surgery, such as [keyhole hip surgery](/hip-procedures/hip-arthroscopy) or a [hip replacement](/hip-procedures/hip-replacement)',
        'you have a painful, stiff hip from tightening of the joint lining (sometimes called a frozen hip)',
        'physiotherapy and other treatment have not improved your movement',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Before suggesting an MUA, your surgeon will look for other causes of stiffness. These include infection, a problem with the position of an implant, or extra bone growing around the joint. An MUA cannot help stiffness caused by extra bone. The evidence for hip MUA is limited, so it is usually only offered after other treatment has been tried.',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details: 'You will usually come in on the day. The hospital will tell you when to stop eating and drinking.',
        },
        {
          term: 'Anaesthetic',
          details: 'You will usually have a general anaesthetic so your muscles are fully relaxed.',
        },
        {
          term: 'How long it takes',
          details: 'The manipulation itself takes only a few minutes.',
        },
        {
          term: 'Going home',
          details: 'Most people go home the same day. Some stay a night to start physiotherapy straight away.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'paragraph',
      text: 'Keeping your hip moving after an MUA is the key to keeping the movement you have gained.',
    },
    {
      kind: 'list',
      items: [
        '**Physiotherapy:** usually starts on the same day or the next day. You will do exercises several times a day at home. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Pain relief:** take regular painkillers so that you can do your exercises.',
        '**Walking:** you can usually walk as you did before. A walking aid may help for a few days.',
        '**Driving:** when you can control the car safely and comfortably. Check with your insurer.',
        '**Work:** many people return within a few days, depending on their job.',
        '**Follow-up:** you will be seen in clinic to check how well your hip is moving.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Common problems include:',
      items: ['pain and bruising for a few days', 'stiffness coming back, which may need further treatment'],
    },
    {
      kind: 'list',
      intro: 'Rare but serious problems include:',
      items: [
        'a break in the thigh bone or pelvis',
        'a hip replacement coming out of its socket (dislocation)',
        'stretching or damage to a nerve',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'risks of the anaesthetic',
      ],
      outro: 'Your surgeon will talk through the risks that apply to you.',
    },
  ],
  related: [
    { title: 'Total hip replacement', href: '/hip-procedures/hip-replacement' },
    { title: 'Keyhole hip surgery (hip arthroscopy)', href: '/hip-procedures/hip-arthroscopy' },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
  ],
  urgentHelp: 'after-hip-surgery',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsHipReplacement', 'nhsHipPain'],
  },
} satisfies ProcedurePage;
