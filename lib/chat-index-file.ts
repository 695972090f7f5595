import { buildChatIndexFile } from './chat/corpus';
import { buildIndexFile, type ChatIndexFile } from './chat/chat-index';
import { isSynonym } from './synonyms';

/**
 * The chat and site-search index as the build writes it (scripts/build-chat-index.ts): every page's passages but a
 * synonym's, whose address redirects to its canonical page (content/synonym-routes.ts), so the chat and the site
 * search find each operation once, at its canonical page.
 */
export function canonicalChatIndexFile(): ChatIndexFile {
  const corpus = buildChatIndexFile();
  return buildIndexFile(
    corpus.passages.filter((passage) => !isSynonym(passage.url.split('#')[0]!)),
    corpus.reference,
  );
}
