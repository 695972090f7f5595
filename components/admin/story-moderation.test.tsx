// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { StaffStory, StoryStatus } from '@/lib/admin/contracts';

import { AdminApiContext, type AdminApi } from './admin-api';
import { StoryModeration } from './story-moderation';

function story(status: StoryStatus, firstName: string): StaffStory {
  return {
    id: `story-${status}`,
    status,
    publicName: `${firstName} T.`,
    firstName,
    lastName: 'Tester',
    email: 'olive@example.com',
    phone: '01632 960777',
    consultationDate: '2025-04-01',
    consultationTime: '09:15 AM',
    hadSurgery: true,
    surgeryType: 'Hip Replacement',
    rating: 5,
    originalText: 'My new hip has given me my walks back.',
    publishedText: null,
    consentedAt: '2026-11-25T14:05:00.000Z',
    consentText: 'I agree to my story being published.',
    submittedAt: '2026-11-25T14:05:00.000Z',
    decidedAt: status === 'pending' ? null : '2026-11-25T15:00:00.000Z',
    decidedBy: status === 'pending' ? null : 'staff@example.com',
    rejectionReason: status === 'rejected' ? 'Names another patient' : null,
    editedAt: null,
    editedBy: null,
    isDemo: false,
  };
}

const stories: Record<StoryStatus, StaffStory[]> = {
  pending: [story('pending', 'Olive')],
  approved: [story('approved', 'Margaret')],
  rejected: [story('rejected', 'Rajesh')],
};

function renderModeration() {
  const api: AdminApi = {
    email: 'staff@example.com',
    get: vi.fn(async (path: string) => stories[new URLSearchParams(path.split('?')[1]).get('status') as StoryStatus]),
    post: vi.fn(async () => undefined),
  } as AdminApi;
  render(
    <AdminApiContext.Provider value={api}>
      <StoryModeration />
    </AdminApiContext.Provider>,
  );
}

async function actionsOf(name: string) {
  const review = await screen.findByRole('article', { name: new RegExp(name) });
  return within(review)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('StoryModeration', () => {
  it('offers to edit the text before approving a story that waits for review, not to edit "published" text', async () => {
    renderModeration();
    expect(await actionsOf('Olive T.')).toEqual(['Approve', 'Reject…', 'Edit before approving…']);
  });

  it('offers to edit the published text of a published story', async () => {
    renderModeration();
    await screen.findByRole('article', { name: /Olive T./ });
    fireEvent.click(screen.getByRole('button', { name: 'Published' }));
    expect(await actionsOf('Margaret T.')).toEqual(['Unpublish', 'Edit published text…']);
  });

  it('offers no edit on a rejected story', async () => {
    renderModeration();
    await screen.findByRole('article', { name: /Olive T./ });
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await actionsOf('Rajesh T.')).toEqual(['Approve']);
  });
});
