import { Picture } from '@/components/ui/picture';
import type { NavLink } from '@/content/navigation';

/** The top of an information page: where you are, the heading and a one-line summary. */
export function PageHero({
  title,
  subtitle,
  image,
  imageAlt = '',
  breadcrumbs = [],
}: {
  title: string;
  subtitle: string;
  image?: string;
  imageAlt?: string;
  /** The pages above this one, from the home page down. */
  breadcrumbs?: NavLink[];
}) {
  return (
    <div className="border-b border-sand-200 bg-gradient-to-br from-navy-50 via-sand-50 to-teal-50">
      <div
        className={`container-page grid gap-10 py-10 sm:py-14 ${image ? 'lg:grid-cols-[3fr_2fr] lg:items-center' : ''}`}
      >
        <div>
          {breadcrumbs.length > 0 && (
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-x-2 text-base text-ink-soft">
                {/* A separator between two pages, never after the last: the page itself is the heading below. */}
                {breadcrumbs.map((crumb, i) => (
                  <li key={crumb.href} className="flex items-center gap-2">
                    {i > 0 && <span aria-hidden="true">/</span>}
                    <a href={crumb.href}>{crumb.label}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <h1 className="mt-4 max-w-3xl text-4xl sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-prose text-lg text-ink-soft">{subtitle}</p>
        </div>
        {/* On a phone the picture is a small illustration under the summary: the words are what the first screen is
            for, and they paint without waiting for it (issue 25). */}
        {image && (
          <Picture
            name={image}
            alt={imageAlt}
            sizes="(min-width: 1024px) 30rem, (min-width: 640px) 92vw, 12rem"
            priority
            imgClassName="h-auto w-48 rounded-card border border-white bg-white shadow-card sm:w-full"
          />
        )}
      </div>
    </div>
  );
}
