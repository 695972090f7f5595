/**
 * Shown while the stories load (and prerendered as the Suspense fallback; hidden without JavaScript).
 * `fillScreen`: where the list is the page's main content, the placeholder holds a screen's height, so what follows
 * starts below the fold and the arriving list does not push it down in view (no layout shift).
 *
 * Its words come as a prop and it imports nothing: it is in the first load of the home and stories pages, which
 * would otherwise carry the stories' content module and the practice's with it (5 KiB brotli, issue 25).
 */
export function StoriesLoading({ label, fillScreen = false }: { label: string; fillScreen?: boolean }) {
  return (
    <div className={fillScreen ? 'js-only min-h-svh' : 'js-only'}>
      <p role="status" className="card flex items-center gap-3 p-6 text-ink-soft">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-navy-100 border-t-navy-800"
        />
        {label}
      </p>
    </div>
  );
}
