import type { FastifyInstance, FastifyReply } from 'fastify';

import { toCsv } from '../../../lib/csv';
import { londonIsoWithOffset as ukTime } from '../../../lib/london-time';
import { publicName } from '../../../lib/validations/story-fields';
import { recordAudit } from '../../audit/audit-log';
import { enquiriesWithHandling } from './enquiries';

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${date}.csv"`)
    .send(csv);
}

/**
 * CSV downloads of the enquiries and the stories; each export is in the audit log (it carries personal data).
 * Times are UK local time in ISO 8601 with the offset (2026-07-01T10:30:00+01:00), as the back office shows them.
 */
export default async function exportRoutes(app: FastifyInstance) {
  app.get('/export/enquiries.csv', async (request, reply) => {
    const rows = await enquiriesWithHandling(app.db).execute();
    const staff = request.staff!;
    await recordAudit(app.db, {
      staff: { id: staff.staffId, email: staff.email },
      action: 'enquiries-exported',
      detail: { rows: rows.length },
    });
    return sendCsv(
      reply,
      'enquiries',
      toCsv(
        [
          { header: 'Received', value: (r) => ukTime(r.created_at) },
          { header: 'Form', value: (r) => r.form },
          { header: 'First name', value: (r) => r.first_name },
          { header: 'Last name', value: (r) => r.last_name },
          { header: 'Email', value: (r) => r.email },
          { header: 'Phone', value: (r) => r.phone },
          { header: 'Message', value: (r) => r.message },
          { header: 'Consent given', value: (r) => ukTime(r.consented_at) },
          { header: 'Spam', value: (r) => (r.is_spam ? 'yes' : 'no') },
          { header: 'Read', value: (r) => ukTime(r.read_at) },
          { header: 'Handled', value: (r) => ukTime(r.handled_at) },
          { header: 'Handled by', value: (r) => r.handled_by },
        ],
        rows,
      ),
    );
  });

  app.get('/export/stories.csv', async (request, reply) => {
    const rows = await app.db.selectFrom('stories').selectAll().orderBy('submitted_at', 'desc').execute();
    const staff = request.staff!;
    await recordAudit(app.db, {
      staff: { id: staff.staffId, email: staff.email },
      action: 'stories-exported',
      detail: { rows: rows.length },
    });
    return sendCsv(
      reply,
      'stories',
      toCsv(
        [
          { header: 'Submitted', value: (r) => ukTime(r.submitted_at) },
          { header: 'Status', value: (r) => r.status },
          { header: 'Published name', value: (r) => publicName(r.first_name, r.last_name) },
          { header: 'First name', value: (r) => r.first_name },
          { header: 'Last name', value: (r) => r.last_name },
          { header: 'Email', value: (r) => r.email },
          { header: 'Phone', value: (r) => r.phone },
          { header: 'Consultation date', value: (r) => r.consultation_date },
          { header: 'Consultation time', value: (r) => r.consultation_time },
          { header: 'Had surgery', value: (r) => (r.had_surgery ? 'yes' : 'no') },
          { header: 'About', value: (r) => r.surgery_type },
          { header: 'Rating', value: (r) => r.rating },
          { header: 'Original text', value: (r) => r.original_text },
          { header: 'Published text (edited)', value: (r) => r.published_text },
          { header: 'Consent given', value: (r) => ukTime(r.consented_at) },
          { header: 'Consent wording', value: (r) => r.consent_text },
          { header: 'Decided', value: (r) => ukTime(r.decided_at) },
          { header: 'Decided by', value: (r) => r.decided_by },
          { header: 'Rejection reason', value: (r) => r.rejection_reason },
          { header: 'Edited', value: (r) => ukTime(r.edited_at) },
          { header: 'Edited by', value: (r) => r.edited_by },
          { header: 'Demo data', value: (r) => (r.is_demo ? 'yes' : 'no') },
        ],
        rows,
      ),
    );
  });
}
