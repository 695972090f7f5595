import { describe, expect, it } from 'vitest';

import { practice } from '@/content/practice';
import { createTestDatabase } from '@/tests/support/database';
import { startServer } from '@/tests/support/server';

type Listed = { id: string; surgeryType: string; stars: number; fictional?: boolean };

/** The stories an empty database shows once the server has started with `env`, and what staff see of them. */
async function storiesAfterStart(env: Record<string, string>) {
  const database = await createTestDatabase('sqlite');
  const server = await startServer({ DATABASE_URL: database.url, SERVE_SITE: 'false', ...env });
  try {
    const listed = (await (await fetch(`${server.baseUrl}/api/stories`)).json()) as Listed[];
    const staffRows = await server.app.storyModeration.list('approved');
    return { listed, staffRows };
  } finally {
    await server.close();
    await database.drop();
  }
}

describe('demo stories while content/practice.ts is the fictional demo practice', () => {
  it('is the demo practice', () => {
    expect(practice.demo).toBe(true);
  });

  it.each(['production', 'development', 'test'])(
    'fill an empty database in NODE_ENV=%s, each marked fictional in the API and for staff',
    async (nodeEnv) => {
      const { listed, staffRows } = await storiesAfterStart({ NODE_ENV: nodeEnv });
      expect(listed.length).toBeGreaterThanOrEqual(12);
      expect(new Set(listed.map((s) => s.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(listed.map((s) => s.surgeryType)).toEqual(expect.arrayContaining(['Knee Arthritis', 'Hip Replacement']));
      expect(listed.every((story) => story.fictional === true)).toBe(true);
      expect(staffRows).toHaveLength(listed.length);
      expect(staffRows.every((row) => row.is_demo === 1)).toBe(true);
    },
  );

  it('stay out when DEMO_DATA=false', async () => {
    expect((await storiesAfterStart({ DEMO_DATA: 'false' })).listed).toEqual([]);
  });
});
