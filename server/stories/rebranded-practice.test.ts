import { describe, expect, it, vi } from 'vitest';

import { createTestDatabase } from '@/tests/support/database';
import { validStory } from '@/tests/support/stories';

describe('a re-branded practice (no demo: true in content/practice.ts)', () => {
  it('never gets the demo stories, whatever DEMO_DATA or NODE_ENV say, and its own stories are not marked fictional', async () => {
    // A real practice: the example of a re-branded module (examples/second-practice, which has no `demo: true`).
    // The server is imported afresh after the swap: a worker runs several files and may hold the demo practice.
    vi.resetModules();
    vi.doMock('@/content/practice', () => import('@/examples/second-practice/practice'));
    const { startServer } = await import('@/tests/support/server');
    const database = await createTestDatabase('sqlite');
    const server = await startServer({
      DATABASE_URL: database.url,
      SERVE_SITE: 'false',
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
    });
    try {
      expect(await (await fetch(`${server.baseUrl}/api/stories`)).json()).toEqual([]);
      expect(await server.app.db.selectFrom('stories').select('id').execute()).toEqual([]);

      const sent = await fetch(`${server.baseUrl}/api/submit-story`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validStory),
      });
      const { id } = (await sent.json()) as { id: string };
      await server.app.storyModeration.approve({ staffId: 'staff', email: 'staff@example.com' }, id);
      const [story] = (await (await fetch(`${server.baseUrl}/api/stories`)).json()) as Record<string, unknown>[];
      expect(story).toMatchObject({ id, name: 'Margaret T.' });
      expect(story).not.toHaveProperty('fictional');
    } finally {
      await server.close();
      await database.drop();
      // Put the demo practice back for the next file this worker runs: unmocked, and every module that read the
      // swapped one loaded afresh (the PDF test failed here when it came next).
      vi.doUnmock('@/content/practice');
      vi.resetModules();
    }
  });
});
