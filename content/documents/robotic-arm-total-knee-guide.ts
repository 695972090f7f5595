import { clinicalFigures } from '../clinical-figures';
import type { GuideDocument } from './types';

export const roboticArmTotalKneeGuide = {
  id: 'robotic-arm-total-knee-guide',
  title: 'Robotic-arm assisted total knee replacement',
  fileName: 'Robotic-arm total knee guide.pdf',
  category: 'Treatment Guide',
  summary:
    'How a total knee replacement is planned and carried out with the help of a robotic-arm system, and what it means for you before, during and after surgery.',
  published: '2026-11-01',
  urgentHelp: 'after-joint-replacement',
  covers: ['total-knee-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsKneeReplacement', 'niceJointReplacement', 'nhsCtScan'],
  },
  chapters: [
    {
      id: 'about-this-guide',
      title: 'About this guide',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your surgeon has suggested a total knee replacement carried out with the help of a robotic-arm system. This guide explains what that means. It covers the parts of your care that are different from a standard knee replacement. For general information about knee replacement, recovery and exercises, see our Knee replacement guide.',
        },
      ],
    },
    {
      id: 'what-it-is',
      title: 'What robotic-arm assisted surgery is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In a total knee replacement, the surgeon removes the worn surfaces of the thigh bone and shin bone and replaces them with metal and plastic parts. In a robotic-arm assisted operation, a computer system and a robotic arm help the surgeon plan and carry out these steps. Mako is one such system.',
        },
        {
          kind: 'list',
          intro: 'How it works:',
          items: [
            'before the operation, a scan of your leg is used to build a three-dimensional computer model of your knee',
            'your surgeon uses the model to plan the size and position of the new parts for your knee',
            'during the operation, the system tracks the position of your leg and shows the surgeon how the plan fits your knee, including how the knee moves and how tight the ligaments are',
            'the surgeon holds and guides the robotic arm to prepare the bone. The system keeps the cutting tool within the area the surgeon has planned',
          ],
        },
        {
          kind: 'paragraph',
          text: "**The robot does not operate on its own.** Your surgeon is in control of the operation at all times and makes every decision. The robotic arm is a tool that helps carry out the surgeon's plan.",
        },
        {
          kind: 'paragraph',
          text: 'The knee replacement parts themselves are the same kind of implant used in standard surgery.',
        },
      ],
    },
    {
      id: 'why-use-it',
      title: 'Why your surgeon may use it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The system is designed to help the surgeon plan the operation for your knee in detail and carry out that plan. Research is continuing to compare the long-term results of robotic-arm assisted and standard knee replacement. Your surgeon can tell you what is currently known and why they suggest this approach for you.',
        },
        {
          kind: 'paragraph',
          text: 'Whether you have a robotic-arm assisted or standard operation, the most important things for a good result are the same: a careful assessment, a well-done operation and your commitment to rehabilitation.',
        },
      ],
    },
    {
      id: 'before-surgery',
      title: 'Before surgery: your planning scan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You will have a CT scan of your leg some time before your operation, usually covering your hip, knee and ankle. A CT scan uses X-rays and a computer to create detailed pictures. You lie on a bed that moves through a ring-shaped scanner. The scan is painless and takes a few minutes.',
        },
        {
          kind: 'list',
          items: [
            'A CT scan involves a small dose of radiation. Tell the staff if you are, or might be, pregnant.',
            'Tell the team if you have any metal in or near your knee, such as plates or screws from an earlier operation.',
            'Try to keep still during the scan. The staff will help you get comfortable.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The rest of your preparation is the same as for any knee replacement: a pre-operative assessment, exercises to strengthen your muscles, and getting your home ready.',
        },
      ],
    },
    {
      id: 'the-operation',
      title: 'The operation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You will have a spinal or general anaesthetic, as for a standard knee replacement. The surgeon makes a cut down the front of the knee.',
        },
        {
          kind: 'paragraph',
          text: 'To let the system track your leg, small markers are attached to your thigh bone and shin bone with pins. These are placed either through the main wound or through small extra cuts near it. The surgeon then touches points on your bone with a probe so the system can match your knee to the plan made from your scan.',
        },
        {
          kind: 'paragraph',
          text: 'The surgeon checks how your knee moves and how the ligaments behave, and fine-tunes the plan. They then use the robotic arm to prepare the bone, fit the new parts and check the knee again. The markers and pins are removed before the wound is closed.',
        },
        {
          kind: 'paragraph',
          text: 'Your surgeon can tell you how long your operation is likely to take.',
        },
      ],
    },
    {
      id: 'recovery',
      title: 'Recovery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Recovery after a robotic-arm assisted knee replacement follows the same pattern as after a standard knee replacement.',
        },
        {
          kind: 'list',
          items: [
            'You will usually get up and walk with help on the day of surgery or the next day.',
            'Most people go home after a few days and use crutches or sticks for a few weeks.',
            'Swelling and warmth can last for several months, and the knee keeps improving for up to a year.',
            'Your exercises are essential. Focus on getting the knee fully straight and bending it as far as you can.',
            'If you had small extra cuts for the markers, look after them in the same way as your main wound.',
          ],
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The risks are the same as for any total knee replacement.',
        },
        {
          kind: 'list',
          items: [
            `infection in the joint, which affects ${clinicalFigures.kneeInfectionRisk} of people`,
            'blood clots in the leg or lungs',
            'stiffness, which may need manipulation under anaesthetic',
            `long-lasting pain, which affects ${clinicalFigures.persistentPainAfterTkr} of people after a total knee replacement`,
            'damage to nerves or blood vessels, fracture, instability, and wear or loosening over time',
          ],
        },
        {
          kind: 'paragraph',
          text: 'There are also a few risks linked to the markers: the small pin sites can become sore or infected, and, rarely, the bone can break where a pin was placed. If the system cannot be used for any reason during the operation, the surgeon can complete the knee replacement using standard instruments.',
        },
        {
          kind: 'paragraph',
          text: `Knee replacements usually last ${clinicalFigures.kneeImplantLifespan}, and ${clinicalFigures.kneeImplantTenYearSurvival} are still working at ${clinicalFigures.kneeImplantCheckpoint}.`,
        },
      ],
    },
    {
      id: 'questions-to-ask',
      title: 'Questions you may want to ask',
      blocks: [
        {
          kind: 'list',
          items: [
            'Why do you recommend robotic-arm assisted surgery for me?',
            'What are the alternatives, including a standard knee replacement?',
            'When and where will I have my planning scan?',
            'Will I have any extra cuts for the markers?',
            'Is my recovery plan any different from a standard knee replacement?',
          ],
        },
      ],
    },
  ],
} satisfies GuideDocument;
