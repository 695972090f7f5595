import { describe, expect, it } from 'vitest';

import { testDatabaseKinds } from '@/tests/support/database';
import { serverOn, startServer } from '@/tests/support/server';
import { eventually } from '@/tests/support/smtp';
import { validStory } from '@/tests/support/stories';

const staff = { staffId: 'staff-id', email: 'staff@example.com' };

/** GET /api/stories is revalidated on every view (ETag), so a story staff approve shows at once. */
describe.each(testDatabaseKinds)('the published stories on %s', (kind) => {
  const running = serverOn(kind, {
    SERVE_SITE: 'false',
    DEMO_DATA: 'false',
    STORY_RATE_LIMIT_MAX: '100',
  });
  const list = (etag?: string) =>
    fetch(`${running.server.baseUrl}/api/stories`, { headers: etag ? { 'If-None-Match': etag } : {} });
  const submit = async (description: string) => {
    const res = await fetch(`${running.server.baseUrl}/api/submit-story`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validStory, description }),
    });
    return ((await res.json()) as { id: string }).id;
  };
  const texts = async (res: Response) => ((await res.json()) as { text: string }[]).map((s) => s.text);

  it('is revalidated on every view: no-cache, an ETag, and 304 while nothing changed', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list(etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('shows each moderation step at once: approve, edit, unpublish, and reject after approval', async () => {
    const id = await submit('Shown at once.');
    let etag = (await list()).headers.get('etag')!;
    const step = async (act: () => Promise<void>) => {
      await act();
      const res = await list(etag);
      expect(res.status).toBe(200);
      etag = res.headers.get('etag')!;
      return texts(res);
    };
    expect(await step(() => running.server.app.storyModeration.approve(staff, id))).toContain('Shown at once.');
    expect(await step(() => running.server.app.storyModeration.editText(staff, id, 'Edited.'))).toContain('Edited.');
    expect(await step(() => running.server.app.storyModeration.unpublish(staff, id))).not.toContain('Edited.');
    expect(await step(() => running.server.app.storyModeration.approve(staff, id))).toContain('Edited.');
    expect(await step(() => running.server.app.storyModeration.reject(staff, id, 'Names a patient'))).not.toContain(
      'Edited.',
    );
  });

  if (kind === 'postgres') {
    it('shows an approval made on another instance within a second or so', async () => {
      const other = await startServer({ DATABASE_URL: running.database.url, SERVE_SITE: 'false', DEMO_DATA: 'false' });
      try {
        const id = await submit('Approved elsewhere.');
        expect(await texts(await fetch(`${other.baseUrl}/api/stories`))).not.toContain('Approved elsewhere.');
        await running.server.app.storyModeration.approve(staff, id);
        await eventually(
          'the other instance to show it',
          async () => (await texts(await fetch(`${other.baseUrl}/api/stories`))).includes('Approved elsewhere.'),
          2500,
        );
      } finally {
        await other.close();
      }
    });
  }
});
