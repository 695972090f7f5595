import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const imageGuidedHipJointInjections = {
  slug: 'image-guided-hip-joint-injections',
  joint: 'hip',
  group: 'Other',
  title: 'Hip injections guided by a scan (image-guided hip joint injections)',
  linkLabel: 'Image-Guided Hip Joint Injections',
  description:
    'Image-guided hip injections use ultrasound or X-ray to reach the deep hip joint. What they are for, what happens, aftercare and side effects.',
  summary:
    'An image-guided hip injection uses an ultrasound scan or X-ray to place medicine accurately inside your hip joint.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Your hip joint sits deep under the muscles of your groin and buttock. To make sure the needle reaches the joint, the doctor uses an ultrasound scan or a type of X-ray (fluoroscopy) to guide it.',
    },
    {
      kind: 'list',
      intro: 'A hip injection can be used to:',
      items: [
        'ease pain and inflammation, usually with a steroid (corticosteroid) mixed with local anaesthetic',
        'find out where your pain is coming from. Pain felt in the hip can come from the hip joint, the back or the tissues around the hip. If local anaesthetic in the joint eases your pain for a few hours, the pain is likely to come from the joint',
      ],
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'An injection may help if:',
      items: [
        'you have hip pain from arthritis that is not controlled by other pain relief',
        'you need some relief to help you do your exercises and physiotherapy',
        'your surgeon needs to know if your pain is coming from the joint before planning treatment, such as [keyhole hip surgery](/hip-procedures/hip-arthroscopy)',
      ],
    },
    {
      kind: 'paragraph',
      text: `NICE guidance says steroid injections can be considered for short-term relief when other pain treatments have not worked or are not suitable. When a steroid injection helps, the effect usually lasts around ${clinicalFigures.hipSteroidInjectionLasts}. For some people it helps less, or not at all. It does not cure arthritis. Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).`,
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will come to a clinic or the X-ray department. You can usually eat and drink as normal. Tell the team if you take blood thinners, have diabetes, have an infection, or could be pregnant.',
        },
        {
          term: 'Anaesthetic',
          details: 'You stay awake and lie on your back. The skin is cleaned and numbed with local anaesthetic.',
        },
        {
          term: 'How long it takes',
          details: 'The injection takes a few minutes. Your whole visit may take up to an hour.',
        },
        {
          term: 'Going home',
          details:
            'You go home the same day. Arrange for someone to drive you, as your leg may feel numb or weak for a few hours.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        'take it easy and avoid strenuous activity for a few days',
        'the local anaesthetic wears off after a few hours, so your pain may return before the steroid starts working',
        'the steroid usually starts to work within a few days',
        'if the injection was to find the source of your pain, note how your hip feels over the next few hours',
        'keep doing your exercises once the hip settles',
        'if you have diabetes, check your blood sugar more often for a few days',
        'you will usually have a follow-up appointment or phone call to review the result',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Your team will usually limit how often you have steroid injections into the same joint. If you are waiting for a hip replacement, tell your surgeon. Operations are usually not done for a while after a steroid injection, to reduce the risk of infection.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Side effects are usually mild. They include:',
      items: [
        'a short flare of pain',
        'redness and warmth of the face (flushing)',
        'a short rise in blood sugar',
        'the injection not helping',
      ],
    },
    {
      kind: 'list',
      intro: 'Rare but serious problems include:',
      items: [
        'infection in the joint, causing severe pain, a high temperature and feeling unwell',
        'an allergic reaction',
        'bleeding',
      ],
      outro: 'If your hip becomes very painful and you feel hot, shivery or unwell, get medical help straight away.',
    },
  ],
  faqs: [
    {
      question: 'Can I have more than one injection?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'Sometimes. It depends on how well the first one worked and what other treatment is planned. Your surgeon will talk this through with you.',
        },
      ],
    },
  ],
  related: [
    { title: 'Non-surgical treatment for hips', href: '/Treatments/non-surgical-treatment-for-hips' },
    { title: 'Total hip replacement', href: '/hip-procedures/hip-replacement' },
    { title: 'Keyhole hip surgery (hip arthroscopy)', href: '/hip-procedures/hip-arthroscopy' },
  ],
  urgentHelp: 'joint-injection',
  covers: ['hip-conservative-care'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsSteroidInjections', 'niceOsteoarthritis'],
  },
} satisfies ProcedurePage;
