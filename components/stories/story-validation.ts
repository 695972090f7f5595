import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

import { storySchema, type StoryFormInput, type StorySubmission } from '@/lib/validations/story';
import { storyFromFormFields, type StoryFormFields } from '@/lib/validations/story-fields';

const checkStory = zodResolver(storySchema);

/**
 * Loaded on the form's first focus or input (lib/validations/lazy-resolver.ts), not with the page. The inputs hold text
 * (radios and the checkbox too); they are turned into the API's JSON shape, then checked by the shared schema.
 */
export const storyResolver: Resolver<StoryFormFields, unknown, StorySubmission> = (values, context, options) =>
  // Not yet a valid story, only its shape: checking it is the schema's job.
  checkStory(storyFromFormFields(values) as StoryFormInput, context, options as never) as ReturnType<
    Resolver<StoryFormFields, unknown, StorySubmission>
  >;
