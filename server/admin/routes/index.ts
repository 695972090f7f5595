import type { FastifyInstance } from 'fastify';

import type { AdminSettings } from '../sessions';
import auditRoutes from './audit';
import authRoutes from './auth';
import enquiryInboxRoutes from './enquiries';
import exportRoutes from './export';
import outboxRoutes from './outbox';
import storyModerationRoutes from './stories';

/** The back office's endpoints (mounted at /api/admin, behind the session and CSRF checks of ../plugin.ts). */
export default async function adminRoutes(app: FastifyInstance, { settings }: { settings: AdminSettings }) {
  await app.register(authRoutes, { settings });
  await app.register(storyModerationRoutes);
  await app.register(enquiryInboxRoutes);
  await app.register(outboxRoutes);
  await app.register(exportRoutes);
  await app.register(auditRoutes);
}
