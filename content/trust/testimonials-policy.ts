import { practice } from '@/content/practice';
import type { TrustPage } from '@/content/trust/types';

const { practiceName, privatePractice, bookingEmail } = practice;

/**
 * /testimonials-policy: how patient stories are collected, checked and published. It describes the story
 * moderation in the back office (pending -> approved or rejected, edits keep the original), so keep the two in step.
 */
export const testimonialsPolicy = {
  path: '/testimonials-policy',
  title: 'Patient stories (testimonials) policy',
  description: `How ${practiceName} collects, checks and publishes patient stories: consent, no incentives, no hidden reviews, and how to have a story removed.`,
  hero: {
    title: 'Testimonials policy',
    subtitle: 'How we collect, check and publish patient stories, so you can trust what you read',
  },
  summary: [
    {
      kind: 'list',
      intro: 'In short:',
      items: [
        'every story comes from a real patient and is published only with their consent',
        'we never pay for stories or offer anything in return',
        'we publish unfavourable stories as well as good ones',
        'we keep the original words of every story, and a record of who checked it',
      ],
    },
  ],
  sections: [
    {
      id: 'how-stories-are-collected',
      title: 'How stories are collected',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Patients and their families send stories through the "Share Your Story!" form on our [patient stories page](/patient-success-stories). Anyone who has had a consultation or treatment with the practice can send one, whatever their experience.',
        },
        {
          kind: 'paragraph',
          text: 'We do not offer payment, discounts, gifts, prize draws or anything else in return for a story, and we do not ask only patients we expect to be happy. Staff, their families and anyone paid by the practice may not send stories.',
        },
      ],
    },
    {
      id: 'consent-to-publish',
      title: 'Consent to publish',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The form asks you to confirm that you agree to your story being published. We do not publish a story without that consent, and we keep a record of it. You can withdraw your consent at any time and we will take the story down.',
        },
        {
          kind: 'paragraph',
          text: 'We publish only your first name and the first letter of your last name, your story, your star rating, your treatment or condition and the date. We never publish your contact details. See our [privacy notice](/privacy-notice) for how we look after your information.',
        },
      ],
    },
    {
      id: 'how-stories-are-checked',
      title: 'How stories are checked',
      blocks: [
        {
          kind: 'list',
          intro:
            'A new story is not shown on the website until a member of the practice team has checked it. We check:',
          items: [
            'that it comes from a real patient, by matching the name and consultation date with our appointment records, and by contacting you if we need to',
            'that it does not name or identify anyone else, such as another patient or a member of staff',
            'that it does not include your own contact details or private information you may not want to share',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If a story needs a change, for example to remove a name, we make only that change and we do not alter what you meant. We keep your original text, the date you sent it, your contact details, your consent, and a record of who approved or edited it and when, as advertising rules require.',
        },
      ],
    },
    {
      id: 'unfavourable-stories',
      title: 'Unfavourable stories are not hidden',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We publish stories whatever their star rating. The average rating on the stories page is worked out from every published story. We do not hide, delay or move down critical stories, and we do not decline a story because it is unfavourable.',
        },
        {
          kind: 'list',
          intro: 'We only decline a story if:',
          items: [
            'we cannot confirm that it comes from a real patient',
            'it is abusive, or it identifies someone else and cannot be fixed by removing their details',
            'you did not give consent to publish it',
          ],
          outro:
            'If we decline a story we record why. If your story raises a concern about your care, we will also contact you to ask whether you would like us to deal with it as a complaint.',
        },
      ],
    },
    {
      id: 'reading-stories',
      title: 'Reading patient stories',
      blocks: [
        {
          kind: 'paragraph',
          text: "Each story is one person's experience. It cannot tell you how your own treatment will go. Your surgeon will talk to you about the benefits and risks that apply to you.",
        },
      ],
    },
    {
      id: 'asking-for-removal',
      title: 'How to ask for a story to be removed',
      blocks: [
        {
          kind: 'paragraph',
          text: `To have your story taken down or changed, email [${bookingEmail}](mailto:${bookingEmail}) or call ${privatePractice.phone}. We will remove it within 5 working days. If you think a story on our website is not genuine, please tell us in the same way and we will look into it.`,
        },
      ],
    },
    {
      id: 'rules-we-follow',
      title: 'The rules we follow',
      blocks: [
        {
          kind: 'list',
          items: [
            "the UK Code of Non-broadcast Advertising and Direct & Promotional Marketing (the CAP Code), enforced by the Advertising Standards Authority (ASA), including its rules that testimonials must be genuine, held on record with the person's contact details, and not used to make misleading health claims",
            "the Digital Markets, Competition and Consumers Act 2024 and the Competition and Markets Authority's guidance on fake reviews, which ban fake reviews, hidden incentives and hiding negative reviews",
            "the General Medical Council's guidance that information doctors publish about their services must be factual and verifiable",
          ],
        },
      ],
    },
  ],
  review: {
    lastReviewed: '2026-11-20',
    nextReview: '2027-11-20',
    sources: ['capCodeTestimonials', 'cmaFakeReviews', 'gmcGoodMedicalPractice'],
  },
} satisfies TrustPage;
