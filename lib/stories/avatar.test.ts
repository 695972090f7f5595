import { describe, expect, it } from 'vitest';

import { avatarColors, contrastRatio, initials, PROFILE_PALETTE, randomProfileColor } from './avatar';

describe('initials', () => {
  it('takes the first letters of the first and second words', () => {
    expect(initials('Margaret T.')).toBe('MT');
    expect(initials('  anne  marie  smith ')).toBe('AM');
    expect(initials('Sam')).toBe('S');
    expect(initials('')).toBe('');
  });
});

describe('avatar colours', () => {
  it('has a palette of 8 distinct colours', () => {
    expect(new Set(PROFILE_PALETTE).size).toBe(8);
  });

  it('gives every palette colour initials that read at 4.5:1 or more', () => {
    for (const colour of PROFILE_PALETTE) {
      const { background, text } = avatarColors(colour);
      expect(contrastRatio(background, text), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('chooses dark initials on a light colour and white on a dark one', () => {
    expect(avatarColors('#ffff00').text).toBe('#15233a');
    expect(avatarColors('#000080').text).toBe('#ffffff');
  });

  it('falls back to the first palette colour for a colour it cannot use', () => {
    expect(avatarColors('red').background).toBe(PROFILE_PALETTE[0]);
    expect(avatarColors('#12345').background).toBe(PROFILE_PALETTE[0]);
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('picks a random colour from the palette', () => {
    expect(randomProfileColor(() => 0)).toBe(PROFILE_PALETTE[0]);
    expect(randomProfileColor(() => 0.999)).toBe(PROFILE_PALETTE[7]);
  });
});
