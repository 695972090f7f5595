import { PassThrough } from 'node:stream';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { ChatResponse } from '../../lib/chat/types';
import { httpError, SERVER_FAULT_MESSAGE } from '../plugins/errors';
import { createChatService, type ChatOutcome } from './chat-service';
import { geminiModel } from './gemini';

/** An earlier assistant reply may be longer than a question; this bounds it. */
const MAX_TURN_FACTOR = 8;

const chatBody = z.object({
  message: z.string({ error: 'Send the question as "message", a string.' }),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() }), {
      error: 'Send earlier messages as "history": a list of {role: "user" or "assistant", content}.',
    })
    .default([]),
});

/**
 * POST /api/chat: {message, history} -> {reply, sources, urgency}, or the same streamed as server-sent events
 * when the request accepts text/event-stream ("delta" events with pieces of the reply, then one "done" event
 * with the whole reply, its sources and urgency; the "done" reply is the one to keep).
 * Nothing the visitor wrote is stored or logged: the log line holds counts and timings only.
 */
export default async function chatRoutes(app: FastifyInstance) {
  const { config } = app;
  const model = config.GEMINI_API_KEY
    ? geminiModel({ apiKey: config.GEMINI_API_KEY, model: config.GEMINI_MODEL, baseUrl: config.GEMINI_BASE_URL })
    : undefined;
  let service: ReturnType<typeof createChatService> | undefined;
  const chatService = () =>
    (service ??= createChatService({ index: app.chatIndex(), model, timeoutMs: config.GEMINI_TIMEOUT_MS }));

  function parse(request: FastifyRequest) {
    const parsed = chatBody.safeParse(request.body);
    if (!parsed.success) throw httpError(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
    const { message, history } = parsed.data;
    const maxChars = config.CHAT_MAX_MESSAGE_CHARS;
    if (message.length > maxChars) throw httpError(413, `Please keep your question under ${maxChars} characters.`);
    if (history.length > config.CHAT_MAX_HISTORY)
      throw httpError(413, `Send at most ${config.CHAT_MAX_HISTORY} earlier messages.`);
    if (history.some((turn) => turn.content.length > maxChars * MAX_TURN_FACTOR))
      throw httpError(413, 'An earlier message is too long.');
    if (!message.trim()) throw httpError(400, 'Please type a question.');
    return { message: message.trim(), history };
  }

  function logOutcome(
    request: FastifyRequest,
    outcome: ChatOutcome,
    started: number,
    input: { message: string; history: unknown[] },
  ) {
    request.log.info(
      {
        chat: {
          kind: outcome.kind,
          urgency: outcome.urgency,
          provider: outcome.provider,
          fallback: outcome.fallback,
          attempts: outcome.attempts,
          messageChars: input.message.length,
          historyTurns: input.history.length,
          sources: outcome.sources.length,
          ms: Math.round(performance.now() - started),
        },
      },
      'chat answered',
    );
  }

  const publicPart = ({ reply, sources, urgency }: ChatOutcome): ChatResponse => ({ reply, sources, urgency });

  app.post(
    '/api/chat',
    {
      bodyLimit: config.CHAT_BODY_LIMIT_BYTES,
      config: {
        bodyTypes: ['application/json'],
        rateLimit: {
          max: config.CHAT_RATE_LIMIT_MAX,
          timeWindow: config.CHAT_RATE_LIMIT_WINDOW_MS,
          errorResponseBuilder: (_request, context) =>
            httpError(429, `Too many questions in a short time. Please try again in ${context.after}.`),
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const started = performance.now();
      const input = parse(request);
      // The visitor closing the page cancels the model request.
      const disconnected = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) disconnected.abort();
      });

      if (!/text\/event-stream/i.test(request.headers.accept ?? '')) {
        const outcome = await chatService().answer({ ...input, signal: disconnected.signal });
        logOutcome(request, outcome, started, input);
        return reply.header('Cache-Control', 'no-store').send(publicPart(outcome));
      }

      const events = new PassThrough();
      let streamed = false;
      const send = (event: string, data: unknown) => {
        if (event === 'delta') streamed = true;
        if (!events.writableEnded) events.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-store, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(events);

      void chatService()
        .answer({ ...input, signal: disconnected.signal, onText: (text) => send('delta', { text }) })
        .then((outcome) => {
          // A fixed or offline answer arrives whole: one piece, so the browser reads every answer the same way.
          // After a model failure part-way, "done" alone replaces what was shown.
          if (!streamed) send('delta', { text: outcome.reply });
          send('done', publicPart(outcome));
          logOutcome(request, outcome, started, input);
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'chat failed');
          send('error', { error: SERVER_FAULT_MESSAGE });
        })
        .finally(() => events.end());
      return reply;
    },
  );
}
