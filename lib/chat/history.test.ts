import { describe, expect, it } from 'vitest';

import {
  CHAT_STORAGE_KEY,
  historyForRequest,
  loadMessages,
  saveMessages,
  timeLabel,
  type StoredMessage,
} from './history';

const message = (n: number, role: StoredMessage['role'] = n % 2 ? 'user' : 'assistant'): StoredMessage => ({
  id: String(n),
  role,
  content: `message ${n}`,
  timestamp: '2026-05-01T14:05:00.000Z',
});

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[CHAT_STORAGE_KEY, initial]]);
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('chat history in browser storage', () => {
  it('keeps and reads back the conversation under the chat-messages key', () => {
    const storage = memoryStorage();
    const messages = [
      message(0, 'system'),
      { ...message(1), sources: [{ title: 'Recovery', url: '/x#recovery' }], urgency: 'none' as const },
    ];
    saveMessages(storage, messages);
    expect(storage.data.has('chat-messages')).toBe(true);
    expect(loadMessages(storage)).toEqual(messages);
  });

  it('leaves out what it cannot read', () => {
    expect(loadMessages(memoryStorage('not json'))).toEqual([]);
    expect(loadMessages(memoryStorage('{"a":1}'))).toEqual([]);
    expect(
      loadMessages(
        memoryStorage(JSON.stringify([message(1), { role: 'user', content: 1 }, { ...message(2), role: 'admin' }])),
      ),
    ).toEqual([message(1)]);
    expect(loadMessages(undefined)).toEqual([]);
  });

  it('clears the key when the conversation is emptied, and never throws when storage is blocked', () => {
    const storage = memoryStorage(JSON.stringify([message(1)]));
    saveMessages(storage, []);
    expect(storage.data.has(CHAT_STORAGE_KEY)).toBe(false);
    const blocked = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveMessages(blocked, [message(1)])).not.toThrow();
  });

  it('sends the last 5 user and assistant messages, never the greeting', () => {
    const messages = [message(0, 'system'), ...Array.from({ length: 8 }, (_, i) => message(i + 1))];
    expect(historyForRequest(messages)).toEqual(messages.slice(-5).map(({ role, content }) => ({ role, content })));
    expect(historyForRequest([message(0, 'system')])).toEqual([]);
  });

  it('shows hour and minute', () => {
    expect(timeLabel(new Date(2026, 4, 1, 9, 7).toISOString())).toBe('09:07');
  });
});
