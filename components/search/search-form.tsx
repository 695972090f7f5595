import type { ComponentProps } from 'react';

import { searchContent } from '@/content/search';

/**
 * The site's search box: a plain GET form to /search (a landmark with role="search"), so it works before and
 * without JavaScript; on our server /search answers with the results, on a static host the page's island does.
 * `compact`: the top bar's and phone menu's box, its label read by screen readers but not shown.
 */
export function SearchForm({
  inputId,
  compact = false,
  inputProps,
  ...formProps
}: {
  inputId: string;
  compact?: boolean;
  inputProps?: ComponentProps<'input'>;
} & ComponentProps<'form'>) {
  return (
    <form role="search" action={searchContent.page.path} method="get" {...formProps}>
      <label htmlFor={inputId} className={compact ? 'sr-only' : 'mb-2 block font-semibold text-navy-900'}>
        {searchContent.label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="q"
          type="search"
          required
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={compact ? searchContent.label : searchContent.placeholder}
          className={`min-w-0 flex-1 rounded-md border border-ink-muted bg-white px-3 text-ink ${compact ? 'min-h-9 w-48' : 'min-h-12 text-lg'}`}
          {...inputProps}
        />
        <button
          type="submit"
          className={`inline-flex shrink-0 items-center rounded-pill bg-teal-700 font-semibold text-white hover:bg-teal-800 ${compact ? 'min-h-9 px-4' : 'min-h-12 px-6'}`}
        >
          {searchContent.button}
        </button>
      </div>
    </form>
  );
}
