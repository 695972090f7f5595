import * as z from '../zod';

/**
 * A text field as people type it. NUL characters are removed: nobody can type one, they carry no meaning, and
 * PostgreSQL cannot store them (SQLite can), so both databases keep the same text and neither refuses it.
 */
export const typedText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).check(z.overwrite((value) => value.replaceAll('\0', '')));
