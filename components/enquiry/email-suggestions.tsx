'use client';

import { useState, type KeyboardEvent, type Ref } from 'react';

import { enquiryContent } from '@/content/enquiry';
import { emailSuggestions } from '@/lib/email-suggestions';
import { enquiryLimits } from '@/lib/validations/enquiry';

import type { EmailInputProps } from './enquiry-form-view';

type Props = EmailInputProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
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
export function EmailSuggestions({
  id,
  describedBy,
  invalid,
  className,
  value,
  onChange,
  onBlur,
  inputRef,
  enhanced,
}: Props) {
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = enhanced && listOpen ? emailSuggestions(value, enquiryContent.emailDomains) : [];
  const expanded = suggestions.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setListOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: string) => {
    onChange(suggestion);
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
        id={id}
        ref={inputRef}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={enquiryLimits.email}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={className}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setListOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur();
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
