import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { StaffMail } from '../../../lib/admin/contracts';

import { recordAudit } from '../../audit/audit-log';
import { httpError, parseRequest } from '../../plugins/errors';
import { idParams } from './id-params';

const listQuery = z.object({ status: z.enum(['pending', 'sending', 'sent', 'failed', 'all']).default('all') });

const listedColumns = [
  'id',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'created_at',
  'sent_at',
] as const;

/** The mail outbox: what was sent, what is waiting, what failed; a failed mail can be tried again. */
export default async function outboxRoutes(app: FastifyInstance) {
  app.get('/outbox', async (request): Promise<StaffMail[]> => {
    const { status } = parseRequest(listQuery, request.query);
    return app.db
      .selectFrom('mail_outbox')
      .select(listedColumns)
      .$if(status !== 'all', (q) => q.where('status', '=', status as Exclude<typeof status, 'all'>))
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
  });

  /** A failed mail goes back to the queue with a fresh set of attempts; the worker sends it on its next round. */
  app.post('/outbox/:id/retry', async (request, reply) => {
    const { id } = parseRequest(idParams, request.params);
    const staff = request.staff!;
    const now = new Date().toISOString();
    const retried = await app.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('mail_outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await recordAudit(trx, {
        staff: { id: staff.staffId, email: staff.email },
        action: 'mail-retried',
        target: { type: 'mail', id },
      });
      return true;
    });
    if (!retried) throw httpError(409, 'Only a failed mail can be tried again.');
    return reply.code(204).send();
  });
}
