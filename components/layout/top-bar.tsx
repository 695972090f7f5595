import { SearchForm } from '@/components/search/search-form';
import { topBarLinks } from '@/content/navigation';

/**
 * The bar with the site's search box (desktop; phones have it in the menu) and the three jumps to the home page's
 * contact sections; plain links and a plain form, so they work without JS. Fixed on desktop; on phones and tablets
 * it scrolls away, one line above the sticky header, so only the header's one line stays on a small screen.
 */
export function TopBar() {
  return (
    <div data-overlay className="z-40 bg-navy-900 text-white shadow-md lg:fixed lg:inset-x-0 lg:top-0">
      <div className="container-page flex items-center gap-4">
        <SearchForm inputId="header-search-q" compact aria-label="Site" className="hidden lg:block" />
        <nav aria-label="Contact shortcuts" className="flex-1">
          <ul className="flex h-10 items-center justify-center gap-1 sm:justify-end sm:gap-2 lg:h-11">
            {topBarLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-9 items-center rounded-pill px-2.5 text-sm font-semibold whitespace-nowrap text-white no-underline hover:bg-white/15 hover:text-white sm:px-4"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
