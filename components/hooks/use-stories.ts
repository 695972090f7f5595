'use client';

import { useEffect, useState } from 'react';

import { apiBase } from '@/lib/links';
import { browserStorage, loadStories } from '@/lib/stories/client';
import type { Testimonial } from '@/lib/stories/testimonial';

export type StoriesState = { status: 'loading' } | { status: 'ready'; stories: Testimonial[]; failure: string | null };

/**
 * The approved stories from the API, with the spec's fallbacks (cache, then `sample`) when it cannot be read.
 * Pass a module-level constant as `sample`: a new array each render would load again.
 */
export function useStories(sample: Testimonial[]): StoriesState {
  const [state, setState] = useState<StoriesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void loadStories({ apiBase, storage: browserStorage(), sample }).then((result) => {
      if (current) setState({ status: 'ready', ...result });
    });
    return () => {
      current = false;
    };
  }, [sample]);
  return state;
}
