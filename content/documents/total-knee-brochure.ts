import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const totalKneeBrochure = {
  id: 'total-knee-brochure',
  title: 'Total knee replacement brochure',
  fileName: 'Total knee brochure.pdf',
  category: 'Patient Resource',
  summary:
    'An overview of total knee replacement: the parts of the new knee, how well it works, your journey through treatment and life with your new joint.',
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['total-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'versusArthritisKneeReplacement'],
  },
  chapters: [
    {
      id: 'at-a-glance',
      title: 'At a glance',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'What it is',
              details: 'An operation to replace the worn surfaces of the knee joint with metal and plastic parts.',
            },
            {
              term: 'Why it is done',
              details:
                'To relieve pain and stiffness from arthritis that has not improved enough with other treatments.',
            },
            {
              term: 'Anaesthetic',
              details:
                'Usually a spinal anaesthetic, which numbs you from the waist down, sometimes with sedation, or a general anaesthetic.',
            },
            { term: 'Hospital stay', details: 'Usually a few days.' },
            {
              term: 'Recovery',
              details: 'Walking aids for a few weeks. The knee keeps improving for up to a year.',
            },
            { term: 'How long it lasts', details: `Usually ${clinicalFigures.kneeImplantLifespan}.` },
          ],
        },
      ],
    },
    {
      id: 'your-knee-and-arthritis',
      title: 'Your knee and arthritis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your knee is where the thigh bone (femur) meets the shin bone (tibia), with the kneecap (patella) at the front. The ends of the bones are covered with smooth cartilage, which lets them glide over each other.',
        },
        {
          kind: 'paragraph',
          text: 'In osteoarthritis, the cartilage wears thin and the bone underneath becomes rough and thickened. The knee becomes painful, stiff and sometimes swollen, and it can gradually become bowed or knock-kneed. When the damage is severe and other treatments no longer help, a knee replacement can relieve the pain.',
        },
      ],
    },
    {
      id: 'your-new-knee',
      title: 'Your new knee',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A knee replacement resurfaces the ends of the bones rather than replacing the whole joint. Only a thin layer of bone is removed. Your own muscles and most of the ligaments stay in place to move and steady the new knee.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Thigh bone part (femoral component)',
              details: 'A curved metal piece that fits over the end of the thigh bone.',
            },
            {
              term: 'Shin bone part (tibial component)',
              details: 'A flat metal tray with a short stem that fits into the top of the shin bone.',
            },
            {
              term: 'Plastic spacer (insert)',
              details:
                'A tough, smooth plastic (polyethylene) piece that fits on the tray. The thigh bone part moves against it. In some designs it can rotate slightly on the tray.',
            },
            {
              term: 'Kneecap button (patellar component)',
              details: 'A plastic dome that may be fixed to the back of the kneecap.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'The parts are usually fixed to the bone with bone cement, which sets within minutes. Some are designed for the bone to grow onto them instead. Some designs keep the ligament at the back of the knee (cruciate-retaining); others take over its role (posterior-stabilised). Your surgeon will choose the type that suits your knee.',
        },
        {
          kind: 'paragraph',
          text: '**Allergies.** Tell your surgeon if you have an allergy to any metal, such as nickel, so they can take this into account.',
        },
      ],
    },
    {
      id: 'how-well-it-works',
      title: 'How well it works',
      blocks: [
        {
          kind: 'paragraph',
          text: `Most people have much less pain and can do more after a total knee replacement. Knee replacements usually last ${clinicalFigures.kneeImplantLifespan}, and ${clinicalFigures.kneeImplantTenYearSurvival} are still working at ${clinicalFigures.kneeImplantCheckpoint}.`,
        },
        {
          kind: 'paragraph',
          text: `As with any operation, there are risks. Infection in the joint affects ${clinicalFigures.kneeInfectionRisk} of people, and ${clinicalFigures.persistentPainAfterTkr} have long-lasting pain after the operation. Other risks include blood clots, stiffness, and wear or loosening of the parts over time. Your surgeon will explain your own risks before you decide.`,
        },
      ],
    },
    {
      id: 'your-journey',
      title: 'Your journey',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            '**Consultation.** Your surgeon examines your knee, reviews your X-rays and talks through your options.',
            '**Deciding together.** You weigh up the benefits, risks and alternatives, and decide whether to go ahead.',
            '**Pre-operative assessment.** Health checks, tests and a review of your medicines, a few weeks before surgery.',
            '**Getting ready.** Exercises to strengthen your leg, and preparing your home.',
            '**Your operation.** You come into hospital on the day of surgery.',
            '**In hospital.** You are up and walking with help, usually the same day or the next day, and learn your exercises.',
            '**Home.** You continue your exercises, usually with outpatient physiotherapy, and gradually build up your activities.',
            '**Follow-up.** You come back to clinic to check your progress, usually a few weeks after the operation.',
          ],
        },
      ],
    },
    {
      id: 'living-with-your-new-knee',
      title: 'Living with your new knee',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Activities',
              details:
                'Walking, swimming, cycling, golf and dancing are all good ways to stay active. High-impact activities such as running and jumping put more strain on the new knee, so talk to your surgeon first.',
            },
            {
              term: 'Kneeling',
              details:
                'Kneeling may feel uncomfortable, particularly on hard floors, but it does not damage the new knee. A cushion can help.',
            },
            {
              term: 'Normal sensations',
              details:
                'Some clicking, a feeling of warmth and a numb patch beside the scar are common and usually nothing to worry about.',
            },
            {
              term: 'Infections',
              details:
                'See your GP promptly for any infection, such as a skin, chest or urine infection, and tell them you have a knee replacement. Tell your dentist too.',
            },
            {
              term: 'Travel',
              details:
                'Your knee may set off airport scanners. Tell the security staff that you have a joint replacement.',
            },
            {
              term: 'National Joint Registry',
              details:
                'With your permission, details of your operation and implant are recorded so that the long-term performance of knee replacements can be monitored.',
            },
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
