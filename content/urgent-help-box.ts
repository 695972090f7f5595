import { practice } from '@/content/practice';
import type { UrgencyTier } from '@/content/urgent-help';

/** A tap-to-call link's address ("01632 960123" -> "tel:01632960123"), as lib/links.ts writes them in the pages. */
const call = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * The words of every urgent-help box, on the web pages (components/info/urgent-help.tsx) and in the PDF guides
 * (scripts/build-documents.ts) alike. Phone numbers are marked as tap-to-call links: [999](tel:999).
 */
export const urgentHelpBox = {
  heading: 'When to get help urgently',
  /** Introduces each tier's list of flags. */
  intro: {
    emergency: 'Call [999](tel:999) or go to A&E now if you have:',
    urgent: 'Contact your surgical team today, or call [NHS 111](tel:111) out of hours, if you have:',
  } satisfies Record<UrgencyTier, string>,
  contacts:
    `Private patients can call the practice on [${practice.privatePractice.phone}](${call(practice.privatePractice.phone)}). ` +
    'NHS patients should call the ward number on their discharge letter, or the orthopaedic secretaries on ' +
    `[${practice.nhsPractice.phone}](${call(practice.nhsPractice.phone)}). ` +
    'If you are not sure what to do, call [NHS 111](tel:111): it is open day and night.',
} as const;
