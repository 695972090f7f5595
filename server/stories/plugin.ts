import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { practice } from '@/content/practice';
import { isPostgres } from '../db/database';
import { seedDemoStories, shouldSeedDemoStories } from './demo';
import { storyModeration, type StoryModeration } from './moderation';
import { publishedStoriesCache, type PublishedStoriesCache } from './published-list';
import { listApprovedStories } from './repository';
import publicStoryRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff's moderation steps (the back office's story routes call them). */
    storyModeration: StoryModeration;
    /** GET /api/stories's body, serialised once per change. */
    publishedStories: PublishedStoriesCache;
  }
}

/**
 * The patient stories: the public list and the submission form (./routes.ts), moderation for the back office,
 * and the demo stories, seeded once the database is ready (never while routes are being registered). Every change
 * to what is published (a moderation step, the seeding) clears the cached list.
 */
export default fp(
  async function storiesPlugin(app: FastifyInstance) {
    const published = publishedStoriesCache(() => listApprovedStories(app.db), {
      // Other instances may change a shared database: read it again after a second.
      maxAgeMs: isPostgres(app.db) ? 1000 : Infinity,
    });
    app.decorate('publishedStories', published);
    app.decorate(
      'storyModeration',
      storyModeration(app.db, () => published.invalidate()),
    );

    app.addHook('onReady', async () => {
      if (!shouldSeedDemoStories(app.config, practice)) return;
      const added = await seedDemoStories(app.db);
      published.invalidate();
      if (added > 0) app.log.info({ added }, 'stories: seeded the fictional demo stories (demo practice)');
    });
    await app.register(publicStoryRoutes);
  },
  { name: 'stories', dependencies: ['database', 'errors', 'body-types', 'rate-limit', 'mail'] },
);
