import type { ChatCopy } from '@/content/chat';
import { timeLabel, type StoredMessage } from '@/lib/chat/history';

import { ChatMarkdown } from './chat-markdown';
import { AlertIcon } from './icons';

type Props = {
  message: Pick<StoredMessage, 'role' | 'content' | 'sources' | 'urgency'> & { timestamp?: string };
  copy: ChatCopy;
};

/** One message: the visitor's words as plain text, the assistant's as markdown, with its time and sources. */
export function ChatMessage({ message, copy }: Props) {
  const mine = message.role === 'user';
  const urgent = message.urgency === 'emergency' || message.urgency === 'urgent';
  const bubble = mine
    ? 'ml-auto bg-teal-700 text-white'
    : urgent
      ? 'border-l-4 border-danger-700 bg-danger-50 text-ink'
      : 'bg-sand-100 text-ink';
  return (
    <article className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[88%] rounded-2xl px-4 py-3 text-base leading-relaxed [overflow-wrap:anywhere] ${bubble} ${mine ? '' : '[&_a]:text-teal-800'}`}
      >
        <h3 className="sr-only">{mine ? copy.youLabel : copy.assistantLabel}</h3>
        {urgent && (
          <p className="mb-2 flex items-center gap-2 font-semibold text-danger-800">
            <AlertIcon className="size-5" />
            {message.urgency === 'emergency' ? copy.emergencyLabel : copy.urgentLabel}
          </p>
        )}
        {mine ? <p className="whitespace-pre-wrap">{message.content}</p> : <ChatMarkdown text={message.content} />}
        {message.sources && message.sources.length > 0 && (
          <div className="mt-3 border-t border-sand-200 pt-2 text-sm">
            <p className="font-semibold text-ink-soft">{copy.sourcesLabel}</p>
            <ul className="mt-1 space-y-1">
              {message.sources.map((source) => (
                <li key={source.url + source.title}>
                  <a href={source.url}>{source.title}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {message.timestamp && (
        <p className="mt-1 px-1 text-sm text-ink-muted">
          <time dateTime={message.timestamp}>{timeLabel(message.timestamp)}</time>
        </p>
      )}
    </article>
  );
}
