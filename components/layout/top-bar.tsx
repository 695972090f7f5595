import { topBarLinks } from '@/content/navigation';

/** Fixed bar with the three jumps to the home page's contact sections; plain links, so they work without JS. */
export function TopBar() {
  return (
    <div data-overlay className="fixed inset-x-0 top-0 z-40 bg-navy-900 text-white shadow-md">
      <nav aria-label="Contact shortcuts" className="container-page">
        <ul className="flex h-11 items-center justify-center gap-1 sm:justify-end sm:gap-2">
          {topBarLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-9 items-center rounded-pill px-3 text-sm font-semibold text-white no-underline hover:bg-white/15 hover:text-white sm:px-4"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
