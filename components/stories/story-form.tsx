'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { describedBy, ErrorSummary, FieldError, FormField, inputClass } from '@/components/ui/form-field';
import { stories as words } from '@/content/stories';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import { apiBase } from '@/lib/links';
import { CONDITION_CHOICES, OTHER_CATEGORY, TREATMENT_CHOICES } from '@/lib/stories/categories';
import { browserStorage, resendPendingStories, shareStory } from '@/lib/stories/client';
import { readPendingStories } from '@/lib/stories/storage';
import { TIME_SLOTS } from '@/lib/time-slots';
import { storySchema, type StoryFormInput, type StorySubmission } from '@/lib/validations/story';

import { StarRatingInput } from './star-rating-input';

type Field = keyof StoryFormInput;

/** Field order, for the error summary; each field's element id is `story-{name}`. */
const FIELDS: Field[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'consultationDate',
  'consultationTime',
  'hadSurgery',
  'treatment',
  'otherTreatment',
  'condition',
  'otherCondition',
  'description',
  'rating',
  'consent',
];
const fieldId = (name: Field) => `story-${name}`;

const EMPTY: Partial<StoryFormInput> = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  consultationDate: '',
  consultationTime: '',
  treatment: '',
  condition: '',
  otherTreatment: '',
  otherCondition: '',
  description: '',
  rating: 0,
};

type Phase = 'editing' | 'received' | 'queued';

/**
 * "Share Your Story!" (spec sections 4 and 5). Sends the story to the server; if the server cannot take it now,
 * keeps it on this device, says so plainly, and sends it on a later visit or when the connection returns.
 */
