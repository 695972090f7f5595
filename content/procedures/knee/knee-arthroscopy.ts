import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';

export const kneeArthroscopy = {
  slug: 'knee-arthroscopy',
  joint: 'knee',
  group: 'Arthroscopic',
  title: 'Keyhole knee surgery (knee arthroscopy)',
  linkLabel: 'Knee Arthroscopy',
  description:
    'What happens during keyhole knee surgery (knee arthroscopy), who it can help, how long recovery takes and the possible risks.',
  summary:
    'Keyhole knee surgery uses a small camera to look inside your knee and treat some problems through tiny cuts.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Keyhole knee surgery (arthroscopy) is an operation to look inside your knee and treat some problems without opening up the joint.',
    },
    {
      kind: 'paragraph',
      text: 'Your surgeon makes 2 or 3 small cuts around your knee. They put a thin tube with a camera and light (an arthroscope) into the joint. Pictures from the camera show on a screen. Sterile fluid is used to fill the knee so your surgeon can see clearly.',
    },
    {
      kind: 'list',
      intro: 'Small instruments passed through the other cuts can be used to:',
      items: [
        'trim or repair a torn cartilage (meniscus)',
        'remove loose pieces of bone or cartilage that catch in the joint',
        'smooth a loose flap of joint cartilage',
        'help rebuild a torn ligament, such as the anterior cruciate ligament (ACL)',
      ],
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'Your surgeon may suggest keyhole surgery if:',
      items: [
        'your knee locks, catches or gets stuck, often because of a torn cartilage or a loose piece',
        'your knee gives way because a ligament is torn',
        'a scan has shown a problem that is likely to get better with surgery',
        'physiotherapy and other treatment have not helped enough',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Keyhole surgery is **not** a treatment for wear and tear arthritis (osteoarthritis) on its own. NICE advises that a keyhole washout should not be used to treat osteoarthritis. NHS guidance says keyhole surgery should only be considered in osteoarthritis if the knee clearly locks. Exercise, weight management and pain relief usually help more. Read about [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Arrival',
          details:
            'You will usually come in on the morning of your operation. The hospital will tell you when to stop eating and drinking. You will meet your surgeon and anaesthetist, and your knee will be marked.',
        },
        {
          term: 'Anaesthetic',
          details:
            'Most people have a general anaesthetic, so you are asleep. Some people have a spinal anaesthetic instead, which numbs you from the waist down. Local anaesthetic is put into the knee to help with pain afterwards.',
        },
        {
          term: 'How long it takes',
          details: 'The operation usually takes less than an hour. It can take longer if a ligament is being rebuilt.',
        },
        {
          term: 'Going home',
          details: `Most people go home the same day. You will need someone to drive you home and stay with you for the first ${clinicalFigures.stayWithYouAfterDayCase}.`,
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      intro: 'Recovery depends on what was done inside your knee. After a simple arthroscopy:',
      items: [
        `rest for the first ${clinicalFigures.restAfterArthroscopy}, with your leg raised and an ice pack on the knee for short spells`,
        'you can usually put weight on your leg straight away. Crutches may help for a few days',
        `leave the small paper strips (steristrips) on your wounds for ${clinicalFigures.steristripsStay}, and keep them clean and dry`,
        'start the exercises you are given on the day of surgery. Your team may arrange [physiotherapy](/PreAndPostcare/physiotherapy)',
        `you may be able to drive after about ${clinicalFigures.drivingAfterArthroscopy}, once you can do an emergency stop safely. Check with your insurer`,
        'most people with desk jobs go back to work within about a week. Physical jobs may take a few weeks',
        'sport can usually restart gradually once the swelling has settled and your strength is back',
      ],
      outro:
        'You will usually have a follow-up appointment a few weeks later to check your progress and talk about what was found.',
    },
  ],
  risks: [
    {
      kind: 'paragraph',
      text: 'Keyhole knee surgery is a common operation and serious problems are rare. But every operation has some risks.',
    },
    {
      kind: 'list',
      intro: 'Common problems include:',
      items: [
        'pain, swelling and bruising for a few weeks',
        'stiffness while the knee settles',
        'a small numb patch near a scar',
      ],
    },
    {
      kind: 'list',
      intro: 'Less common but more serious problems include:',
      items: [
        'infection in the wound or the knee joint',
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'bleeding into the knee',
        'damage to nerves, blood vessels or other parts of the knee',
        'symptoms that do not get better, or the need for more surgery',
      ],
      outro: 'Your surgeon will talk to you about the risks that apply to you before you agree to the operation.',
    },
  ],
  faqs: [
    {
      question: 'Can keyhole surgery fix my arthritis?',
      icon: 'question',
      answer: [
        {
          kind: 'paragraph',
          text: 'No. Keyhole surgery cannot replace worn cartilage. It may help if a loose piece is making your knee lock, but it does not treat the arthritis itself. Your surgeon will explain other options, such as exercise, injections or a [knee replacement](/knee-procedures/knee-replacement).',
        },
      ],
    },
  ],
  related: [
    {
      title: 'Knee arthroscopy treatment',
      href: '/Treatments/knee-arthroscopy',
      description: 'More about keyhole knee surgery and aftercare.',
    },
    {
      title: 'Cartilage tear',
      href: '/Conditions/cartilage-tear',
      description: 'Symptoms and treatment of a torn meniscus.',
    },
    { title: 'Meniscectomy for meniscus tear', href: '/knee-procedures/meniscectomy-for-meniscus-tear' },
    {
      title: 'Physiotherapy',
      href: '/PreAndPostcare/physiotherapy',
      description: 'Local physiotherapy centres.',
    },
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
