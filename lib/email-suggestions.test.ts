import { describe, expect, it } from 'vitest';

import { emailSuggestions } from './email-suggestions';

const domains = ['gmail.com', 'outlook.com', 'hotmail.co.uk', 'yahoo.co.uk', 'icloud.com'];

describe('emailSuggestions', () => {
  it('completes the typed text with each provider, in order', () => {
    expect(emailSuggestions('ann.smith', domains)).toEqual([
      'ann.smith@gmail.com',
      'ann.smith@outlook.com',
      'ann.smith@hotmail.co.uk',
      'ann.smith@yahoo.co.uk',
      'ann.smith@icloud.com',
    ]);
  });

  it('offers nothing before typing or once the "@" is typed', () => {
    expect(emailSuggestions('', domains)).toEqual([]);
    expect(emailSuggestions('   ', domains)).toEqual([]);
    expect(emailSuggestions('ann@', domains)).toEqual([]);
    expect(emailSuggestions('ann@example.com', domains)).toEqual([]);
  });
});
