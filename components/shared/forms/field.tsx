import type { ComponentProps, ElementType, ReactNode } from 'react';

/**
 * The form kit: one shape for every field on the site and in the back office, after the NHS components. A field's
 * hint and error carry the ids `${id}--hint` and `${id}--error-message`, joined into the control's
 * aria-describedby; a field in error gets a red bar and aria-invalid. Plain markup with no hooks, so the exported
 * pages, the islands and the server's no-JS answer (./answer-page.tsx) all render the same HTML.
 */

const hintId = (id: string) => `${id}--hint`;
const errorId = (id: string) => `${id}--error-message`;

/** The one look of a text input, select or textarea. */
const controlClass =
  'mt-2 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2.5 text-base text-ink focus:border-navy-800 aria-invalid:border-danger-700 disabled:bg-sand-100';

type Described = { hint?: ReactNode; error?: string };

function describedBy(id: string, { hint, error }: Described) {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}

/** The attributes tying a control to its field: id, aria-invalid, aria-describedby and the shared look. */
export function controlProps(id: string, described: Described) {
  return {
    id,
    'aria-invalid': described.error ? true : undefined,
    'aria-describedby': describedBy(id, described),
    className: controlClass,
  } as const;
}

/**
 * Props a form gives each of its controls: react-hook-form's register() in the browser; the posted values
 * (defaultValue / defaultChecked) when the server shows a form again. `choice` is a radio's or checkbox's value.
 */
export type FieldBinding = {
  name?: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  disabled?: boolean;
  ref?: (element: Element | null) => void;
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
};
export type Bind<Name extends string> = (name: Name, choice?: string) => FieldBinding;

/** Binds controls to values a form was posted with, so a form shown again keeps what the person typed. */
export function bindPostedValues<Name extends string>(values: Partial<Record<Name, string>>): Bind<Name> {
  return (name, choice) => {
    const value = values[name];
    if (choice === undefined) return { defaultValue: value ?? '' };
    // An unticked box is not posted; a ticked one without a value attribute posts "on".
    return { defaultChecked: value === choice || (choice === 'true' && value === 'on') };
  };
}

function ErrorMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1 font-semibold text-danger-700">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={hintId(id)} className="text-base text-ink-muted">
      {children}
    </p>
  );
}

const errorBar = (error?: string) => (error ? 'border-l-4 border-danger-700 pl-3' : '');

type FieldProps = { id: string; label: ReactNode; hint?: ReactNode; error?: string; className?: string };

/** A label, its hint and its error above a control that takes controlProps(id, { hint, error }). */
export function Field({ id, label, hint, error, className = '', children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={`${className} ${errorBar(error)}`}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id} message={error} />
      {children}
    </div>
  );
}

type ControlOnly<Props> = Omit<Props, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/** A Field around a text input, a textarea or a select, tied to it by controlProps. */
function withField<Control extends 'input' | 'textarea' | 'select'>(control: Control) {
  const Tag = control as ElementType;
  return function ControlField({
    id,
    label,
    hint,
    error,
    className,
    ...props
  }: FieldProps & ControlOnly<ComponentProps<Control>>) {
    return (
      <Field id={id} label={label} hint={hint} error={error} className={className}>
        <Tag {...props} {...controlProps(id, { hint, error })} />
      </Field>
    );
  };
}

export const InputField = withField('input');
export const TextareaField = withField('textarea');
export const SelectField = withField('select');

/** A single checkbox with its label beside it (consent); the error sits above, as in the NHS pattern. */
export function CheckboxField({
  id,
  label,
  error,
  after,
  className = '',
  ...input
}: { id: string; label: ReactNode; error?: string; after?: ReactNode; className?: string } & ControlOnly<
  ComponentProps<'input'>
>) {
  return (
    <div className={`${className} ${errorBar(error)}`}>
      <ErrorMessage id={id} message={error} />
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          className="mt-1 size-6 shrink-0 accent-teal-700"
        />
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
      </div>
      {after}
    </div>
  );
}

/** A group of radios (or other controls) under a legend, its hint and error tied to the group. */
export function Fieldset({
  id,
  legend,
  hint,
  error,
  className = '',
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // The bar is on a wrapper: a legend sits on its fieldset's border, outside any padding.
    <div className={`${className} ${errorBar(error)}`}>
      <fieldset aria-describedby={describedBy(id, { hint, error })}>
        <legend className="font-semibold text-ink">{legend}</legend>
        <Hint id={id}>{hint}</Hint>
        <ErrorMessage id={id} message={error} />
        {children}
      </fieldset>
    </div>
  );
}

/** One radio with its label, at least 44 px tall to tap. */
/** A form's submit button: disabled while the form is being sent, and saying so. */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  className,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  className: string;
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className={`inline-flex min-h-12 items-center rounded-pill bg-teal-700 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {submitting ? busyLabel : label}
    </button>
  );
}

export function Radio({ label, ...input }: { label: ReactNode } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
      <input {...input} type="radio" className="size-6 accent-navy-800" />
      {label}
    </label>
  );
}
