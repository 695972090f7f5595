import { describe, expect, it } from 'vitest';

import { readability } from './readability';

describe('readability', () => {
  it('gives short plain sentences a low grade and long technical ones a high grade', () => {
    const plain = readability([{ kind: 'paragraph', text: 'Rest your leg. Use ice. Walk a little each day.' }]);
    const dense = readability([
      {
        kind: 'paragraph',
        text: 'Postoperative rehabilitation necessitates progressive proprioceptive retraining, neuromuscular conditioning and individualised physiotherapeutic supervision throughout convalescence.',
      },
    ]);
    expect(plain.grade).toBeLessThan(3);
    expect(dense.grade).toBeGreaterThan(20);
  });

  it('counts each list item as a sentence and ignores the inline marks', () => {
    const result = readability([
      { kind: 'list', intro: 'You may need:', items: ['crutches', 'a [brace](/Treatments/knee-osteotomy)'] },
    ]);
    expect(result).toMatchObject({ sentences: 3, words: 6 });
  });
});