export function StoryForm() {
  const [phase, setPhase] = useState<Phase>('editing');
  const [formError, setFormError] = useState<string | null>(null);
  const [summaryShown, setSummaryShown] = useState(false);
  const hydrated = useHydrated();
  const [resentCount, setResentCount] = useState(0);
  const sectionRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const submissionId = useRef<string | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const form = useForm<StoryFormInput, unknown, StorySubmission>({
    resolver: zodResolver(storySchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const [hadSurgery, treatment, condition] = useWatch({ control, name: ['hadSurgery', 'treatment', 'condition'] });

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
    if (summaryShown) summaryRef.current?.focus();
  }, [summaryShown, errors]);

  useEffect(() => {
    if (phase === 'editing') return;
    sectionRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    panelHeadingRef.current?.focus({ preventScroll: true });
  }, [phase, reducedMotion]);

  const showErrors = () => setSummaryShown(true);

  const onValid = async (story: StorySubmission) => {
    setFormError(null);
    setSummaryShown(false);
    submissionId.current ??= crypto.randomUUID();
    try {
      const outcome = await shareStory({
        apiBase,
        story: { ...story, submissionId: submissionId.current },
        storage: browserStorage(),
      });
      if (outcome.kind === 'received' || outcome.kind === 'queued') {
        reset(EMPTY);
        submissionId.current = null;
        setPhase(outcome.kind);
      } else if (outcome.kind === 'invalid') {
        for (const [name, message] of Object.entries(outcome.fieldErrors)) {
          if (FIELDS.includes(name as Field)) setError(name as Field, { type: 'server', message });
        }
        showErrors();
      } else {
        setFormError(outcome.kind === 'not-saved' ? words.form.notSaved : words.form.failed);
      }
    } catch {
      setFormError(words.form.failed);
    }
  };

  const errorList = FIELDS.flatMap((name) => {
    const message = (errors as FieldErrors<StoryFormInput>)[name]?.message;
    return typeof message === 'string' ? [{ id: fieldId(name), message }] : [];
  });
  const messageOf = (name: Field) => errorList.find((e) => e.id === fieldId(name))?.message;
  const textField = (name: Field, label: string, props: React.ComponentProps<'input'> = {}, hint?: string) => (
    <FormField id={fieldId(name)} label={label} hint={hint} error={messageOf(name)}>
      <input
        id={fieldId(name)}
        {...register(name)}
        {...props}
        aria-invalid={messageOf(name) ? true : undefined}
        aria-describedby={describedBy(fieldId(name), { hint, error: messageOf(name) })}
        className={inputClass}
      />
    </FormField>
  );

  return (
    <div ref={sectionRef} className="scroll-mt-[100px]">
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
        <form
          noValidate
          aria-labelledby="share-story-heading"
          onSubmit={(event) => handleSubmit(onValid, showErrors)(event)}
          className="card space-y-5 p-6 sm:p-8"
        >
          {summaryShown && <ErrorSummary title={words.form.errorSummary} errors={errorList} ref={summaryRef} />}
          {/* Disabled until the script runs: without JavaScript the form cannot send (the noscript says so). */}
          <fieldset disabled={!hydrated} className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              {textField('firstName', words.form.firstName, { autoComplete: 'given-name' })}
              {textField('lastName', words.form.lastName, { autoComplete: 'family-name' })}
              {textField('phone', words.form.phone, { type: 'tel', autoComplete: 'tel' })}
              {textField('email', words.form.email, { type: 'email', autoComplete: 'email', spellCheck: false })}
              {textField('consultationDate', words.form.consultationDate, { type: 'date' })}
              <FormField
                id={fieldId('consultationTime')}
                label={words.form.consultationTime}
                error={messageOf('consultationTime')}
              >
                <select
                  id={fieldId('consultationTime')}
                  {...register('consultationTime')}
                  aria-invalid={messageOf('consultationTime') ? true : undefined}
                  aria-describedby={describedBy(fieldId('consultationTime'), { error: messageOf('consultationTime') })}
                  className={inputClass}
                >
                  <option value="">{words.form.consultationTimeEmpty}</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>

            <Controller
              control={control}
              name="hadSurgery"
              render={({ field }) => (
                <fieldset aria-describedby={describedBy(fieldId('hadSurgery'), { error: messageOf('hadSurgery') })}>
                  <legend className="font-semibold">{words.form.hadSurgery}</legend>
                  <FieldError id={fieldId('hadSurgery')} message={messageOf('hadSurgery')} />
                  <div className="mt-2 flex gap-6">
                    {([true, false] as const).map((answer) => (
                      <label key={String(answer)} className="inline-flex min-h-11 cursor-pointer items-center gap-3">
                        <input
                          type="radio"
                          id={answer ? fieldId('hadSurgery') : `${fieldId('hadSurgery')}-no`}
                          name={field.name}
                          checked={field.value === answer}
                          onChange={() => field.onChange(answer)}
                          onBlur={field.onBlur}
                          className="size-6 accent-navy-800"
                        />
                        {answer ? words.form.yes : words.form.no}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />

            {hadSurgery === true && (
              <BranchChoice
                name="treatment"
                label={words.form.treatment}
                empty={words.form.treatmentEmpty}
                choices={TREATMENT_CHOICES}
                register={register}
                error={messageOf('treatment')}
              />
            )}
            {hadSurgery === true &&
              treatment === OTHER_CATEGORY &&
              textField('otherTreatment', words.form.pleaseSpecify)}
            {hadSurgery === false && (
              <BranchChoice
                name="condition"
                label={words.form.condition}
                empty={words.form.conditionEmpty}
                choices={CONDITION_CHOICES}
                register={register}
                error={messageOf('condition')}
              />
            )}
            {hadSurgery === false &&
              condition === OTHER_CATEGORY &&
              textField('otherCondition', words.form.pleaseSpecify)}

            <FormField
              id={fieldId('description')}
              label={words.form.description}
              hint={words.form.descriptionHint}
              error={messageOf('description')}
            >
              <textarea
                id={fieldId('description')}
                rows={6}
                {...register('description')}
                aria-invalid={messageOf('description') ? true : undefined}
                aria-describedby={describedBy(fieldId('description'), {
                  hint: true,
                  error: messageOf('description'),
                })}
                className={inputClass}
              />
            </FormField>

            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <StarRatingInput id={fieldId('rating')} value={field.value ?? 0} onChange={field.onChange} />
              )}
            />

            <div>
              <FieldError id={fieldId('consent')} message={messageOf('consent')} />
              <div className="flex items-start gap-3">
                <input
                  id={fieldId('consent')}
                  type="checkbox"
                  {...register('consent')}
                  aria-invalid={messageOf('consent') ? true : undefined}
                  aria-describedby={describedBy(fieldId('consent'), { error: messageOf('consent') })}
                  className="mt-1 size-6 shrink-0 accent-navy-800"
                />
                <label htmlFor={fieldId('consent')}>
                  {words.form.consentBefore}
                  <a href="/testimonials-policy">{words.form.consentPolicy}</a>
                  {words.form.consentMiddle}
                  <a href="/privacy-notice">{words.form.consentPrivacy}</a>
                  {words.form.consentAfter}
                </label>
              </div>
            </div>

            {formError && (
              <p
                role="alert"
                className="rounded-card border-2 border-danger-700 bg-danger-50 p-4 font-semibold text-danger-800"
              >
                {formError}
              </p>
            )}

            <button
              type="submit"
              disabled={isSubmitting}
              className="inline-flex min-h-12 items-center rounded-pill bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70"
            >
              {isSubmitting ? words.form.submitting : words.form.submit}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  );
}

function BranchChoice({
  name,
  label,
  empty,
  choices,
  register,
  error,
}: {
  name: 'treatment' | 'condition';
  label: string;
  empty: string;
  choices: readonly string[];
  register: ReturnType<typeof useForm<StoryFormInput, unknown, StorySubmission>>['register'];
  error?: string;
}) {
  const id = fieldId(name);
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={inputClass}
      >
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </FormField>
  );
}
