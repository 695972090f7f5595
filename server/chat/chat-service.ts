import { setTimeout as sleep } from 'node:timers/promises';

import { practice } from '@/content/practice';
import { HISTORY_USED, prepareAnswer } from '../../lib/chat/answer';
import { modelContents, systemInstruction } from '../../lib/chat/prompt';
import type { ChatIndex } from '../../lib/chat/chat-index';
import type { ChatAnswer, ChatTurn } from '../../lib/chat/types';

import type { ChatModel } from './gemini';

/** Why a model answer was replaced by the offline one (for the logs). */
type Fallback = 'timeout' | 'error' | 'empty' | 'disconnected';

export type ChatOutcome = ChatAnswer & { provider: 'offline' | 'model'; fallback?: Fallback; attempts: number };

type ChatRequest = {
  message: string;
  history: ChatTurn[];
  /** Aborted when the visitor disconnects: the model request is cancelled with it. */
  signal: AbortSignal;
  /** Pieces of the model's reply as they arrive (the route streams them). */
  onText?: (text: string) => void;
};

export type ChatService = { answer(request: ChatRequest): Promise<ChatOutcome> };

const PASSAGES_FOR_MODEL = 5;
const RETRY_DELAY_MS = 250;

/**
 * Safety screen first; then the passages. Without a model the offline answer is the answer. With one, the
 * model writes the reply from those passages, with one retry within the time-out; any failure gives the
 * offline answer instead, so the visitor always gets one.
 */
export function createChatService({
  index,
  model,
  timeoutMs,
}: {
  index: ChatIndex;
  model?: ChatModel;
  timeoutMs: number;
}): ChatService {
  const persona = {
    surgeonName: practice.surgeon.name,
    role: practice.surgeon.role,
    practiceName: practice.practiceName,
  };

  return {
    async answer({ message, history, signal, onText }) {
      const recent = history.slice(-HISTORY_USED);
      const prepared = prepareAnswer(index, message, recent);
      if ('fixed' in prepared) return { ...prepared.fixed, provider: 'offline', attempts: 0 };
      const offline = prepared.offline;
      if (!model) return { ...offline, provider: 'offline', attempts: 0 };

      const system = systemInstruction(
        persona,
        index.reference,
        prepared.ranked.slice(0, PASSAGES_FOR_MODEL).map((r) => r.passage),
      );
      const contents = modelContents(recent, message);
      // The checklist comes before the model's words, and is not the model's to change or leave out.
      const preface = prepared.preface ? `${prepared.preface}\n\n` : '';
      const timeout = AbortSignal.timeout(timeoutMs);
      const deadline = AbortSignal.any([signal, timeout]);
      const fallBack = (fallback: Fallback, attempts: number): ChatOutcome => ({
        ...offline,
        provider: 'offline',
        fallback,
        attempts,
      });

      for (let attempt = 1; attempt <= 2; attempt++) {
        let reply = '';
        if (preface) onText?.(preface);
        try {
          for await (const piece of model.stream({ system, contents, signal: deadline })) {
            reply += piece;
            onText?.(piece);
          }
          if (signal.aborted) return fallBack('disconnected', attempt);
          if (timeout.aborted) return fallBack('timeout', attempt);
          if (!reply.trim()) return fallBack('empty', attempt);
          // A refusal of personal advice, or same-day advice for a warning sign, stays one, with the model's general
          // answer after it.
          const kind = offline.kind === 'personal-advice' || offline.kind === 'urgent' ? offline.kind : 'answer';
          return { ...offline, kind, reply: preface + reply.trim(), provider: 'model', attempts: attempt };
        } catch {
          if (signal.aborted) return fallBack('disconnected', attempt);
          if (timeout.aborted) return fallBack('timeout', attempt);
          // Once part of a reply has been shown, a second try would repeat it: the offline answer replaces it.
          if (reply || attempt === 2) return fallBack('error', attempt);
          await sleep(RETRY_DELAY_MS, undefined, { signal: deadline }).catch(() => undefined);
          if (deadline.aborted) return fallBack(signal.aborted ? 'disconnected' : 'timeout', attempt);
        }
      }
      return fallBack('error', 2);
    },
  };
}
