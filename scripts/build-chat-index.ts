/**
 * Build step (npm run build, before next build): the chat assistant's search index over the content modules,
 * written to generated/chat-index.json for the server to load at start.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildChatIndexFile } from '../lib/chat/corpus';

const file = path.resolve(import.meta.dirname, '..', process.env.CHAT_INDEX_PATH ?? 'generated/chat-index.json');
const started = performance.now();
const index = buildChatIndexFile();
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(index));
console.log(
  `chat index: ${index.passages.length} passages -> ${path.relative(process.cwd(), file)} in ${Math.round(performance.now() - started)} ms`,
);
