import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { practice } from '../../content/practice';
import { seedDemoStories, shouldSeedDemoStories } from './demo';
import { storyModeration, type StoryModeration } from './moderation';
import publicStoryRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff's moderation steps (the back office's story routes call them). */
    storyModeration: StoryModeration;
  }
}

/**
 * The patient stories: the public list and the submission form (./routes.ts), moderation for the back office,
 * and the demo stories, seeded once the database is ready, never while routes are being registered.
 */
export default fp(
  async function storiesPlugin(app: FastifyInstance) {
    app.decorate(
      'storyModeration',
      storyModeration(app.db, () => {}),
    );
    app.addHook('onReady', async () => {
      if (!shouldSeedDemoStories(app.config, practice)) return;
      const added = await seedDemoStories(app.db);
      if (added > 0) app.log.info({ added }, 'stories: seeded the fictional demo stories (demo practice)');
    });
    await app.register(publicStoryRoutes);
  },
  { name: 'stories', dependencies: ['database', 'errors', 'body-types', 'rate-limit', 'mail'] },
);
