import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { ChatIndex } from '../../lib/chat/search';
import { loadChatIndex } from './load-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's passages and their ranking, loaded once: the chat and the site search both read it. */
    chatIndex: ChatIndex;
  }
}

export default fp(async function chatIndexPlugin(app: FastifyInstance) {
  app.decorate('chatIndex', loadChatIndex(app.config.projectRoot, app.config.CHAT_INDEX_PATH, app.log));
});
