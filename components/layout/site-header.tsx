import { mainNavigation } from '@/content/navigation';
import { practice } from '@/content/practice';

import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

export function SiteHeader() {
  return (
    <header className="border-b border-sand-200 bg-white/95 pt-11">
      <div className="container-page flex min-h-18 items-center justify-between gap-4 py-3">
        <a href="/" className="group flex flex-col no-underline">
          <span className="font-serif text-xl leading-tight text-navy-900 sm:text-2xl">{practice.surgeon.name}</span>
          <span className="text-sm text-ink-muted group-hover:text-teal-800">{practice.surgeon.role}</span>
        </a>
        <DesktopNav entries={mainNavigation} />
        <MobileNav entries={mainNavigation} />
      </div>
    </header>
  );
}
