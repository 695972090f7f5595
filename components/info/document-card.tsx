import { Icon } from './icon';

export type DocumentCardProps = {
  title: string;
  /** The name the file is saved under, e.g. "Partial Knee Patient Brochure.pdf". */
  fileName: string;
  href: string;
  /** Read from the PDF itself at build time. */
  pages: number;
  category: string;
  /** The guide's web page version, when the card is not already on it. */
  htmlHref?: string;
};

/** A downloadable guide: title, category, page count and a "Download PDF" link that saves it by name. */
export function DocumentCard({ title, fileName, href, pages, category, htmlHref }: DocumentCardProps) {
  return (
    <article className="card flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        <span className="rounded-xl bg-teal-50 p-3 text-teal-700">
          <Icon name="document" className="size-7" />
        </span>
        <div>
          <p className="text-sm font-semibold text-teal-700">{category}</p>
          <h3 className="mt-1 font-sans text-lg font-semibold">{title}</h3>
          <p className="mt-1 text-ink-muted">
            PDF, {pages} {pages === 1 ? 'page' : 'pages'}
          </p>
        </div>
      </div>
      <a
        href={href}
        download={fileName}
        className="mt-6 inline-flex min-h-12 w-fit items-center gap-2 rounded-pill bg-teal-700 px-5 font-semibold text-white no-underline hover:bg-teal-800 hover:text-white"
      >
        Download PDF<span className="sr-only">: {title}</span>
      </a>
      {htmlHref && (
        <a href={htmlHref} className="mt-3 w-fit">
          Read it on this website<span className="sr-only">: {title}</span>
        </a>
      )}
    </article>
  );
}
