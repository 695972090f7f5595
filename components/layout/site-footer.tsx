import { LinkList } from '@/components/ui/link-list';
import { footerPolicyLinks } from '@/content/footer';
import { mainNavigation, treatmentLinks } from '@/content/navigation';
import { practice } from '@/content/practice';

import { ScrollToTop } from './scroll-to-top';

const linkClass = 'text-sand-100 no-underline hover:text-white hover:underline';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-20 bg-navy-900 text-sand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-3">
        <div>
          <p className="font-serif text-2xl text-white">{practice.practiceName}</p>
          <p className="mt-2 text-sand-200">{practice.tagline}</p>
          <a
            href="/#contact"
            className="mt-6 inline-flex min-h-11 items-center rounded-pill bg-white px-5 font-semibold text-navy-900 no-underline hover:bg-sand-100 hover:text-navy-900"
          >
            Book a consultation
          </a>
        </div>
        <nav aria-labelledby="footer-specialties">
          <h2 id="footer-specialties" className="font-sans text-lg font-semibold text-white">
            Specialties
          </h2>
          <LinkList links={treatmentLinks} className="mt-3 space-y-1.5" linkClassName={linkClass} />
        </nav>
        <nav id="site-map" aria-labelledby="footer-site-map">
          <h2 id="footer-site-map" className="font-sans text-lg font-semibold text-white">
            Site map
          </h2>
          <ul className="mt-3 space-y-1.5">
            <li>
              <a href="/" className={linkClass}>
                Home
              </a>
            </li>
            {mainNavigation.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} className={linkClass}>
                  {entry.label}
                </a>
                {entry.items && (
                  <LinkList links={entry.items} className="mt-1 mb-2 ml-4 space-y-1" linkClassName={linkClass} />
                )}
              </li>
            ))}
            <li>
              <a href="/knee-procedures" className={linkClass}>
                Knee Procedures
              </a>
            </li>
            <li>
              <a href="/hip-procedures" className={linkClass}>
                Hip Procedures
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        {/* The bottom padding keeps the page's last line clear of the chat button. */}
        <div className="container-page flex flex-col gap-3 pt-6 pb-20 text-sm text-sand-200 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {practice.practiceName}. {practice.surgeon.name}, GMC number {practice.surgeon.gmcNumber}.
          </p>
          {footerPolicyLinks.length > 0 && (
            <LinkList links={footerPolicyLinks} className="flex flex-wrap gap-x-5 gap-y-2" linkClassName={linkClass} />
          )}
          <ScrollToTop />
        </div>
      </div>
    </footer>
  );
}
