'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { stories as words } from '@/content/stories';
import { ErrorSummary, summaryErrors } from '@/components/shared/forms/error-summary';
import { lazyResolver } from '@/lib/validations/lazy-resolver';
import { StoryFormView } from '@/components/shared/forms/story-form-view';
import { RichText } from '@/components/shared/rich-text';
import { useErrorSummary } from '@/components/hooks/use-error-summary';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/components/hooks/use-prefers-reduced-motion';
import { apiBase, storyFormAction } from '@/lib/links';
import { browserStorage, resendPendingStories, shareStory } from '@/lib/stories/client';
import { readPendingStories } from '@/lib/stories/storage';
import type { StorySubmission } from '@/lib/validations/story';
import {
  storyFieldId,
  storyFieldNames,
  storyFromFormFields,
  type StoryFieldErrors,
  type StoryFieldName,
  type StoryFormFields,
} from '@/lib/validations/story-fields';

const EMPTY: StoryFormFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  consultationDate: '',
  consultationTime: '',
  hadSurgery: null,
  treatment: '',
  otherTreatment: '',
  condition: '',
  otherCondition: '',
  description: '',
  rating: null,
  consent: false,
};

/**
 * Answers chosen rather than typed: their errors update as soon as they change, which is after the click that
 * chose them, so nothing moves under the finger. Typed ones update on the next submit.
 */
const CHOICES = new Set<StoryFieldName>([
  'consultationTime',
  'hadSurgery',
  'treatment',
  'condition',
  'rating',
  'consent',
]);

type Phase = 'editing' | 'received' | 'queued';

/**
 * "Share Your Story!" (spec sections 4 and 5). Before this hydrates, the form posts as plain HTML. Once it runs, it
 * sends the story to the server as JSON; if the server cannot take it now, keeps it on this device, says so
 * plainly, and sends it on a later visit or when the connection returns. Refused as one of several in a short time
 * (429), it says when to try again and the number to call, as the server's page does without JavaScript.
 */
export function StoryForm() {
  const [phase, setPhase] = useState<Phase>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const { ref: summaryRef, shown: summaryShown, show: showSummary, hide: hideSummary } = useErrorSummary();
  const enhanced = useHydrated();
  const [resentCount, setResentCount] = useState(0);
  const sectionRef = useRef<HTMLDivElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const submissionId = useRef<string | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [{ resolver, preload }] = useState(() =>
    lazyResolver<StoryFormFields, StorySubmission>(
      () => import('./story-validation').then(({ storyResolver }) => storyResolver),
      (values) => storyFromFormFields(values) as StorySubmission,
    ),
  );

  const { register, handleSubmit, setError, reset, trigger, formState } = useForm<
    StoryFormFields,
    unknown,
    StorySubmission
  >({
    resolver,
    // No defaultValues: the inputs are read as they are, so anything typed before the page's script ran is kept.
    // Errors appear on submit; a typed answer's error changes only on the next submit (one that vanished when its
    // field was left would move the button being tapped), a chosen answer's as soon as it is chosen (CHOICES).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting, isSubmitted } = formState;

  // Stories kept on this device earlier are sent now, and again whenever the browser comes back online.
  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    let sending = false;
    const resend = async () => {
      if (sending || readPendingStories(storage).length === 0) return;
      sending = true;
      const received = await resendPendingStories({ apiBase, storage }).finally(() => (sending = false));
      if (received > 0) setResentCount((count) => count + received);
    };
    void resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, []);

  useEffect(() => {
    if (phase === 'editing') return;
    sectionRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    panelHeadingRef.current?.focus({ preventScroll: true });
  }, [phase, reducedMotion]);

  const onValid = async (story: StorySubmission) => {
    setFormError(null);
    submissionId.current ??= crypto.randomUUID();
    try {
      const outcome = await shareStory({
        apiBase,
        story: { ...story, submissionId: submissionId.current },
        storage: browserStorage(),
      });
      if (outcome.kind === 'received' || outcome.kind === 'queued') {
        reset(EMPTY);
        hideSummary();
        submissionId.current = null;
        setPhase(outcome.kind);
      } else if (outcome.kind === 'invalid') {
        for (const name of storyFieldNames) {
          const message = outcome.fieldErrors[name];
          if (message) setError(name, { type: 'server', message });
        }
        showSummary();
      } else if (outcome.kind === 'too-many') {
        setFormError(words.form.tooMany(outcome.retryAfterMinutes));
      } else {
        setFormError(outcome.kind === 'not-saved' ? words.form.notSaved : words.form.failed);
      }
    } catch {
      setFormError(words.form.failed);
    }
  };

  const fieldErrors: StoryFieldErrors = Object.fromEntries(
    storyFieldNames.flatMap((name) => {
      const message = errors[name]?.message;
      return typeof message === 'string' ? [[name, message]] : [];
    }),
  );

  return (
    <div ref={sectionRef}>
      {resentCount > 0 && (
        <p role="status" className="mb-6 rounded-card border-2 border-success-700 bg-success-50 p-4 text-success-700">
          {words.list.pendingSent(resentCount)}
        </p>
      )}
      {phase !== 'editing' ? (
        <div className="card p-6 text-center sm:p-10">
          <h3 ref={panelHeadingRef} tabIndex={-1} className="text-3xl">
            {words.form[phase === 'received' ? 'success' : 'queued'].heading}
          </h3>
          <p className="mx-auto mt-3 max-w-prose text-ink-soft">
            {words.form[phase === 'received' ? 'success' : 'queued'].text}
          </p>
          <button
            type="button"
            onClick={() => setPhase('editing')}
            className="mt-6 inline-flex min-h-12 items-center rounded-pill bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800"
          >
            {words.form.again}
          </button>
        </div>
      ) : (
        <StoryFormView
          action={storyFormAction}
          noValidate={enhanced}
          onFocus={preload}
          onInput={preload}
          onSubmit={(event) => handleSubmit(onValid, showSummary)(event)}
          errors={fieldErrors}
          submitting={isSubmitting}
          bind={(name) =>
            register(
              name,
              CHOICES.has(name) ? { onChange: () => (isSubmitted ? trigger(name) : undefined) } : undefined,
            )
          }
          summary={
            summaryShown && (
              <ErrorSummary
                id="story-error-summary"
                ref={summaryRef}
                title={words.form.errorSummary}
                headingLevel={3}
                errors={summaryErrors(storyFieldNames, fieldErrors, storyFieldId)}
              />
            )
          }
          status={
            formError && (
              <p
                role="alert"
                className="rounded-card border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-800"
              >
                <RichText text={formError} />
              </p>
            )
          }
        />
      )}
    </div>
  );
}
