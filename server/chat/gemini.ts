import { GoogleGenAI } from '@google/genai';

import type { ModelTurn } from '../../lib/chat/prompt';

type ModelRequest = { system: string; contents: ModelTurn[]; signal: AbortSignal };

/** A model that writes the reply in pieces. Gemini in production; tests point it at a fake server. */
export type ChatModel = { name: string; stream(request: ModelRequest): AsyncIterable<string> };

export type GeminiOptions = { apiKey: string; model: string; baseUrl?: string };

/** Gemini through Google's SDK. Retries are ours (chat-service.ts), so the SDK's own are left off. */
export function geminiModel({ apiKey, model, baseUrl }: GeminiOptions): ChatModel {
  const ai = new GoogleGenAI({ apiKey, httpOptions: baseUrl ? { baseUrl } : undefined });
  return {
    name: `gemini:${model}`,
    async *stream({ system, contents, signal }) {
      const response = await ai.models.generateContentStream({
        model,
        contents,
        config: { systemInstruction: system, abortSignal: signal, temperature: 0.2, maxOutputTokens: 1024 },
      });
      for await (const chunk of response) {
        if (signal.aborted) return;
        const text = chunk.text;
        if (text) yield text;
      }
    },
  };
}
