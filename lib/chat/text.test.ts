import { describe, expect, it } from 'vitest';

import { processTerm, sentences, stem, terms, words } from './text';

describe('chat text handling', () => {
  it('splits words without apostrophes or case', () => {
    expect(words("Runner’s knee: CAN'T bend it!")).toEqual(['runners', 'knee', 'cant', 'bend', 'it']);
  });

  it('meets plurals and verb forms at the same stem', () => {
    expect(stem('replacements')).toBe(stem('replacement'));
    expect(stem('injuries')).toBe(stem('injury'));
    expect(stem('recovery')).toBe(stem('recovering'));
    expect(stem('swelling')).toBe(stem('swollen'));
    expect(stem('torn')).toBe(stem('tear'));
    expect(stem('locked')).toBe(stem('locking'));
    expect(stem('knees')).toBe('knee');
    expect(stem('menisci')).toBe(stem('meniscus'));
    expect(stem('constructor')).toBe('constructor');
  });

  it('treats words that name object properties as plain words', () => {
    for (const word of ['constructor', 'prototype', '__proto__', 'hasOwnProperty', 'toString', 'valueOf']) {
      expect(typeof stem(word), word).toBe('string');
    }
    expect(terms('What is the constructor of a knee implant?')).toEqual(['constructor', 'knee', 'implant']);
  });

  it('drops stop words from search terms', () => {
    expect(terms('What is a partial knee replacement?')).toEqual(['partial', 'knee', stem('replacement')]);
    expect(processTerm('the')).toBeNull();
    expect(processTerm('Hips')).toBe('hip');
    // "Does a meniscus tear always need surgery?" is not answered by the FAQ that starts "Not always."
    expect(terms('does a meniscus tear always need surgery')).not.toContain('always');
  });

  it('drops contractions, which would otherwise read as rare words the pages never use', () => {
    expect(terms("They've booked my knee op and it doesn't hurt")).toEqual(['book', 'knee', 'op', 'hurt']);
  });

  it('splits sentences at a full stop before a capital', () => {
    expect(sentences('Rest for 48 hours. Then walk. e.g. this stays.')).toEqual([
      'Rest for 48 hours.',
      'Then walk. e.g. this stays.',
    ]);
  });
});
