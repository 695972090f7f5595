import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';

import type { EnquiryListFilter, HandledRequest, StaffEnquiry } from '../../../lib/admin/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../audit/audit-log';
import { httpError, parseRequest } from '../../plugins/errors';
import { idParams } from './id-params';

const listQuery = z.object({
  show: z.enum(['open', 'handled', 'all'] satisfies EnquiryListFilter[]).default('open'),
});
const handledBody = z.object({ handled: z.boolean() }) satisfies z.ZodType<HandledRequest>;

/** Enquiries with staff's handling (read, handled by whom) beside them; also used by the CSV export. */
export function enquiriesWithHandling(db: Kysely<Database>) {
  return db
    .selectFrom('enquiries')
    .leftJoin('enquiry_handling', 'enquiry_handling.enquiry_id', 'enquiries.id')
    .selectAll('enquiries')
    .select(['enquiry_handling.read_at', 'enquiry_handling.handled_at', 'enquiry_handling.handled_by'])
    .orderBy('enquiries.created_at', 'desc');
}

async function requireEnquiry(db: Kysely<Database>, id: string) {
  const found = await db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw httpError(404, 'There is no enquiry with that id.');
}

/** The enquiries inbox: open (not yet handled) by default; opening one marks it read. */
export default async function enquiryInboxRoutes(app: FastifyInstance) {
  app.get('/enquiries', async (request): Promise<StaffEnquiry[]> => {
    const { show } = parseRequest(listQuery, request.query);
    return enquiriesWithHandling(app.db)
      .$if(show === 'open', (q) => q.where('enquiry_handling.handled_at', 'is', null))
      .$if(show === 'handled', (q) => q.where('enquiry_handling.handled_at', 'is not', null))
      .limit(500)
      .execute();
  });

  app.post('/enquiries/:id/read', async (request, reply) => {
    const { id } = parseRequest(idParams, request.params);
    await requireEnquiry(app.db, id);
    const now = new Date().toISOString();
    await app.db
      .insertInto('enquiry_handling')
      .values({ enquiry_id: id, read_at: now, handled_at: null, handled_by: null })
      .onConflict((oc) =>
        oc.column('enquiry_id').doUpdateSet({ read_at: sql`coalesce(enquiry_handling.read_at, ${now})` }),
      )
      .execute();
    return reply.code(204).send();
  });

  app.post('/enquiries/:id/handled', async (request, reply) => {
    const { id } = parseRequest(idParams, request.params);
    const { handled } = parseRequest(handledBody, request.body);
    const staff = request.staff!;
    const now = new Date().toISOString();
    await app.db.transaction().execute(async (trx) => {
      await requireEnquiry(trx, id);
      const handling = { handled_at: handled ? now : null, handled_by: handled ? staff.email : null };
      await trx
        .insertInto('enquiry_handling')
        .values({ enquiry_id: id, read_at: now, ...handling })
        .onConflict((oc) =>
          oc
            .column('enquiry_id')
            .doUpdateSet({ ...handling, read_at: sql`coalesce(enquiry_handling.read_at, ${now})` }),
        )
        .execute();
      await recordAudit(trx, {
        staff: { id: staff.staffId, email: staff.email },
        action: handled ? 'enquiry-handled' : 'enquiry-reopened',
        target: { type: 'enquiry', id },
      });
    });
    return reply.code(204).send();
  });
}
