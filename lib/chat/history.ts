import type { ChatSource, ChatTurn, Urgency } from './types';

/** The spec: history is kept in browser storage under a chat-messages key. */
export const CHAT_STORAGE_KEY = 'chat-messages';
/** Older messages are dropped beyond this, so storage stays small. */
const MAX_STORED_MESSAGES = 100;
/** The spec: the assistant is given the last 5 messages. */
const HISTORY_SENT = 5;

/** A message in the panel. The greeting has the role "system" (spec) and is never sent to the server. */
export type StoredMessage = {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  /** ISO date-time. */
  timestamp: string;
  sources?: ChatSource[];
  urgency?: Urgency;
};

const isSource = (value: unknown): value is ChatSource =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatSource).title === 'string' &&
  typeof (value as ChatSource).url === 'string';

function isMessage(value: unknown): value is StoredMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as StoredMessage;
  return (
    typeof m.id === 'string' &&
    ['user', 'assistant', 'system'].includes(m.role) &&
    typeof m.content === 'string' &&
    typeof m.timestamp === 'string' &&
    !Number.isNaN(Date.parse(m.timestamp)) &&
    (m.sources === undefined || (Array.isArray(m.sources) && m.sources.every(isSource))) &&
    (m.urgency === undefined || ['none', 'urgent', 'emergency'].includes(m.urgency))
  );
}

/** The stored conversation; anything unreadable (old format, edited by hand, storage blocked) is left out. */
export function loadMessages(storage: Pick<Storage, 'getItem'> | undefined): StoredMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CHAT_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isMessage).slice(-MAX_STORED_MESSAGES) : [];
  } catch {
    return [];
  }
}

/** Saves quietly: a full or blocked storage must not break the chat. */
export function saveMessages(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, messages: StoredMessage[]) {
  try {
    if (messages.length === 0) storage?.removeItem(CHAT_STORAGE_KEY);
    else storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // Private browsing or a full storage: the conversation just is not kept.
  }
}

/** The earlier turns sent with a question: user and assistant messages only, the last 5. */
export function historyForRequest(messages: StoredMessage[]): ChatTurn[] {
  return messages
    .filter((m): m is StoredMessage & { role: 'user' | 'assistant' } => m.role !== 'system')
    .slice(-HISTORY_SENT)
    .map(({ role, content }) => ({ role, content }));
}

/** "14:05": the spec's hour and minute. */
export function timeLabel(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}
