/**
 * Build step (npm run build, before next build): the chat assistant's search index over the content modules,
 * written to generated/chat-index.json for the server to load at start, and the smaller index the browser's site
 * search loads on a static host, written into the export (public/generated/search-index-v2.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { buildChatIndexFile } from '../lib/chat/corpus';
import { subtlexEverydayWords } from '../lib/spelling';
import { browserIndexPath, buildBrowserIndex } from '../lib/search/browser-index';

const root = path.resolve(import.meta.dirname, '..');
const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  const json = JSON.stringify(data);
  writeFileSync(file, json);
  return json;
};

const started = performance.now();
const file = path.resolve(root, process.env.CHAT_INDEX_PATH ?? 'generated/chat-index.json');
const index = buildChatIndexFile();
write(file, index);
console.log(
  `chat index: ${index.passages.length} passages -> ${path.relative(process.cwd(), file)} in ${Math.round(performance.now() - started)} ms`,
);

const browserFile = path.join(root, 'public', browserIndexPath);
const browser = write(browserFile, buildBrowserIndex(index.passages, subtlexEverydayWords()));
console.log(
  `site search index: ${(gzipSync(browser).length / 1024).toFixed(1)} KB gzipped -> ${path.relative(process.cwd(), browserFile)}`,
);
