import { describe, expect, it } from 'vitest';

import { expandLayTerms } from './synonyms';

describe('lay terms', () => {
  it.each([
    ['half knee replacement', 'unicompartmental'],
    ['keyhole surgery', 'arthroscopy'],
    ["runner's knee", 'patellofemoral'],
    ['my kneecap keeps popping out', 'dislocation'],
    ['a new hip', 'hip replacement'],
    ['a knee washout', 'arthroscopy'],
    ['water on the knee', 'swelling'],
    ['torn ACL', 'anterior cruciate ligament'],
    ['redo my knee replacement', 'revision'],
    ['bow legged', 'osteotomy'],
    ['do you take Bupa', 'insurers'],
    ['what are your opening times', 'clinic hours'],
  ])('%s adds %s', (question, expected) => {
    expect(expandLayTerms(question)).toContain(expected);
  });

  it('adds nothing to a question already in the pages’ words', () => {
    expect(expandLayTerms('chondroplasty risks')).toBe('');
  });
});
