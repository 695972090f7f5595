import { describe, expect, it } from 'vitest';

import { testDatabaseKinds } from '@/tests/support/database';
import { serverOn } from '@/tests/support/server';
import { validStory } from '@/tests/support/stories';

/** A browser resends a story whose answer it lost; several copies can arrive at once. */
describe.each(testDatabaseKinds)('resending one story on %s', (kind) => {
  const running = serverOn(kind, {
    SERVE_SITE: 'false',
    DEMO_DATA: 'false',
    STORY_RATE_LIMIT_MAX: '10000',
  });

  it('stores it once, with one notification, however many copies race each other', async () => {
    for (let round = 0; round < 10; round++) {
      const submissionId = crypto.randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${running.server.baseUrl}/api/submit-story`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...validStory, submissionId }),
          }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
      const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
      expect(new Set(ids).size).toBe(1);
      const rows = await running.server.app.db
        .selectFrom('stories')
        .select('id')
        .where('submission_id', '=', submissionId)
        .execute();
      expect(rows).toEqual([{ id: ids[0] }]);
    }
    const mails = await running.server.app.db.selectFrom('mail_outbox').select('id').execute();
    expect(mails).toHaveLength(10);
  });
});
