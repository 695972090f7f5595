import { Icon } from '@/components/info/icon';
import type { GuideDocument } from '@/content/documents';
import type { IsoDate } from '@/content/types';
import { urgentHelpBox } from '@/content/urgent-help-box';
import { guidePageCount, guidePdfHref } from '@/lib/guides';
import { formatIsoDate } from '@/lib/review';

const isIsoDate = (value: string): value is IsoDate => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The top of a guide's web page: what it is, the PDF to download, and the chapters to jump to. */
export function GuideDownload({ guide }: { guide: GuideDocument }) {
  const pages = guidePageCount(guide.id);
  const published = isIsoDate(guide.published) ? formatIsoDate(guide.published) : guide.published;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <section aria-labelledby="guide-download-heading" className="card p-6">
        <div className="flex items-start gap-4">
          <span className="rounded-xl bg-teal-50 p-3 text-teal-700">
            <Icon name="document" className="size-7" />
          </span>
          <div>
            <h2 id="guide-download-heading" className="font-sans text-lg font-semibold">
              Download this guide
            </h2>
            <p className="mt-1 text-ink-muted">
              {guide.category}. PDF, {pages} {pages === 1 ? 'page' : 'pages'}. Published {published}.
            </p>
          </div>
        </div>
        <a
          href={guidePdfHref(guide.id)}
          download={guide.fileName}
          className="mt-6 inline-flex min-h-12 w-fit items-center gap-2 rounded-pill bg-teal-700 px-5 font-semibold text-white no-underline hover:bg-teal-800 hover:text-white"
        >
          Download PDF<span className="sr-only">: {guide.title}</span>
        </a>
        <p className="mt-4">
          <a href="/UsefulLinks">See all patient guides</a>
        </p>
      </section>
      <nav aria-labelledby="guide-contents-heading" className="card p-6">
        <h2 id="guide-contents-heading" className="font-sans text-lg font-semibold">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 marker:text-teal-700">
          {guide.chapters.map((chapter) => (
            <li key={chapter.id}>
              <a href={`#${chapter.id}`}>{chapter.title}</a>
            </li>
          ))}
          {guide.urgentHelp && (
            <li>
              <a href="#urgent-help-heading">{urgentHelpBox.heading}</a>
            </li>
          )}
        </ol>
      </nav>
    </div>
  );
}
