import type { Metadata } from 'next';

import { StoryModeration } from '@/components/admin/story-moderation';

export const metadata: Metadata = { title: 'Patient stories' };

export default function AdminStoriesPage() {
  return <StoryModeration />;
}
