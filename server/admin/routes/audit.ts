import type { FastifyInstance } from 'fastify';

import type { AuditLogEntry } from '../../../lib/admin/contracts';

/** The latest staff actions, newest first. */
export default async function auditRoutes(app: FastifyInstance) {
  app.get('/audit', async (): Promise<AuditLogEntry[]> =>
    app.db
      .selectFrom('audit_log')
      .select(['id', 'staff_email', 'action', 'target_type', 'target_id', 'detail', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(500)
      .execute(),
  );
}
