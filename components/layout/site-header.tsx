import { ChatLauncher } from '@/components/chat/chat-launcher';
import { chatCopy } from '@/content/chat';
import { mainNavigation } from '@/content/navigation';
import { practice } from '@/content/practice';

import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

/**
 * The logo and the navigation (on phones and tablets with the chat assistant's button beside Menu). Below desktop
 * width it is one line that sticks to the top of the screen once the top bar has scrolled away, so Menu is always
 * in reach; html's scroll-padding-top keeps anchors and focus below it. On desktop its 44 px top padding sits
 * behind the fixed top bar. Its z-index stays on desktop too, where it is not sticky: the menus' dropdowns must
 * open over the page below.
 */
export function SiteHeader() {
  return (
    <header
      data-overlay
      className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur-sm lg:relative lg:pt-11"
    >
      <div className="container-page flex min-h-14 items-center justify-between gap-3 py-1.5 lg:min-h-18 lg:py-3">
        <a href="/" className="group flex flex-col no-underline">
          <span className="font-serif text-lg leading-tight whitespace-nowrap text-navy-900 sm:text-2xl">
            {practice.surgeon.name}
          </span>
          <span className="hidden text-sm text-ink-muted group-hover:text-teal-800 sm:block">
            {practice.surgeon.role}
          </span>
        </a>
        <DesktopNav entries={mainNavigation} />
        <div className="flex items-center gap-2 lg:hidden">
          <ChatLauncher copy={chatCopy} placement="header" />
          <MobileNav entries={mainNavigation} />
        </div>
      </div>
    </header>
  );
}
