import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const meniscectomyForMeniscusTear = {
  slug: 'meniscectomy-for-meniscus-tear',
  joint: 'knee',
  group: 'Arthroscopic',
  title: 'Trimming a torn knee cartilage (meniscectomy)',
  linkLabel: 'Meniscectomy For Meniscus Tear',
  description:
    'Keyhole surgery to trim a torn meniscus (meniscectomy): who it helps, what happens on the day, recovery, driving and work, and the risks.',
  summary:
    'A meniscectomy is keyhole surgery to remove the torn part of a knee cartilage (meniscus) that is catching or locking your knee.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Each knee has 2 C-shaped pads of tough, rubbery cartilage called menisci. They sit between your thigh bone and shin bone and act as shock absorbers. A tear in a meniscus is often called a torn cartilage.',
    },
    {
      kind: 'paragraph',
      text: 'In a partial meniscectomy, your surgeon uses keyhole surgery (arthroscopy) to trim away the torn, loose part. They keep as much healthy meniscus as possible, because it protects your knee.',
    },
    {
      kind: 'paragraph',
      text: 'Some tears can be stitched instead (meniscal repair). This is more likely in younger people and in tears near the outer edge, where the blood supply is better. Your surgeon may only know which is possible during the operation, so you may be asked to agree to both.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'Surgery may help if:',
      items: [
        'your knee locks or gets stuck and will not straighten',
        'your knee catches, clicks painfully or gives way because of a torn flap',
        'pain and swelling have not settled with physiotherapy and time',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Many tears that come on slowly with age (degenerative tears) settle with exercise and physiotherapy. Finding a tear on a scan is not, on its own, a reason for surgery. Keyhole surgery is not recommended to treat osteoarthritis unless the knee clearly locks. Read more about [cartilage tears](/Conditions/cartilage-tear).',
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
            'Most people have a general anaesthetic. Local anaesthetic is put into the knee at the end to ease pain.',
        },
        {
          term: 'How long it takes',
          details: 'A meniscectomy usually takes less than an hour. A repair takes a little longer.',
        },
        {
          term: 'Going home',
          details: `Most people go home the same day. Someone will need to drive you home and stay with you for the first ${clinicalFigures.stayWithYouAfterDayCase}.`,
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      intro: 'After a meniscectomy:',
      items: [
        `rest for the first ${clinicalFigures.restAfterArthroscopy}. Raise your leg and use an ice pack for short spells to reduce swelling`,
        'you can usually walk on your leg straight away. Crutches may help for a few days',
        `keep the paper strips (steristrips) on your wounds for ${clinicalFigures.steristripsStay}`,
        'do your exercises every day. Your team may arrange [physiotherapy](/PreAndPostcare/physiotherapy)',
        `you may be able to drive after about ${clinicalFigures.drivingAfterArthroscopy}, once you can do an emergency stop safely. Check with your insurer`,
        'desk work is often possible within about a week. Physical work may take a few weeks',
        'sport can restart gradually when the swelling has gone and your strength has returned, usually after a few weeks',
      ],
    },
    {
      kind: 'paragraph',
      text: 'If your meniscus was **repaired**, recovery is slower. You may need crutches or a brace for several weeks, and a return to sport usually takes a few months. Your team will give you a separate plan. You will usually have a follow-up appointment a few weeks after surgery.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Common problems include:',
      items: ['pain, swelling and bruising', 'stiffness for a few weeks', 'a small numb patch near a scar'],
    },
    {
      kind: 'list',
      intro: 'Less common but more serious problems include:',
      items: [
        'infection in the wound or the knee',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'pain that does not improve',
        'a repaired tear not healing, which may need another operation',
      ],
    },
    {
      kind: 'paragraph',
      text: "Removing part of the meniscus takes away some of the knee's cushioning. Over many years this may raise the chance of arthritis. This is why surgeons remove as little as possible.",
    },
  ],
  faqs: [
    {
      question: 'Will my meniscus grow back?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'No. The part that is removed does not grow back. The aim is to remove only the torn piece that is causing problems.',
        },
      ],
    },
    {
      question: 'Do I need surgery for every meniscus tear?',
      icon: 'stethoscope',
      answer: [
        {
          kind: 'paragraph',
          text: 'No. Many tears, especially those linked to wear and tear, improve with exercise and physiotherapy. Your surgeon will only suggest surgery if it is likely to help your symptoms.',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Cartilage tear',
      href: '/Conditions/cartilage-tear',
      description: 'Causes, symptoms and treatment of a torn meniscus.',
    },
    { title: 'Knee arthroscopy treatment', href: '/Treatments/knee-arthroscopy' },
    { title: 'Keyhole knee surgery (knee arthroscopy)', href: '/knee-procedures/knee-arthroscopy' },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['knee-arthroscopy'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsArthroscopy', 'nhsKneePain', 'aomrcKneeArthroscopy'],
  },
} satisfies ProcedurePage;
