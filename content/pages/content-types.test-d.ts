import { describe, expect, it } from 'vitest';

import type { InfoPage, PageBlock } from '@/content/types';

import { kneeArthritis } from './conditions/knee-arthritis';

/**
 * A content module with a wrong field must not compile. `npm test` runs `tsc --noEmit` over this file: if the
 * types ever stopped rejecting these mistakes, each "@ts-expect-error" would be unused and tsc would fail.
 * tsc's message names the file and the field.
 */
describe('content module types', () => {
  it('reject a misspelt field, a missing field and an unknown block type', () => {
    const misspelt = {
      ...kneeArthritis,
      // @ts-expect-error "itemz" is not a field of a FAQ block
      blocks: [{ type: 'faq', id: 'questions', title: 'Questions', itemz: [] }],
    } satisfies InfoPage;

    // @ts-expect-error "review" is missing: every page needs review dates and sources
    const unreviewed = { ...kneeArthritis, review: undefined } satisfies InfoPage;

    // @ts-expect-error "carousel" is not a block type
    const unknownBlock: PageBlock = { type: 'carousel', id: 'slides' };

    const badDate = {
      ...kneeArthritis,
      // @ts-expect-error review dates are ISO dates, not free text
      review: { ...kneeArthritis.review, lastReviewed: 'last November' },
    } satisfies InfoPage;

    expect([misspelt, unreviewed, unknownBlock, badDate]).toHaveLength(4);
  });
});
