import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const kneeReplacementGuide = {
  id: 'knee-replacement-guide',
  title: 'Knee replacement guide',
  fileName: 'Knee replacement guide.pdf',
  category: 'Treatment Guide',
  summary:
    'A guide to total knee replacement: what it involves, the benefits and risks, your stay in hospital and how to recover well at home.',
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['knee-conservative-care', 'total-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: [
      'nhsKneeReplacement',
      'niceJointReplacement',
      'niceVenousThromboembolism',
      'versusArthritisKneeReplacement',
    ],
  },
  chapters: [
    {
      id: 'what-it-is',
      title: 'What a total knee replacement is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A total knee replacement (total knee arthroplasty) is an operation to replace the worn surfaces of your knee joint with artificial parts. It is most often done for wear-and-tear arthritis (osteoarthritis), but also for other types of arthritis and for damage after an injury.',
        },
        {
          kind: 'paragraph',
          text: 'The surgeon removes a thin layer of damaged bone and cartilage from the end of the thigh bone (femur) and the top of the shin bone (tibia). These are replaced with metal parts, with a smooth plastic spacer between them. The back of the kneecap (patella) may also be replaced with a plastic button, and NICE guidance recommends offering this. The parts are usually fixed with bone cement.',
        },
        {
          kind: 'paragraph',
          text: 'The aim is to relieve pain and help you walk and do everyday activities more easily. A knee replacement will not make your knee exactly like a healthy young knee, but most people find it much better than before.',
        },
      ],
    },
    {
      id: 'is-it-right-for-you',
      title: 'Is it right for you?',
      blocks: [
        {
          kind: 'list',
          intro: 'A knee replacement is usually considered when:',
          items: [
            'your knee pain is severe and affects your sleep, walking and daily life',
            'your knee is stiff or becoming bent and out of line',
            `you have tried non-surgical treatment, usually for ${clinicalFigures.nonSurgicalTrialPeriod}, such as exercise, weight loss and pain relief, and it has not helped enough`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Other options include continuing with non-surgical treatment, a partial knee replacement if only one part of the knee is worn, or an operation to realign the leg (osteotomy) for some younger, active people. Your surgeon will explain which options could suit you.',
        },
        {
          kind: 'list',
          intro: 'It helps to have realistic expectations. After a knee replacement:',
          items: [
            'most people can walk further and with much less pain',
            'kneeling may feel uncomfortable, although it will not damage the knee',
            'the knee may click, and a patch of skin beside the scar may feel numb',
            'the knee may feel warm and a little swollen for many months',
            'high-impact activities, such as running and jumping sports, are usually not advised',
          ],
        },
      ],
    },
    {
      id: 'benefits-and-risks',
      title: 'Benefits and risks',
      blocks: [
        {
          kind: 'paragraph',
          text: `Knee replacements usually last ${clinicalFigures.kneeImplantLifespan}, and ${clinicalFigures.kneeImplantTenYearSurvival} are still working at ${clinicalFigures.kneeImplantCheckpoint}. If a knee replacement wears out or fails, it can usually be replaced again (revision surgery).`,
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Infection',
              details: `A deep infection of the new joint affects ${clinicalFigures.kneeInfectionRisk} of people. You will have antibiotics during the operation to reduce this risk. A deep infection usually needs further surgery.`,
            },
            {
              term: 'Blood clots',
              details:
                'Clots can form in the veins of the leg (deep vein thrombosis) and, rarely, travel to the lungs (pulmonary embolism). You will be given treatment to reduce this risk.',
            },
            {
              term: 'Stiffness',
              details:
                'Some people struggle to bend the knee enough. Exercises are the best prevention. If the knee stays stiff, the surgeon may bend it while you are under anaesthetic (manipulation under anaesthetic, MUA).',
            },
            {
              term: 'Persistent pain',
              details: `Most people have much less pain, but ${clinicalFigures.persistentPainAfterTkr} of people have long-lasting pain after a total knee replacement, sometimes without a clear cause.`,
            },
            {
              term: 'Nerve and blood vessel damage',
              details: 'Serious damage is rare. A numb area beside the scar is common and usually harmless.',
            },
            {
              term: 'Wound problems',
              details:
                'The wound may leak or heal slowly, especially in people who smoke, have diabetes or are very overweight.',
            },
            {
              term: 'Other problems',
              details:
                'Less common problems include a fracture of the bone around the implant, the knee feeling unstable, and the parts wearing or loosening over time.',
            },
          ],
        },
      ],
    },
    {
      id: 'getting-ready',
      title: 'Getting ready',
      blocks: [
        {
          kind: 'list',
          items: [
            'Do the exercises your physiotherapist gives you. Strong thigh muscles make recovery easier.',
            'If you smoke, stop. If you are overweight, losing some weight reduces the risk of complications.',
            'See a dentist if you have tooth or gum problems, and tell the team about any skin problems on your legs.',
            'Go to your pre-operative assessment with a list of all your medicines. You will be told if any need to be stopped.',
            'Prepare your home: clear trip hazards, put things you use every day within easy reach, and arrange help with shopping, cooking and lifts for the first weeks.',
            'Have a firm chair with arms, and loose clothing that can be pulled over a swollen knee.',
          ],
        },
      ],
    },
    {
      id: 'the-operation',
      title: 'The operation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most knee replacements are done under a spinal anaesthetic, which numbs you from the waist down, often with medicine to make you drowsy. Some people have a general anaesthetic. The anaesthetist will discuss the options with you. Local anaesthetic is often injected around the knee during the operation to help with pain afterwards.',
        },
        {
          kind: 'paragraph',
          text: 'The surgeon makes a cut down the front of the knee. The worn surfaces are shaped with precise cutting guides, and sometimes with the help of a robotic-arm system, to fit the new parts. The implants are fixed in place, and the surgeon checks that the knee bends, straightens and is stable. The wound is closed with stitches or clips. You will also be given antibiotics and usually a medicine called tranexamic acid, which reduces bleeding.',
        },
      ],
    },
    {
      id: 'in-hospital',
      title: 'In hospital',
      blocks: [
        {
          kind: 'list',
          items: [
            'You will usually get up and walk with help on the day of your operation or the next day.',
            'A physiotherapist will teach you exercises and show you how to walk with a frame or crutches, and how to manage stairs.',
            'You will be given regular pain relief. Tell the nurses if your pain stops you moving or doing your exercises.',
            'To reduce the risk of blood clots, you will usually have blood-thinning medicine and may wear stockings. Keep moving your ankles.',
            'Most people stay in hospital for a few days. You can go home when you can walk safely, manage stairs if you need to, and your pain is controlled with tablets.',
          ],
        },
      ],
    },
    {
      id: 'recovery-at-home',
      title: 'Recovering at home',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Recovery from a knee replacement takes time. Most people use crutches or sticks for a few weeks. Swelling and warmth can last for several months, and the knee keeps improving for up to a year.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Pain relief',
              details:
                'Take painkillers regularly at first, especially before your exercises, then cut down as the pain eases. Pain and stiffness are often worse at night in the early weeks.',
            },
            {
              term: 'Swelling',
              details:
                'Rest with your leg raised for short periods through the day. A cold pack wrapped in a cloth can help, but keep the dressing dry.',
            },
            {
              term: 'Your wound',
              details:
                'Keep it clean and dry until it has healed. You will be told when stitches or clips will be removed.',
            },
            {
              term: 'Blood-thinning medicine',
              details: 'Finish the full course you were given.',
            },
            {
              term: 'Driving',
              details:
                'You can drive when you can bend your knee enough to get in and out of the car and can do an emergency stop safely, and when you are not taking painkillers that make you drowsy. This usually takes several weeks. Check with your insurer.',
            },
            {
              term: 'Work',
              details:
                'This depends on your job. People with desk jobs often return sooner than those whose jobs involve standing, walking or lifting.',
            },
          ],
        },
      ],
    },
    {
      id: 'exercises',
      title: 'Your exercises',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The exercises are the most important thing you can do to get a good result. The two main aims are to get your knee fully straight and to bend it as far as you can. Do the exercises your physiotherapist has shown you, several times a day. Take your painkillers before exercising if you need them.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Thigh tightening',
              details:
                'Lying or sitting with your leg straight, pull your toes up and press the back of the knee down to tighten the front thigh muscle. Hold for a few seconds and relax.',
            },
            {
              term: 'Straight leg raise',
              details:
                'With your thigh muscle tight and knee straight, lift the leg a little way off the bed, hold, then lower slowly.',
            },
            {
              term: 'Knee bends in sitting',
              details:
                'Sitting on a chair, slide your foot back under the chair as far as you can to bend the knee. Hold, then slide it forward again.',
            },
            {
              term: 'Knee straightening stretch',
              details:
                'Sit with your heel on a stool and nothing under your knee. Let the knee relax straight. Never rest with a pillow under the knee.',
            },
            {
              term: 'Standing knee bends',
              details:
                'Holding a worktop, bend your operated knee to bring your heel towards your bottom, then lower it.',
            },
            {
              term: 'Step-ups',
              details:
                'When your physiotherapist says you are ready, step up onto the bottom stair with your operated leg, holding the rail, then step down.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Later, an exercise bike is a good way to improve your bend and build strength. Walking, swimming, golf and cycling are good activities in the long term.',
        },
      ],
    },
    {
      id: 'long-term',
      title: 'Looking after your new knee',
      blocks: [
        {
          kind: 'list',
          items: [
            'Stay active and keep to a healthy weight.',
            'See your GP promptly if you think you have an infection anywhere in your body, and tell them you have a knee replacement.',
            'Tell your dentist and any other doctors who treat you that you have a joint replacement.',
            'Your knee may set off airport security scanners. Tell the security staff; you do not need a special card.',
            'With your permission, the details of your operation are recorded in the National Joint Registry, which monitors how well implants work.',
            'Contact your GP or surgical team if your knee becomes more painful, swollen or unstable at any time in the future.',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
