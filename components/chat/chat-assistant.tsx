import { RichText } from '@/components/ui/rich-text';
import { chatCopy } from '@/content/chat';

import { ChatLauncher } from './chat-launcher';

/**
 * The Knee Surgery Assistant on every page: its launcher floats at the bottom right on desktop; on phones it is in
 * the header (components/layout/site-header.tsx). Only the launcher button is in a page's first load; the
 * panel and its markdown renderer load when the button is first used. Without JS it says how else to ask.
 */
export function ChatAssistant() {
  return (
    <>
      <ChatLauncher copy={chatCopy} placement="floating" />
      <noscript>
        <p className="bg-navy-900 px-5 pb-6 text-center text-sm text-sand-200 [&_a]:text-white">
          <RichText text={chatCopy.noScript} />
        </p>
      </noscript>
    </>
  );
}
