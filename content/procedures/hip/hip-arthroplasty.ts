import type { ProcedurePage } from '@/content/types';
import { clinicalFigures } from '@/content/clinical-figures';
import { hipReplacementTypes } from '@/content/pages/treatments/hip-replacement';

export const hipArthroplasty = {
  slug: 'hip-arthroplasty',
  joint: 'hip',
  group: 'Joint',
  title: 'Hip joint replacement surgery (hip arthroplasty)',
  linkLabel: 'Hip Arthroplasty',
  description:
    'An overview of hip arthroplasty: total and half hip replacement, resurfacing and revision, who they suit, recovery, how long they last and risks.',
  summary: 'Hip arthroplasty means replacing all or part of your hip joint with artificial parts.',
  whatItIs: [
    {
      kind: 'paragraph',
      text: 'Your hip is a ball and socket joint. The ball is the top of your thigh bone (femur). The socket is part of your pelvis. Arthroplasty is the medical word for a joint replacement.',
    },
    hipReplacementTypes,
    {
      kind: 'paragraph',
      text: 'The new parts are made of metal, ceramic or hard-wearing plastic. They may be fixed with bone cement, or designed for your bone to grow onto them. Your surgeon will explain which type they recommend and why.',
    },
  ],
  whoItHelps: [
    {
      kind: 'list',
      intro: 'A hip replacement may be right for you if:',
      items: [
        'you have severe hip pain, usually from arthritis, that affects your sleep, walking and daily life',
        `non-surgical treatment, such as exercise, weight loss and pain relief, has not helped enough. Surgery is usually considered after ${clinicalFigures.hipSurgeryConsideredAfter}`,
        'you have broken your hip',
        'the bone in the ball of the hip has been damaged by a poor blood supply (avascular necrosis)',
      ],
    },
    {
      kind: 'paragraph',
      text: 'NICE guidance says age, weight or smoking alone should not stop you being referred to a surgeon. Read about [non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips).',
    },
  ],
  onTheDay: [
    {
      kind: 'definitions',
      items: [
        {
          term: 'Before the day',
          details: 'You will have a pre-operative assessment to check your health and plan your care.',
        },
        {
          term: 'Anaesthetic',
          details:
            'Most people have a spinal anaesthetic, which numbs you from the waist down, often with sedation. Some people have a general anaesthetic.',
        },
        {
          term: 'How long it takes',
          details: 'Your surgeon will tell you how long your operation is likely to take.',
        },
        {
          term: 'Going home',
          details:
            'You will be helped to get up and walk on the day of surgery or the next day. Most people go home after a few nights.',
        },
      ],
    },
  ],
  recovery: [
    {
      kind: 'list',
      items: [
        '**Walking aids:** you will use crutches or a frame for the first few weeks.',
        '**Hip care:** your team may ask you to avoid some movements for the first few weeks, such as bending your hip a long way or crossing your legs.',
        '**Physiotherapy:** daily exercises help you walk well and build strength. See [physiotherapy](/PreAndPostcare/physiotherapy).',
        '**Blood clots:** you will usually take blood-thinning medicine or have injections for a few weeks.',
        '**Driving:** usually not for several weeks. You can drive once you can control the car safely and your surgeon agrees. Check with your insurer.',
        '**Work:** when you go back depends on your job. Desk work is usually possible sooner than physical work. Your surgeon will advise you.',
        '**Sport:** walking, swimming, cycling and golf are usually fine once you have recovered.',
        '**Follow-up:** you will usually be seen in clinic a few weeks after surgery.',
      ],
    },
    {
      kind: 'paragraph',
      text: `Hip replacements usually last a long time. After ${clinicalFigures.hipReplacementFirstCheckpoint}, ${clinicalFigures.hipReplacementTenYearSurvival} are still working. After ${clinicalFigures.hipReplacementSecondCheckpoint}, ${clinicalFigures.hipReplacementTwentyYearSurvival} are still working.`,
    },
  ],
  risks: [
    {
      kind: 'list',
      intro: 'A hip replacement is a major operation. Possible problems include:',
      items: [
        `infection in the wound or the new joint. After a planned hip replacement, the risk of infection is ${clinicalFigures.hipInfectionRisk}`,
        'a blood clot in the leg (deep vein thrombosis) or lungs (pulmonary embolism)',
        'the new hip coming out of its socket (dislocation)',
        'one leg feeling longer than the other',
        'a break in the bone during or after surgery',
        'damage to nerves or blood vessels, which is rare',
        'the implant wearing or loosening over time, which may need another operation',
        'general risks of surgery and anaesthetic, such as heart or breathing problems',
      ],
      outro: 'Your surgeon will talk through your own risks with you.',
    },
  ],
  related: [
    {
      title: 'Hip replacement',
      href: '/Treatments/hip-replacement',
      description: 'Download the hip replacement patient guide.',
    },
    { title: 'Total hip replacement', href: '/hip-procedures/hip-replacement' },
    { title: 'Half hip replacement (hemiarthroplasty)', href: '/hip-procedures/hemiarthroplasty' },
    { title: 'Non-surgical treatment for hips', href: '/Treatments/non-surgical-treatment-for-hips' },
  ],
  urgentHelp: 'after-joint-replacement',
  covers: ['hip-conservative-care', 'hip-replacement'],
  review: {
    lastReviewed: '2026-11-01',
    nextReview: '2027-11-01',
    reviewedBy: null,
    sources: ['nhsHipReplacement', 'niceJointReplacement', 'niceHipFracture'],
  },
} satisfies ProcedurePage;
