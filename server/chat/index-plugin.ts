import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { ChatIndex } from '../../lib/chat/chat-index';
import { loadChatIndex } from './load-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's passages and their ranking, loaded once: the chat and the site search both read it. */
    chatIndex: () => ChatIndex;
  }
}

/**
 * Loading the index takes longer than the rest of the start-up, so it is loaded once the server answers (a second
 * after it starts listening, or by the first question or search if one comes sooner), not before.
 */
export default fp(async function chatIndexPlugin(app: FastifyInstance) {
  let index: ChatIndex | undefined;
  const chatIndex = () => (index ??= loadChatIndex(app.config.projectRoot, app.config.CHAT_INDEX_PATH, app.log));
  app.decorate('chatIndex', chatIndex);
  app.addHook('onListen', async () => {
    setTimeout(chatIndex, 1000).unref();
  });
});
