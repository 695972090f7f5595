import { describe, expect, it } from 'vitest';

import { textFieldErrors } from '@/content/form-errors';

import * as z from '../zod';
import { parseEnquiry } from './enquiry';
import { multiLine, singleLine, typedText } from './text';

const singleLineField = typedText().check(z.trim(), singleLine('First name'));
const multiLineField = typedText().check(z.trim(), multiLine('Message'));
const problemOf = (schema: z.ZodMiniType, value: string) => schema.safeParse(value).error?.issues[0]?.message;

const named = {
  TAB: '\t',
  LF: '\n',
  VT: '\v',
  FF: '\f',
  CR: '\r',
  ESC: '\u001b',
  DEL: '\u007f',
  'C1 start': '\u0080',
  NEL: '\u0085',
  'C1 end': '\u009f',
  LS: '\u2028',
  PS: '\u2029',
};

describe('singleLine', () => {
  it.each(Object.entries(named))('refuses %s inside the text', (_name, character) => {
    expect(problemOf(singleLineField, `Ann${character}Example`)).toBe(textFieldErrors.singleLine('First name'));
  });

  it('accepts letters of any language, punctuation and spaces; tabs and line breaks at the ends are trimmed', () => {
    for (const value of ['Zoë', "O'Brien-Smith", 'José María', '李 小龍', 'Ann\u00a0Example']) {
      expect(singleLineField.parse(value)).toBe(value);
    }
    expect(singleLineField.parse('\tAnn\r\n')).toBe('Ann');
  });
});

describe('multiLine', () => {
  it('keeps line feeds, carriage returns, tabs and the Unicode line and paragraph separators', () => {
    const text = 'My knee:\r\n\tclicks\non the stairs\u2028and aches\u2029at night';
    expect(multiLineField.parse(text)).toBe(text);
  });

  it.each(['VT', 'FF', 'ESC', 'DEL', 'NEL', 'C1 start', 'C1 end'] as const)('refuses %s', (name) => {
    expect(problemOf(multiLineField, `My knee${named[name]}hurts`)).toBe(textFieldErrors.multiLine('Message'));
  });
});

describe('the enquiry form', () => {
  it('names the single-line field in error, and keeps the message’s lines', () => {
    const fields = {
      firstName: 'Ann',
      lastName: 'Example\nEmail: someone.else@example.com',
      email: 'ann@example.com',
      message: 'Line one\nLine two',
      consent: true,
    };
    expect(parseEnquiry('contact', fields)).toEqual({
      ok: false,
      errors: { lastName: 'Last name must not include line breaks, tabs or other hidden characters' },
    });
    expect(parseEnquiry('contact', { ...fields, lastName: 'Example' })).toMatchObject({
      ok: true,
      enquiry: { message: 'Line one\nLine two' },
    });
    expect(parseEnquiry('contact', { ...fields, lastName: 'Example', _subject: 'Hello\u0085there' })).toEqual({
      ok: false,
      errors: { _subject: 'Subject must not include line breaks, tabs or other hidden characters' },
    });
  });
});
