'use client';

import { useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { enquiryContent } from '@/content/enquiry';
import { emailSuggestions } from '@/lib/email-suggestions';
import type { EmailInputProps } from '@/components/shared/forms/enquiry-form-view';
import { enquiryLimits } from '@/lib/validations/enquiry-fields';

type Props = EmailInputProps & {
  /** react-hook-form's register('email'): the input stays uncontrolled, so text typed before hydration is kept. */
  field: UseFormRegisterReturn<'email'>;
  /** Puts a chosen suggestion into the input (react-hook-form's setValue). */
  onPick: (value: string) => void;
  /** False for the first render, which must match the exported HTML: a plain email input. */
  enhanced: boolean;
};

/**
 * The email input as an ARIA 1.2 combobox: while the typed text has no "@", a list offers it completed with
 * five common providers. Down and Up move through them (announced through aria-activedescendant), Enter picks
 * one, Escape closes the list; a click or tap picks one too. Typing freely always works.
 *
 * Written out rather than Headless UI's Combobox, which needs a text input (it moves the caret with
 * setSelectionRange, which email inputs do not allow) and makes the rest of the page inert while open.
 */
export function EmailSuggestions({ field, onPick, enhanced, ...control }: Props) {
  const { id } = control;
  const [typed, setTyped] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = enhanced && listOpen ? emailSuggestions(typed, enquiryContent.emailDomains) : [];
  const expanded = suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setListOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: string) => {
    onPick(suggestion);
    setTyped(suggestion);
    close();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) setListOpen(true);
        else setActive((active + 1) % count);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case 'Enter':
        // Enter with an option in focus picks it; otherwise it submits the form as usual.
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(suggestions[active]!);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  const comboboxProps = enhanced
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': expanded ? listId : undefined,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    <div className="relative">
      <input
        {...control}
        {...field}
        type="email"
        autoComplete="email"
        required
        maxLength={enquiryLimits.email}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          void field.onChange(event);
          setTyped(event.target.value);
          setListOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          close();
          void field.onBlur(event);
        }}
        {...comboboxProps}
      />
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label={enquiryContent.suggestionsLabel}
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border-2 border-navy-800 bg-white shadow-lift"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the list is not closed by its blur before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`min-h-11 cursor-pointer px-3 py-2 break-all ${index === active ? 'bg-navy-800 text-white' : 'text-ink hover:bg-navy-50'}`}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {expanded ? enquiryContent.suggestionsAnnouncement : ''}
      </p>
    </div>
  );
}
