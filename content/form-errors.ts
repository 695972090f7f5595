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
