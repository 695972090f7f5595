import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const hipCartilageReconstruction = {
  slug: 'hip-cartilage-reconstruction',
  joint: 'hip',
  group: 'Joint',
  title: 'Repairing damaged hip cartilage (hip cartilage reconstruction)',
  linkLabel: 'Hip Cartilage Reconstruction',
  description:
    'Hip cartilage reconstruction repairs damaged joint cartilage or the labrum, usually by keyhole surgery. Who it suits, recovery and the risks.',
  summary: 'Hip cartilage reconstruction aims to repair damaged cartilage inside your hip, usually by keyhole surgery.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'The ball and socket of your hip are covered with smooth cartilage. A rim of tougher cartilage, called the labrum, runs around the edge of the socket and helps seal the joint.',
    },
    {
      kind: 'paragraph',
      text: 'This cartilage can be damaged by an injury. It can also happen if the hip is shaped so that it pinches (hip impingement), or if the socket is shallow (hip dysplasia). Damaged cartilage does not heal well on its own.',
    },
    {
      kind: 'list',
      intro: 'Depending on the damage, your surgeon may:',
      items: [
        'trim and smooth loose flaps of cartilage',
        'make tiny holes in the bone under a bare area so repair tissue can form (microfracture), sometimes covered with a thin membrane',
        'stitch a torn labrum back to the rim of the socket using small anchors',
        'rebuild a badly damaged labrum using a graft (labral reconstruction)',
        'reshape extra bone that is pinching the joint, to protect the repair',
      ],
      outro: 'Most of this is done by [keyhole hip surgery (hip arthroscopy)](/hip-procedures/hip-arthroscopy).',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'This surgery is usually for younger, active adults who:',
      items: [
        'have hip or groin pain from a clear area of cartilage or labrum damage',
        'have little or no arthritis in the hip',
        `have not improved enough with physiotherapy and changes to activity, usually after ${clinicalFigures.hipSurgeryConsideredAfter}`,
      ],
    },
    {
      kind: 'paragraph',
      text: 'It is not suitable if you have established arthritis, because results are poor. A [hip replacement](/hip-procedures/hip-replacement) may be a better option then. The evidence for cartilage repair in the hip is still growing, and long-term results are less well known than for the knee. Your surgeon will talk to you honestly about what it may achieve.',
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
            'You will have a general anaesthetic. Your leg is gently pulled (traction) during surgery to open up the joint.',
        },
        {
          term: 'How long it takes',
          details:
            'Your surgeon will tell you how long your operation is likely to take. A labral reconstruction takes longer.',
        },
        {
          term: 'Going home',
          details: 'Most people go home the same day or the next day, with crutches.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Crutches:** you will use crutches for a few weeks. After microfracture or labral reconstruction, you may need to limit weight on your leg for several weeks.',
        '**Protecting the repair:** avoid deep bending and twisting of the hip early on. Your team will tell you which movements to avoid and for how long.',
        '**Physiotherapy:** a programme over several months builds strength and control. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Driving:** when you are off crutches and can control the car safely. Check with your insurer.',
        '**Work:** desk work is often possible after a few weeks. Physical work takes longer.',
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
        'numbness in the groin, genital area or foot, from the traction. This usually gets better within weeks',
        'a numb patch on the outer thigh',
        'pain, stiffness or swelling',
        'infection, which is uncommon',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'extra bone forming in the muscles around the hip',
        'the repair not working, ongoing pain, or arthritis developing later. Some people go on to need a hip replacement',
      ],
      outro: 'Your surgeon will explain the risks that apply to you.',
    },
  ],
  related: [
    { title: 'Keyhole hip surgery (hip arthroscopy)', href: '/hip-procedures/hip-arthroscopy' },
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
