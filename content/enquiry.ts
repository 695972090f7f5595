import type { EnquiryContent } from '@/content/types';

import { tooManySent } from '@/content/form-errors';
import { practice } from '@/content/practice';

const secretary = `${practice.privatePractice.phoneLabel.toLowerCase()} on ${practice.privatePractice.phone}`;

/** The words of the three enquiry forms ("Schedule Your Consultation!", "Get in Touch!", private consultation). */
export const enquiryContent = {
  forms: {
    consultation: {
      heading: 'Schedule Your Consultation!',
      intro: 'Send us your details and we will call you back to arrange an appointment.',
    },
    contact: { heading: 'Send a message', intro: 'Ask a question or tell us how we can help.' },
    'private-consultation': {
      heading: 'Book a private consultation',
      intro: `For an appointment with ${practice.surgeon.name} at ${practice.privatePractice.hospital}. Insured and self-funding patients are welcome.`,
    },
  },
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    email: 'Email address',
    message: 'Message',
    optional: '(optional)',
  },
  hints: {
    phone: 'We may call you to arrange your appointment.',
    phoneOptional: 'Only if you would like us to call you back.',
    email: 'We will only use this to reply to you.',
    message: 'Tell us briefly what you would like help with, for example which joint and for how long.',
  },
  consent: {
    label: `I agree to ${practice.practiceName} using the information I send, including about my health, to reply to me and arrange my care.`,
    privacyLinkText: 'Read our privacy notice',
    privacyHref: '/privacy-notice',
  },
  urgentNote: 'Do not use this form for urgent problems. If you need help now, call NHS 111, or 999 in an emergency.',
  submit: 'Send',
  submitting: 'Sending...',
  emailDomains: ['gmail.com', 'outlook.com', 'hotmail.co.uk', 'yahoo.co.uk', 'icloud.com'],
  suggestionsLabel: 'Email address suggestions',
  suggestionsAnnouncement: '5 suggestions. Use the up and down arrow keys to choose one, then press Enter.',
  sendErrors: {
    notOk: 'Something went wrong. Please try again.',
    network: 'Error submitting form. Please try again.',
    tooMany: (minutes) => tooManySent('messages', minutes),
  },
  thankYou: {
    heading: 'Thank you, we have received your message',
    body: `The practice secretary will reply by phone or email during working hours. If you do not hear from us, call the ${secretary}.`,
    again: 'Send Another Request',
  },
  sentPage: {
    title: 'Message received',
    heading: 'Thank you, we have received your message',
    body: [
      `The practice secretary will read your message and reply by phone or email during working hours. If you asked for an appointment, they will offer you a time and tell you what to bring.`,
      `If you do not hear from us, or your question cannot wait, call the ${secretary}.`,
      'If you need medical help now, call NHS 111, or 999 in an emergency.',
    ],
    homeLink: 'Back to the home page',
  },
  problemPage: {
    title: 'There is a problem with your message',
    summaryHeading: 'There is a problem',
    tooLarge: 'Your message is too long to send. Please shorten it and try again.',
    malformed: 'We could not read what your browser sent. Please try again.',
  },
} satisfies EnquiryContent;
