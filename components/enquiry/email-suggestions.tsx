'use client';

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import type { Ref } from 'react';

import { enquiryContent } from '@/content/enquiry';
import { emailSuggestions } from '@/lib/email-suggestions';
import { enquiryLimits } from '@/lib/validations/enquiry';

import type { EmailInputProps } from './enquiry-form-view';

type Props = EmailInputProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The email input as a combobox: while the typed text has no "@", it offers the text completed with five
 * common providers. Arrow keys move through them, Enter picks one; screen readers hear the list and the
 * option in focus (Headless UI's Combobox follows the ARIA combobox pattern).
 */
export function EmailSuggestions({ id, describedBy, invalid, className, value, onChange, onBlur, inputRef }: Props) {
  const suggestions = emailSuggestions(value, enquiryContent.emailDomains);
  return (
    <Combobox value={value} onChange={(picked: string | null) => onChange(picked ?? '')}>
      <div className="relative">
        <ComboboxInput
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
          displayValue={(current: string) => current}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {suggestions.length > 0 && (
          <ComboboxOptions
            aria-label={enquiryContent.suggestionsLabel}
            className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border-2 border-navy-800 bg-white shadow-lift empty:invisible"
          >
            {suggestions.map((suggestion) => (
              <ComboboxOption
                key={suggestion}
                value={suggestion}
                className="cursor-pointer px-3 py-2.5 break-all text-ink data-focus:bg-navy-800 data-focus:text-white"
              >
                {suggestion}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </div>
    </Combobox>
  );
}
