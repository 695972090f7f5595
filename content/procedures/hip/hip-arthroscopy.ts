import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const hipArthroscopy = {
  slug: 'hip-arthroscopy',
  joint: 'hip',
  group: 'Other',
  title: 'Keyhole hip surgery (hip arthroscopy)',
  linkLabel: 'Hip Arthroscopy',
  description:
    'Keyhole hip surgery (hip arthroscopy) for hip impingement, labral tears and loose bodies: who it helps, the day of surgery, recovery and risks.',
  summary:
    'Hip arthroscopy uses a small camera and instruments through tiny cuts to look inside your hip and treat some problems.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Keyhole hip surgery (arthroscopy) lets your surgeon see inside your hip joint without opening it up. Your leg is gently pulled (traction) to make a small gap in the joint. A thin camera (arthroscope) and small instruments are then passed in through 2 or 3 small cuts.',
    },
    {
      kind: 'list',
      intro: 'Your surgeon can use it to:',
      items: [
        'reshape extra bone on the ball or the rim of the socket that pinches the joint (hip impingement, also called femoroacetabular impingement)',
        'repair or trim a torn rim of cartilage around the socket (labrum)',
        'treat damaged joint cartilage. Read about [hip cartilage reconstruction](/hip-procedures/hip-cartilage-reconstruction)',
        'remove loose pieces of bone or cartilage',
      ],
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'Hip arthroscopy may help if:',
      items: [
        'you have groin or hip pain caused by hip impingement or a labral tear, confirmed by examination and scans',
        `you have tried physiotherapy, pain relief and changes to your activity, usually for ${clinicalFigures.hipSurgeryConsideredAfter}, without enough improvement`,
        'you have little or no arthritis in the hip',
      ],
    },
    {
      kind: 'paragraph',
      text: 'NICE says this surgery can be used for hip impingement with normal arrangements for consent and audit. It should be done by surgeons with specialist experience. A large UK trial found that, on average, people with hip impingement improved more after keyhole surgery than after physiotherapy alone. Not everyone benefits, though.',
    },
    {
      kind: 'paragraph',
      text: 'Hip arthroscopy does not work well if you already have established arthritis. Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).',
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
          details: 'You will have a general anaesthetic. Local anaesthetic is used to help with pain afterwards.',
        },
        {
          term: 'How long it takes',
          details:
            'Your surgeon will tell you how long your operation is likely to take. X-rays are used during surgery.',
        },
        {
          term: 'Going home',
          details:
            'Most people go home the same day or the next day, with crutches. A physiotherapist will show you your first exercises.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Crutches:** most people use crutches for a few weeks. You may need them for longer after some repairs.',
        '**Movements to avoid:** your team may ask you to avoid deep bending and twisting of the hip for the first few weeks.',
        '**Physiotherapy:** a programme over several months is key to a good result. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Driving:** once you are off crutches and can do an emergency stop safely. Check with your insurer.',
        '**Work:** desk work is often possible after a few weeks. Physical jobs take longer.',
        '**Sport:** a return to sport usually takes several months.',
        '**Follow-up:** you will usually be seen in clinic a few weeks after surgery.',
      ],
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Possible problems include:',
      items: [
        'numbness in the groin, genital area or foot from the traction, which usually gets better within weeks',
        'a numb patch on the outer thigh',
        'pain and stiffness',
        'infection, which is uncommon',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'extra bone forming in the muscles around the hip',
        'a break in the thigh bone where bone was removed, which is rare',
        'symptoms that do not improve, or arthritis developing later that may need a hip replacement',
      ],
      outro: 'Your surgeon will talk through your own risks with you.',
    },
  ],
  faqs: [
    {
      question: 'Will I need a hip replacement in the future?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'Some people do, especially if there was already some cartilage wear. Whether hip arthroscopy delays arthritis is still being studied.',
        },
      ],
    },
  ],
  related: [
    { title: 'Hip cartilage reconstruction', href: '/hip-procedures/hip-cartilage-reconstruction' },
    { title: 'Non-surgical treatment for hips', href: '/Treatments/non-surgical-treatment-for-hips' },
    { title: 'Physiotherapy', href: '/PreAndPostcare/physiotherapy' },
  ],
  urgentHelp: 'after-hip-surgery',
  covers: ['hip-conservative-care'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['niceHipImpingementSurgery', 'nhsArthroscopy', 'nhsHipPain'],
  },
} satisfies ProcedurePage;
