import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const chondroplasty = {
  slug: 'chondroplasty',
  joint: 'knee',
  group: 'Arthroscopic',
  title: 'Smoothing damaged knee cartilage (chondroplasty)',
  linkLabel: 'Chondroplasty',
  description:
    'Chondroplasty is keyhole surgery to smooth loose, frayed cartilage in the knee. Find out who it may help, recovery times and the risks.',
  summary:
    'A chondroplasty uses keyhole surgery to trim and smooth loose flaps of damaged cartilage that catch inside your knee.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'The ends of the bones in your knee are covered with a smooth layer of cartilage (articular cartilage). After an injury, or with wear, this layer can split or fray. Loose flaps can catch as your knee moves, causing pain, swelling or clicking.',
    },
    {
      kind: 'paragraph',
      text: 'In a chondroplasty, your surgeon uses keyhole surgery (arthroscopy) to trim these loose flaps and smooth the edges. They use small instruments passed through tiny cuts around your knee.',
    },
    {
      kind: 'paragraph',
      text: 'A chondroplasty does **not** grow new cartilage, and it does not cure arthritis. It is often done alongside other keyhole treatment, such as trimming a torn meniscus. If you have a larger area of damage, your surgeon may talk to you about [cartilage reconstruction](/knee-procedures/cartilage-reconstruction) instead.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A chondroplasty may help if:',
      items: [
        'a loose flap of cartilage is catching or locking your knee',
        'the damage is in a small area, often after an injury',
        'physiotherapy and other treatment have not helped enough',
      ],
    },
    {
      kind: 'paragraph',
      text: 'It is not a treatment for general wear and tear arthritis (osteoarthritis). UK guidance advises that keyhole washout and trimming should not be used to treat osteoarthritis, unless the knee clearly locks. Exercise, weight management and pain relief usually help more. Read about [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).',
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
            'Most people have a general anaesthetic. Local anaesthetic is put into the knee to help with pain afterwards.',
        },
        {
          term: 'How long it takes',
          details: 'The operation usually takes less than an hour.',
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
      intro: 'Recovery is usually quite quick:',
      items: [
        `rest for the first ${clinicalFigures.restAfterArthroscopy}, with your leg raised. Ice packs for short spells can ease swelling`,
        'you can usually walk on your leg straight away. Crutches may help for a few days',
        `keep the paper strips (steristrips) on your wounds for ${clinicalFigures.steristripsStay}`,
        'start your exercises on the day of surgery. Your team may arrange [physiotherapy](/PreAndPostcare/physiotherapy)',
        `you may be able to drive after about ${clinicalFigures.drivingAfterArthroscopy}, once you can do an emergency stop safely. Check with your insurer`,
        'desk work is often possible within about a week. Physical work may take a few weeks',
        'sport can restart gradually once swelling has settled, usually after a few weeks',
      ],
      outro:
        'You will usually have a follow-up appointment a few weeks after surgery to check your progress and talk about what was found.',
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'Common problems include:',
      items: ['pain and swelling for a few weeks', 'stiffness', 'a small numb patch near a scar'],
    },
    {
      kind: 'list',
      intro: 'Less common but more serious problems include:',
      items: [
        'infection in the wound or the knee',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'bleeding into the knee',
        'symptoms that do not improve, especially if there is arthritis elsewhere in the knee',
      ],
      outro: 'Your surgeon will explain the risks that apply to you before you decide.',
    },
  ],
  faqs: [
    {
      question: 'Will a chondroplasty make my knee as good as new?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'No. It can remove loose flaps that catch, but the cartilage will not be as it was before. Keeping your thigh muscles strong helps protect the knee.',
        },
      ],
    },
  ],
  related: [
    { title: 'Knee arthroscopy treatment', href: '/Treatments/knee-arthroscopy' },
    {
      title: 'Knee arthritis',
      href: '/Conditions/knee-arthritis',
      description: 'Symptoms and treatment options for knee arthritis.',
    },
    { title: 'Cartilage reconstruction', href: '/knee-procedures/cartilage-reconstruction' },
    { title: 'Non-surgical treatment for knees', href: '/Treatments/non-surgical-treatment-for-knees' },
  ],
  urgentHelp: 'after-knee-surgery',
  covers: ['knee-arthroscopy'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsArthroscopy', 'niceArthroscopicLavage', 'aomrcKneeArthroscopy'],
  },
} satisfies ProcedurePage;
