import { expect, type Page } from '@playwright/test';

import type { Testimonial } from '@/lib/stories/testimonial';

/** A fixed list of approved stories, so the list's rules can be checked exactly whatever the database holds. */
const story = (
  n: number,
  name: string,
  surgeryType: string,
  hadSurgery: boolean,
  stars: number,
  text: string,
): Testimonial => {
  const day = String(n).padStart(2, '0');
  return {
    id: `fixture-${n}`,
    name,
    text,
    stars,
    profileColor: '#0b5a55',
    surgeryType,
    hadSurgery,
    date: `2025-03-${day}`,
    // The higher n, the newer.
    submitDate: `2025-03-${day}T10:00:00.000Z`,
    consultationDate: '2025-01-10',
  };
};

export const fixtureStories: Testimonial[] = [
  story(1, 'Alice A.', 'Total Knee Replacement', true, 5, 'New knee, new life. I climb the stairs with ease.'),
  story(2, 'Brian B.', 'Hip Replacement', true, 4, 'My hip no longer wakes me at night.'),
  story(3, 'Carol C.', 'Knee Arthritis', false, 5, 'Physio and advice helped my arthritic knee a great deal.'),
  story(4, 'David D.', 'Knee Arthroscopy', true, 3, 'Keyhole surgery, home the same day.'),
  story(5, 'Erin E.', 'Hip Replacement', true, 5, 'Back to gardening within weeks of my hip operation.'),
  story(6, 'Frank F.', 'Cartilage Tear', false, 2, 'Slow progress, but the physio plan is helping.'),
  story(7, 'Grace G.', 'ACL Reconstruction', true, 5, 'Playing netball again after my ACL reconstruction.'),
  story(8, 'Henry H.', 'Knee Arthritis', false, 4, 'Clear explanation and a sensible plan without surgery.'),
  story(9, 'Isla I.', 'Meniscus repair', true, 5, 'Repair rather than removal: worth the crutches.'),
  story(
    10,
    'Jack J.',
    'Total Knee Replacement',
    true,
    4,
    'A long story. '.repeat(40) + 'The end of a long story about my knee replacement and recovery.',
  ),
];

/** Answers GET /api/stories with `stories` (or a raw body) instead of the server. */
export async function serveStories(page: Page, stories: unknown = fixtureStories) {
  await page.route('**/api/stories', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(stories) }),
  );
}

export const perPage = (page: Page) => (page.viewportSize()!.width >= 768 ? 6 : 3);

/** The story cards shown are exactly these, in this order (by name). */
export const expectCards = (page: Page, names: string[]) => expect(page.locator('main article h4')).toHaveText(names);
