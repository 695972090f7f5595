// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { chatCopy } from '@/content/chat';

import { ChatPanel } from './chat-panel';

/** A fetch answering with a stream whose pieces the test releases one by one. */
function controllableStream() {
  let push: (text: string) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  const fetchMock = vi.fn(
    async () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
  );
  return { fetchMock, push, end: () => end() };
}

const done = {
  reply: 'Rest for **48 hours**.',
  sources: [{ title: 'Knee arthroscopy: Recovery', url: '/knee-procedures/knee-arthroscopy#recovery' }],
  urgency: 'none',
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ChatPanel', () => {
  it('greets on first open, focuses the question box and keeps Send off while the box is blank', () => {
    render(<ChatPanel id="chat" open copy={chatCopy} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: chatCopy.title });
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(within(screen.getByRole('log')).getByText(chatCopy.greeting)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: chatCopy.inputLabel })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: chatCopy.inputLabel })).toHaveAttribute('rows', '1');
    expect(screen.getByRole('button', { name: chatCopy.sendLabel })).toBeDisabled();
    expect(screen.getByText(chatCopy.disclaimer)).toBeVisible();
  });

  it('always shows how to get help now, with 999 and NHS 111 as tap-to-call links, whatever was asked', () => {
    render(<ChatPanel id="chat" open copy={chatCopy} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: chatCopy.title });
    expect(within(dialog).getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999');
    expect(within(dialog).getByRole('link', { name: 'NHS 111' })).toHaveAttribute('href', 'tel:111');
  });

  it('lets a keyboard reach the conversation to scroll it, even when no answer holds a link', async () => {
    const user = userEvent.setup();
    render(<ChatPanel id="chat" open copy={chatCopy} onClose={() => {}} />);
    const conversation = screen.getByRole('region', { name: chatCopy.conversationLabel });
    expect(within(conversation).getByRole('log')).toBeInTheDocument();
    // The panel keeps Tab inside itself among its visible stops; jsdom lays nothing out, so all are visible.
    Element.prototype.checkVisibility = () => true;
    try {
      for (let stop = 0; stop < 5 && document.activeElement !== conversation; stop++) await user.tab({ shift: true });
      expect(conversation).toHaveFocus();
    } finally {
      delete (Element.prototype as Partial<Element>).checkVisibility;
    }
  });

  it('keeps a streaming reply out of the live log until it is complete, then adds it once with its sources', async () => {
    const stream = controllableStream();
    vi.stubGlobal('fetch', stream.fetchMock);
    const user = userEvent.setup();
    render(<ChatPanel id="chat" open copy={chatCopy} onClose={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: chatCopy.inputLabel }), 'When can I drive?{Enter}');

    const log = screen.getByRole('log');
    expect(within(log).getByText('When can I drive?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(chatCopy.thinking);
    expect(screen.getByRole('button', { name: chatCopy.sendLabel })).toBeDisabled();

    await act(async () => stream.push('event: delta\ndata: {"text":"Rest for"}\n\n'));
    expect(await screen.findByText('Rest for')).toBeInTheDocument();
    expect(within(log).queryByText('Rest for')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await act(async () => {
      stream.push(`event: done\ndata: ${JSON.stringify(done)}\n\n`);
      stream.end();
    });
    const reply = (await within(log).findByText('48 hours')).closest('article')!;
    expect(within(reply).getByText('48 hours').tagName).toBe('STRONG');
    expect(within(reply).getByRole('link', { name: 'Knee arthroscopy: Recovery' })).toHaveAttribute(
      'href',
      '/knee-procedures/knee-arthroscopy#recovery',
    );
    expect(within(reply).getByText(/^\d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.queryAllByText('48 hours')).toHaveLength(1);

    const stored = JSON.parse(localStorage.getItem('chat-messages')!) as { role: string; content: string }[];
    expect(stored.map((m) => m.role)).toEqual(['system', 'user', 'assistant']);
    const [, init] = stream.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ message: 'When can I drive?', history: [] });
  });

  it('shows the spec apology when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ChatPanel id="chat" open copy={chatCopy} onClose={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: chatCopy.inputLabel }), 'Hello there{Enter}');
    expect(await within(screen.getByRole('log')).findByText(chatCopy.errorReply)).toBeInTheDocument();
  });

  it('clears the history only after confirmation, and Escape cancels the confirmation before closing', async () => {
    localStorage.setItem(
      'chat-messages',
      JSON.stringify([{ id: '1', role: 'user', content: 'Old question', timestamp: new Date().toISOString() }]),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ChatPanel id="chat" open copy={chatCopy} onClose={onClose} />);
    expect(screen.getByText('Old question')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: chatCopy.clearLabel }));
    expect(screen.getByText(chatCopy.clearConfirm)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: chatCopy.clearNo })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(chatCopy.clearConfirm)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Old question')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: chatCopy.clearLabel }));
    await user.click(screen.getByRole('button', { name: chatCopy.clearYes }));
    expect(screen.queryByText('Old question')).toBeNull();
    expect(within(screen.getByRole('log')).getByText(chatCopy.greeting)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('renders no HTML from a reply', () => {
    localStorage.setItem(
      'chat-messages',
      JSON.stringify([
        {
          id: '1',
          role: 'assistant',
          content: 'Hi <img src="x" onerror="alert(1)"> <b>bold</b>',
          timestamp: new Date().toISOString(),
        },
      ]),
    );
    const { container } = render(<ChatPanel id="chat" open copy={chatCopy} onClose={() => {}} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});
