import { PhoneDeferredPicture } from '@/components/ui/phone-deferred-picture';
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
        {/* From 640 px the picture is the first screen's largest paint; on a phone, a small illustration under the
            summary that waits for the page to hydrate: the words are what a phone's first screen is for (issue 25). */}
        {image && (
          <PhoneDeferredPicture
            name={image}
            alt={imageAlt}
            sizes="(min-width: 1024px) 30rem, 92vw"
            phoneSizes="12rem"
            priority
            imgClassName="h-auto w-full rounded-card border border-white bg-white shadow-card"
            phoneImgClassName="h-auto w-48 rounded-card border border-white bg-white shadow-card"
          />
        )}
      </div>
    </div>
  );
}
