import { practice } from '@/content/practice';

/**
 * Errors every patient form shows alike, made from the field's name as the other errors of that field name it
 * ("First name must be 60 characters or fewer"). The rules are in lib/validations/text.ts.
 */
export const textFieldErrors = {
  /** A one-line box (a name, a phone number, an email address) holding a line break, a tab or a hidden character. */
  singleLine: (field: string) => `${field} must not include line breaks, tabs or other hidden characters`,
  /** A box for several lines (a message, a story) holding a hidden character other than a line break or a tab. */
  multiLine: (field: string) => `${field} must not include hidden characters`,
};

const { phone, phoneLabel } = practice.privatePractice;
/** The private secretary's number, a link to call (content's [text](href) mark). */
const secretaryToCall = `${phoneLabel.toLowerCase()} on [${phone}](tel:${phone.replace(/\s+/g, '')})`;

/**
 * A form refused because this browser sent several in a short time (429), with JavaScript or without: when to try
 * again, from the answer's Retry-After in minutes (lib/retry-after.ts; undefined when it was not sent), and the
 * phone to call instead. `sent` names what was sent ("messages", "stories").
 */
export const tooManySent = (sent: string, minutes?: number) =>
  `You have sent several ${sent} in a short time, so we could not accept this one. ${
    minutes === undefined
      ? 'Please try again later'
      : `Please try again in ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}`
  }, or call the ${secretaryToCall}.`;
