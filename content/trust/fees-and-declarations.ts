import { practice } from '@/content/practice';
import type { TrustPage } from '@/content/trust/types';

const { surgeon, privatePractice, nhsPractice, bookingEmail, insurers, declarations } = practice;

/**
 * /fees-and-declarations. No prices are given here on purpose: fees change, and the CMA order asks for written
 * fee information for each patient before consultation and before treatment, which the secretary provides.
 * The insurers and declarations come from content/practice.ts.
 */
export const feesAndDeclarations = {
  path: '/fees-and-declarations',
  title: 'Fees, insurers and financial declarations',
  description: `Self-pay and insured consultations with ${surgeon.name}: how fees work, the insurers that recognise ${surgeon.pronouns.object}, ${surgeon.pronouns.possessive} financial declarations and PHIN.`,
  hero: {
    title: 'Fees and declarations',
    subtitle: 'How paying for private care works, the insurers we work with, and our financial interests',
  },
  summary: [
    {
      kind: 'list',
      intro: 'In short:',
      items: [
        'you will always have a written quote for our fees before your first appointment and before any test or treatment',
        `${surgeon.name} is recognised by ${insurers.length} health insurers, listed below`,
        `${surgeon.pronouns.subject} has no financial interest in the hospitals, equipment or tests ${surgeon.pronouns.subject} recommends`,
        `NHS care is free: you do not need to pay to see ${surgeon.pronouns.object} in the NHS`,
      ],
    },
  ],
  sections: [
    {
      id: 'paying-for-yourself',
      title: 'Paying for yourself (self-pay)',
      blocks: [
        {
          kind: 'paragraph',
          text: `Before your first appointment, the practice secretary will give you a written quote for the consultation fee. Call ${privatePractice.phone} or email [${bookingEmail}](mailto:${bookingEmail}) to ask for one.`,
        },
        {
          kind: 'list',
          intro: 'Good to know:',
          items: [
            'a first consultation usually costs more than a follow-up appointment, because it takes longer',
            'tests such as X-rays, scans and blood tests are charged by the hospital, separately from the consultation fee',
            "if you need an operation, you will get a written quote first. The hospital often offers a fixed-price package that covers your stay, the surgeon's and anaesthetist's fees, and your follow-up. Your quote will say exactly what it includes and what it does not",
            'you are never committed to treatment by having a consultation',
          ],
        },
      ],
    },
    {
      id: 'using-health-insurance',
      title: 'Using your health insurance',
      blocks: [
        {
          kind: 'list',
          intro: 'If you have private medical insurance:',
          ordered: true,
          items: [
            'check with your insurer that your policy covers the consultation, and ask for an authorisation code',
            "give the secretary your insurer's name, your membership number and the authorisation code when you book",
            'before any test or treatment, ask your insurer to authorise that too',
          ],
          outro:
            'Some policies do not pay the whole fee (a "shortfall") or have an excess you pay yourself. We will tell you in writing before treatment if any part of our fees will not be covered, so there are no surprises.',
        },
        {
          kind: 'list',
          intro: `${surgeon.name} is recognised by these insurers:`,
          items: insurers.map((insurer) => `[${insurer.name}](${insurer.url})`),
          outro: 'If your insurer is not listed, ask the secretary: you may still be covered.',
        },
      ],
    },
    {
      id: 'nhs-patients',
      title: 'NHS patients',
      blocks: [
        {
          kind: 'paragraph',
          text: `NHS care at ${nhsPractice.hospital} is free. You need a referral from your GP or another healthcare professional. If you are seen privately first, you can still choose to have your treatment on the NHS: ask at your appointment how to be added to the NHS waiting list.`,
        },
      ],
    },
    {
      id: 'financial-declarations',
      title: 'Financial declarations',
      blocks: [
        {
          kind: 'list',
          intro: `${surgeon.name} declares:`,
          items: declarations,
          outro: `If any of this changes, we will update this page and tell you before we recommend a hospital, test or treatment in which ${surgeon.pronouns.subject} has a financial interest.`,
        },
      ],
    },
    {
      id: 'cma-order-and-phin',
      title: 'The CMA order and PHIN',
      blocks: [
        {
          kind: 'paragraph',
          text: "The Competition and Markets Authority's Private Healthcare Market Investigation Order 2014 (the CMA order) is there to help patients make informed choices about private care.",
        },
        {
          kind: 'list',
          intro: 'It asks consultants who treat private patients to:',
          items: [
            'give you written information about consultation fees before your first appointment',
            'give you written information about the fees for any further tests or treatment before they happen',
            'tell you about any financial interest they have in the hospital, equipment or tests they recommend',
            'send information about their fees and how well their patients do to the Private Healthcare Information Network (PHIN)',
          ],
        },
        {
          kind: 'paragraph',
          text: 'PHIN publishes this information so that you can compare consultants and hospitals. Visit [the PHIN website](https://www.phin.org.uk).',
        },
      ],
    },
  ],
  review: {
    lastReviewed: '2026-11-20',
    nextReview: '2027-11-20',
    sources: ['cmaPrivateHealthcare', 'phin'],
  },
} satisfies TrustPage;
