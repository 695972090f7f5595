import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { prepareAnswer } from '../../lib/chat/answer';
import { loadIndex, type ChatIndex } from '../../lib/chat/chat-index';
import { buildChatIndexFile } from '../../lib/chat/corpus';

/**
 * The index written by the build. Without it (a development server started before any build) the index is
 * built from the content modules here, with a warning, so the chat still answers.
 */
export function loadChatIndex(projectRoot: string, indexPath: string, log: FastifyBaseLogger): ChatIndex {
  const file = path.resolve(projectRoot, indexPath);
  const started = performance.now();
  let index: ChatIndex;
  if (existsSync(file)) {
    index = loadIndex(JSON.parse(readFileSync(file, 'utf8')));
  } else {
    log.warn({ file }, 'chat index not found (run npm run build); building it from the content modules');
    index = loadIndex(buildChatIndexFile());
  }
  // The first answer compiles the hot paths and loads the spelling corrector's word list (misspelt words on
  // purpose); doing it now keeps the first visitor's answer as quick as the rest.
  prepareAnswer(index, 'how long is recovry after a knee replacment');
  prepareAnswer(index, 'chest pian after my operaton');
  log.info({ passages: index.passages.size, ms: Math.round(performance.now() - started) }, 'chat index loaded');
  return index;
}
