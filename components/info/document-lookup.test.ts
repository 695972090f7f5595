import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { documents } from '@/content/documents';

import { documentCard } from './document-lookup';

describe('documentCard', () => {
  it('gives every guide a card whose link points at a PDF that exists', () => {
    for (const document of documents) {
      const card = documentCard(document.id);
      expect(card.fileName).toMatch(/\.pdf$/);
      expect(card.pages).toBeGreaterThan(0);
      expect(existsSync(path.join('public', card.href)), card.href).toBe(true);
    }
  });

  it('throws for an id that is not a guide', () => {
    expect(() => documentCard('no-such-guide')).toThrow(/Unknown document "no-such-guide"/);
  });
});
