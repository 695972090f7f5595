import { practice } from '@/content/practice';
import type { TrustPage } from '@/content/trust/types';

const { surgeon, practiceName, privatePractice, bookingEmail } = practice;
const postalAddress = [...privatePractice.addressLines, privatePractice.postcode].join(', ');

/**
 * /privacy-notice. Describes what this website and its server actually do with personal information
 * (server/: enquiries, stories, chat, back office). If that changes, change this page in the same commit.
 * Retention periods are the practice defaults (enquiries: the server's retention setting, default 12 months).
 */
export const privacyNotice = {
  path: '/privacy-notice',
  title: 'Privacy notice',
  description: `How ${practiceName} uses the information you send through this website: what we collect, why, who sees it, how long we keep it and your rights.`,
  hero: {
    title: 'Privacy notice',
    subtitle: 'How we use the information you send us through this website, and your rights',
  },
  summary: [
    {
      kind: 'list',
      intro: 'In short:',
      items: [
        'we only collect what you choose to send us through a form',
        'we ask for your explicit consent before we use any health information you send',
        'we never sell your information or use it for marketing',
        'what you type into the chat assistant is not stored on our server',
        'this website sets no advertising or tracking cookies and does not follow you around the internet',
      ],
    },
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${practiceName} is the private practice of ${surgeon.name}, ${surgeon.role}. The practice is the "data controller" for the information you send through this website: we decide how it is used and we are responsible for keeping it safe.`,
        },
        {
          kind: 'paragraph',
          text: `To contact us about your information, email [${bookingEmail}](mailto:${bookingEmail}), call the practice secretary on ${privatePractice.phone}, or write to ${practiceName}, ${postalAddress}.`,
        },
        {
          kind: 'paragraph',
          text: 'This notice covers this website. When you become a patient, your medical records are looked after under the privacy notice of the hospital where you are seen, which you will be given at your appointment.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect, and how',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Consultation and contact forms',
              details:
                'The "Schedule Your Consultation!" form, the private consultation form and the "Get in Touch!" form ask for your first and last name, email address, phone number (optional on "Get in Touch!") and your message. Your message may include health information, such as your symptoms or treatment.',
            },
            {
              term: 'Patient story form',
              details:
                'The "Share Your Story!" form asks for your name, email address, phone number, the date and time of your consultation, whether you had surgery, your treatment or condition, your story and a star rating. Only your first name and the first letter of your last name, your story, rating, treatment and date are ever published. Your contact details are never published.',
            },
            {
              term: 'Chat assistant',
              details:
                'What you type into the chat is sent to our server to find an answer from the pages of this website, and is not stored on the server. Our server records only that a question was asked and how long the answer took, never its words. Your conversation is kept in your own browser so you can read it again; the "clear history" button deletes it. Please do not type your name or contact details into the chat.',
            },
            {
              term: 'Information your browser keeps',
              details:
                "Your browser (not our server) may keep your chat history, the patient stories it last downloaded, and a copy of a story you sent while our server could not be reached, so it can be sent later. You can delete these at any time by clearing your browser's site data.",
            },
            {
              term: 'Technical information',
              details:
                'Like every website, our server sees the internet address (IP address) of your device. We use it to stop misuse of the forms and chat by limiting how many messages one device can send, and it appears in our server logs. This website has no analytics, advertising or social media trackers, and it sets no cookies for visitors.',
            },
          ],
        },
      ],
    },
    {
      id: 'lawful-basis',
      title: 'Why we use it, and our lawful basis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Data protection law (the UK General Data Protection Regulation, UK GDPR, and the Data Protection Act 2018) says we must have a lawful reason for using your information.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'To answer your enquiry and arrange your care',
              details:
                'When you ask for a consultation, we use your details to take the steps you have asked for before you become a patient (UK GDPR Article 6(1)(b)). When you send a general message, we answer it because we have a legitimate interest in replying to people who contact us (Article 6(1)(f)).',
            },
            {
              term: 'Health information: your explicit consent',
              details:
                'Health information is "special category data" and has extra protection. We only use the health information you send because you have given your explicit consent, by ticking the consent box on the form at the moment you send it (UK GDPR Article 9(2)(a)). You cannot send a form without that tick. You can withdraw your consent at any time (see "Your rights" below); this does not affect what we did before you withdrew it.',
            },
            {
              term: 'Publishing your story',
              details:
                'We only publish a story when you have ticked the box giving consent to publish it (Articles 6(1)(a) and 9(2)(a)). We keep a record of your story, your consent and who approved it because advertising rules require us to be able to show a testimonial is genuine (our legitimate interest, Article 6(1)(f)). See our [testimonials policy](/testimonials-policy).',
            },
            {
              term: 'Keeping the website safe',
              details:
                'We use technical information to protect the website and its forms from misuse (our legitimate interest, Article 6(1)(f)).',
            },
          ],
        },
      ],
    },
    {
      id: 'who-receives-it',
      title: 'Who receives your information',
      blocks: [
        {
          kind: 'list',
          intro: 'Your information is seen only by people who need it:',
          items: [
            `**${surgeon.name}** and **the practice secretary**, who read enquiries and stories in a secure back office that needs a password and a second security code to sign in`,
            '**our email provider**, which delivers a copy of each enquiry to the practice mailbox',
            '**our hosting provider**, which runs the server and database that store enquiries and stories',
          ],
          outro:
            'Our providers act only on our instructions, under contracts that require them to keep your information secure and confidential. If any of them stores information outside the UK, it is protected in the ways UK law requires. We never sell your information or share it for marketing. We would only share it with anyone else if the law required it, or to protect you or someone else from serious harm.',
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'definitions',
          items: [
            {
              term: 'Enquiries',
              details:
                'Kept for 12 months from when we receive them, then deleted from our database and the practice mailbox. If you become a patient, the information needed for your care becomes part of your medical record and is kept as long as the rules for medical records require.',
            },
            {
              term: 'Stories',
              details:
                'A published story is kept while it is published, together with the record of your consent and the original text you sent. When it is removed, or if we decide not to publish it, it is deleted after 12 months.',
            },
            {
              term: 'Back office records',
              details:
                'The back office keeps an audit log of what staff do (for example, who approved or edited a story, or exported enquiries). It records the action and the date, not the content of your message, and is kept for as long as the enquiry or story it relates to.',
            },
            {
              term: 'Technical information',
              details:
                'The addresses used to limit misuse of the forms and chat are kept only for as long as the limit lasts, usually minutes. Server logs are kept for no more than 30 days.',
            },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'list',
          intro: 'You have the right to:',
          items: [
            '**access**: ask for a copy of the information we hold about you',
            '**rectification**: ask us to correct information that is wrong or incomplete',
            '**erasure**: ask us to delete your information',
            '**restriction**: ask us to stop using your information for a time, for example while we check it is correct',
            '**objection**: object to us using your information on the basis of our legitimate interests',
            '**portability**: ask for the information you gave us in a common electronic format, to give to someone else',
            '**withdraw your consent** at any time, for example to have your story taken down',
          ],
          outro: `To use any of these rights, email [${bookingEmail}](mailto:${bookingEmail}) or call ${privatePractice.phone}. It is free, and we will reply within one month. We may ask you to confirm who you are.`,
        },
      ],
    },
    {
      id: 'how-to-complain',
      title: 'How to complain',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are unhappy with how we have used your information, please tell us first so we can put it right.',
        },
        {
          kind: 'paragraph',
          text: "You can also complain to the Information Commissioner's Office (ICO), the UK regulator for data protection: [make a complaint to the ICO](https://ico.org.uk/make-a-complaint/), or call the ICO helpline on 0303 123 1113.",
        },
      ],
    },
  ],
  review: {
    lastReviewed: '2026-11-20',
    nextReview: '2027-11-20',
    sources: ['icoLawfulBasis', 'icoSpecialCategoryData', 'icoIndividualRights'],
  },
} satisfies TrustPage;
