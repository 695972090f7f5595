import { textFieldErrors } from '@/content/form-errors';

import * as z from '../zod';

/**
 * A text field as people type it. NUL characters are removed: nobody can type one, they carry no meaning, and
 * PostgreSQL cannot store them (SQLite can), so both databases keep the same text and neither refuses it.
 */
export const typedText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.overwrite((value) => value.replaceAll('\0', '')));

/** Line breaks (LF, CR, NEL, U+2028, U+2029), the tab and every other control character (C0, DEL, C1). */
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Control characters (C0, DEL, C1, NEL included) but the tab and the line feed and carriage return. */
const CONTROL_BUT_TAB_OR_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * The one rule of every single-line field (names, phone numbers, email addresses, the mail's subject, "Please
 * specify"): one line of text, without a line break, a tab or any other control character. A one-line box cannot
 * hold a line break, and what it holds is put on one line of a notification mail, an export or a page: a line
 * break there would show a line the patient did not write (a forged "Email:" above the real one). Put it after
 * z.trim(): a tab or a line break at either end is trimmed away like a space, never stored nor refused.
 */
export const singleLine = (field: string) =>
  z.refine<string>((value) => !LINE_BREAK_OR_CONTROL.test(value), textFieldErrors.singleLine(field));

/**
 * The rule of multi-line fields (a message, a story): line breaks (LF, CR, U+2028, U+2029) and tabs are kept;
 * other control characters (C0, DEL and C1, NEL among them) are refused: nobody types them, they show as nothing
 * or as a line break where the patient wrote none, and some mail programs and terminals act on them.
 */
export const multiLine = (field: string) =>
  z.refine<string>((value) => !CONTROL_BUT_TAB_OR_NEWLINE.test(value), textFieldErrors.multiLine(field));
