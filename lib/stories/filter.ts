import {
  ALL_CATEGORIES,
  CONDITION_CATEGORIES,
  namedCategories,
  OTHER_CATEGORY,
  TREATMENT_CATEGORIES,
} from '../validations/story-categories';
import type { Testimonial } from './testimonial';

export type StoryTab = 'all' | 'conditions' | 'treatments';
export const STORY_TABS: readonly { id: StoryTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'conditions', label: 'Conditions' },
  { id: 'treatments', label: 'Treatments' },
];

export type StoryFilters = { tab: StoryTab; search: string; category: string };

/** The filter's choices on a tab; the All tab has no category filter. */
export function categoriesFor(tab: StoryTab): readonly string[] {
  if (tab === 'conditions') return CONDITION_CATEGORIES;
  if (tab === 'treatments') return TREATMENT_CATEGORIES;
  return [ALL_CATEGORIES];
}

const includes = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle);

/**
 * The spec's matching rule (section 5). The search is a case-insensitive substring: over text and name on the All
 * tab, over surgery type and text on the other two, where the category must also match exactly unless it is All.
 * Beyond the spec: a tab holds only its own kind of story (Conditions: no surgery; Treatments: surgery), and
 * "Other" matches the stories whose surgery type is none of the tab's named categories (the patient's own words).
 */
export function matchesStory(story: Testimonial, { tab, search, category }: StoryFilters): boolean {
  const needle = search.trim().toLowerCase();
  if (tab === 'all') return !needle || includes(story.text, needle) || includes(story.name, needle);

  if (story.hadSurgery !== (tab === 'treatments')) return false;
  if (needle && !includes(story.surgeryType, needle) && !includes(story.text, needle)) return false;
  if (category === ALL_CATEGORIES) return true;
  if (category === OTHER_CATEGORY) return !namedCategories(categoriesFor(tab)).includes(story.surgeryType);
  return story.surgeryType === category;
}

/** Milliseconds for sorting: the submit date, falling back to the date, else the oldest possible. */
function storyTime(story: Pick<Testimonial, 'submitDate' | 'date'>): number {
  const submitted = Date.parse(story.submitDate);
  if (!Number.isNaN(submitted)) return submitted;
  const dated = Date.parse(story.date);
  return Number.isNaN(dated) ? Number.NEGATIVE_INFINITY : dated;
}

/** Newest first by submit date, falling back to date (spec section 5). Returns a new array. */
export function sortNewestFirst<T extends Pick<Testimonial, 'submitDate' | 'date'>>(stories: readonly T[]): T[] {
  return [...stories].sort((a, b) => storyTime(b) - storyTime(a));
}

export function filterStories(stories: readonly Testimonial[], filters: StoryFilters): Testimonial[] {
  return sortNewestFirst(stories.filter((story) => matchesStory(story, filters)));
}
