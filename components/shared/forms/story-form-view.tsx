import type { ComponentProps, ReactNode } from 'react';

import { stories } from '@/content/stories';
import { CONDITION_CHOICES, TREATMENT_CHOICES } from '@/lib/validations/story-categories';
import { TIME_SLOT_GROUPS } from '@/lib/time-slots';
import { STORY_LIMITS, storyFieldId, type StoryFieldErrors, type StoryFieldName } from '@/lib/validations/story-fields';

import {
  CheckboxField,
  Fieldset,
  InputField,
  Radio,
  SelectField,
  SubmitButton,
  TextareaField,
  type Bind,
} from './field';
import { StarRating } from './star-rating';

const words = stories.form;

export const storyHeadingId = 'share-story-heading';

export type StoryFormViewProps = {
  action: string;
  errors?: StoryFieldErrors;
  /** Each control's props: react-hook-form's register() in the browser, the posted values on the server. */
  bind?: Bind<StoryFieldName>;
  /** The error summary, first in the form. */
  summary?: ReactNode;
  /** Shown above the submit button: the island's send error. */
  status?: ReactNode;
  /** The site's origin for its own pages' links: '' on the site; the site when the API answers from elsewhere. */
  siteOrigin?: string;
  submitting?: boolean;
} & Omit<ComponentProps<'form'>, 'action' | 'method'>;

/**
 * "Share Your Story!" as plain HTML: it posts without JavaScript, and the spec's branching (Yes shows the
 * treatment list, No the condition list, "Other" a "Please specify" box) is done in CSS with :has(), so the
 * same markup works with and without the island. The hidden branch's answers are dropped by the schema.
 */
export function StoryFormView({
  action,
  errors = {},
  bind = () => ({}),
  summary,
  status,
  submitting = false,
  className = '',
  siteOrigin = '',
  ...formProps
}: StoryFormViewProps) {
  const text = (name: StoryFieldName, label: string, input: ComponentProps<'input'> = {}) => (
    <InputField id={storyFieldId(name)} label={label} error={errors[name]} name={name} {...input} {...bind(name)} />
  );
  // "Please specify", shown once "Other" is chosen in the list just above (the class names are written out in
  // full for Tailwind to find).
  const other = (name: 'otherTreatment' | 'otherCondition', shownWhenOther: string) => (
    <div className={shownWhenOther}>
      {text(name, words.pleaseSpecify, { maxLength: STORY_LIMITS.other, className: 'mt-5' })}
    </div>
  );
  const choice = (name: 'treatment' | 'condition', label: string, empty: string, choices: readonly string[]) => (
    <SelectField id={storyFieldId(name)} label={label} error={errors[name]} name={name} {...bind(name)}>
      <option value="">{empty}</option>
      {choices.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form
      method="post"
      action={action}
      aria-labelledby={storyHeadingId}
      className={`group/story card space-y-5 p-6 sm:p-8 ${className}`}
      {...formProps}
    >
      {summary}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', words.firstName, {
          autoComplete: 'given-name',
          required: true,
          maxLength: STORY_LIMITS.name,
        })}
        {text('lastName', words.lastName, {
          autoComplete: 'family-name',
          required: true,
          maxLength: STORY_LIMITS.name,
        })}
        {text('phone', words.phone, {
          type: 'tel',
          autoComplete: 'tel',
          required: true,
          maxLength: STORY_LIMITS.phone,
        })}
        {text('email', words.email, {
          type: 'email',
          autoComplete: 'email',
          spellCheck: false,
          required: true,
          maxLength: STORY_LIMITS.email,
        })}
        {text('consultationDate', words.consultationDate, { type: 'date', required: true, min: '1950-01-01' })}
        <SelectField
          id={storyFieldId('consultationTime')}
          label={words.consultationTime}
          error={errors.consultationTime}
          name="consultationTime"
          {...bind('consultationTime')}
        >
          <option value="">{words.consultationTimeEmpty}</option>
          {TIME_SLOT_GROUPS.map((group) => (
            <optgroup key={group.key} label={words.consultationTimeGroups[group.key]}>
              {group.slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>

      <Fieldset id={storyFieldId('hadSurgery')} legend={words.hadSurgery} error={errors.hadSurgery}>
        <div className="mt-2 flex gap-6">
          <Radio
            id={storyFieldId('hadSurgery')}
            name="hadSurgery"
            value="true"
            required
            label={words.yes}
            {...bind('hadSurgery', 'true')}
          />
          <Radio
            id={`${storyFieldId('hadSurgery')}-no`}
            name="hadSurgery"
            value="false"
            label={words.no}
            {...bind('hadSurgery', 'false')}
          />
        </div>
      </Fieldset>

      <div className="group/treatment hidden group-has-[#story-hadSurgery:checked]/story:block">
        {choice('treatment', words.treatment, words.treatmentEmpty, TREATMENT_CHOICES)}
        {other('otherTreatment', 'hidden group-has-[option[value=Other]:checked]/treatment:block')}
      </div>
      <div className="group/condition hidden group-has-[#story-hadSurgery-no:checked]/story:block">
        {choice('condition', words.condition, words.conditionEmpty, CONDITION_CHOICES)}
        {other('otherCondition', 'hidden group-has-[option[value=Other]:checked]/condition:block')}
      </div>

      <TextareaField
        id={storyFieldId('description')}
        label={words.description}
        hint={words.descriptionHint}
        error={errors.description}
        name="description"
        rows={6}
        required
        maxLength={STORY_LIMITS.description}
        {...bind('description')}
      />

      <StarRating
        id={storyFieldId('rating')}
        name="rating"
        error={errors.rating}
        bind={(stars) => bind('rating', stars)}
      />

      <CheckboxField
        id={storyFieldId('consent')}
        error={errors.consent}
        name="consent"
        value="true"
        required
        label={
          <>
            {words.consentBefore}
            <a href={`${siteOrigin}/testimonials-policy`}>{words.consentPolicy}</a>
            {words.consentMiddle}
            <a href={`${siteOrigin}/privacy-notice`}>{words.consentPrivacy}</a>
            {words.consentAfter}
          </>
        }
        {...bind('consent', 'true')}
      />

      {status}

      <SubmitButton submitting={submitting} label={words.submit} busyLabel={words.submitting} className="px-6" />
    </form>
  );
}
