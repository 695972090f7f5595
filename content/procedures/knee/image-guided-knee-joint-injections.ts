import type { ProcedurePage } from '@/content/types';

export const imageGuidedKneeJointInjections = {
  slug: 'image-guided-knee-joint-injections',
  joint: 'knee',
  group: 'Other',
  title: 'Knee injections guided by a scan (image-guided knee joint injections)',
  linkLabel: 'Image-Guided Knee Joint Injections',
  description:
    'Image-guided knee injections use ultrasound or X-ray to place the needle accurately. What they are for, what happens, aftercare and side effects.',
  summary:
    'An image-guided injection uses an ultrasound scan or X-ray to place medicine accurately inside your knee joint.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'A joint injection puts medicine directly into your knee. Using an ultrasound scan or a type of X-ray (fluoroscopy) lets the doctor see exactly where the needle is going.',
    },
    {
      kind: 'list',
      intro: 'Injections can be used to:',
      items: [
        'ease pain and swelling, usually with a steroid (corticosteroid) mixed with local anaesthetic',
        'find out where pain is coming from. If a local anaesthetic injection eases your pain for a few hours, the pain is likely to come from inside the joint',
        'draw off fluid from a swollen knee (aspiration), which can also be tested in a laboratory',
      ],
    },
    {
      kind: 'paragraph',
      text: 'NICE does not recommend hyaluronic acid ("lubricating") injections for osteoarthritis. Injections made from your own blood are covered on the [NStride® APS](/knee-procedures/nstride®-aps) page.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A steroid injection may help if:',
      items: [
        'you have knee pain from arthritis that is not controlled by other pain relief',
        'you need short-term relief to help you do your exercises and physiotherapy',
        'your surgeon needs to know whether your pain is coming from the joint before planning treatment',
      ],
    },
    {
      kind: 'paragraph',
      text: 'NICE guidance says steroid injections can be considered for short-term relief when other pain treatments have not worked or are not suitable. They work best alongside exercise. They do not cure arthritis. Read about [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will come to a clinic or the X-ray department. You can usually eat and drink as normal. Tell the team if you take blood thinners, have diabetes, have an infection or feel unwell.',
        },
        {
          term: 'Anaesthetic',
          details: 'You stay awake. The skin is cleaned and numbed with local anaesthetic.',
        },
        {
          term: 'How long it takes',
          details: 'The injection itself takes a few minutes. Your whole visit may take up to an hour.',
        },
        {
          term: 'Going home',
          details:
            'You go home the same day. It is best to have someone drive you, as your leg may feel numb or weak for a few hours.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        'rest your knee and avoid strenuous activity for a few days',
        'the local anaesthetic wears off after a few hours. Your pain may come back before the steroid starts to work',
        'the steroid usually starts to work within a few days. How long it helps varies from person to person',
        'if the injection was to find the source of your pain, keep a note of how your knee feels over the next few hours',
        'keep doing your exercises once the knee settles',
        'if you have diabetes, check your blood sugar more often for a few days, as it may rise',
        'you will usually have a follow-up appointment or phone call to review how it went',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Your team will usually limit how often you have steroid injections into the same joint. If you are waiting for a knee replacement, tell your surgeon. Operations are usually not done for a while after a steroid injection, to reduce the risk of infection.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Side effects are usually mild. They include:',
      items: [
        'a short flare of pain after the injection',
        'redness and warmth of the face (flushing)',
        'a short rise in blood sugar',
        'thinning or paler skin where the needle went in',
        'the injection not helping',
      ],
    },
    {
      kind: 'list',
      intro: 'Rare but serious problems include:',
      items: [
        'infection in the joint, causing a hot, swollen, very painful knee and feeling unwell',
        'an allergic reaction',
        'bleeding into the joint',
      ],
      outro:
        'If your knee becomes hot, red and more painful after the injection and you have a high temperature or feel unwell, call 999 or go to A&E. If it is hot, red and more painful but you feel well, contact the practice the same day.',
    },
  ],
  faqs: [
    {
      question: 'Why use a scan to guide the needle?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'It helps make sure the medicine goes into the joint. This is useful if the joint is hard to reach, if earlier injections did not help, or if the result will guide your treatment.',
        },
      ],
    },
  ],
  related: [
    { title: 'Non-surgical treatment for knees', href: '/Treatments/non-surgical-treatment-for-knees' },
    { title: 'Knee arthritis', href: '/Conditions/knee-arthritis' },
    { title: 'NStride® APS injection', href: '/knee-procedures/nstride®-aps' },
  ],
  urgentHelp: 'joint-injection',
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsSteroidInjections', 'niceOsteoarthritis'],
  },
} satisfies ProcedurePage;
