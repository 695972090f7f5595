import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { enquiryContent } from '../../../content/enquiry';
import { enquiryFormNames } from '../../../lib/admin/contracts';
import { type CsvColumn, csvUkTime as ukTime, toCsv } from '../../../lib/csv';
import { enquiryColumn, enquiryDetailFields } from '../../../lib/validations/enquiry-fields';
import { publicName } from '../../../lib/validations/story-fields';
import { recordAudit } from '../../audit/audit-log';
import { enquiriesWithHandling } from './enquiries';

/**
 * CSV downloads of the enquiries and the stories; each export is in the audit log (it carries personal data).
 * Times are UK local time as spreadsheets read a date and time (2026-07-01 10:30:00), in columns named
 * "... (UK time)"; the enquiry's form by its name, as the inbox shows it.
 */
export default async function exportRoutes(app: FastifyInstance) {
  async function sendExport<Row>(
    request: FastifyRequest,
    reply: FastifyReply,
    what: 'enquiries' | 'stories',
    rows: Row[],
    columns: CsvColumn<Row>[],
  ) {
    const staff = request.staff!;
    await recordAudit(app.db, {
      staff: { id: staff.staffId, email: staff.email },
      action: `${what}-exported`,
      detail: { rows: rows.length },
    });
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${what}-${date}.csv"`)
      .send(toCsv(columns, rows));
  }

  app.get('/export/enquiries.csv', async (request, reply) => {
    const rows = await enquiriesWithHandling(app.db).execute();
    return sendExport(request, reply, 'enquiries', rows, [
      { header: 'Received (UK time)', value: (r) => ukTime(r.created_at) },
      { header: 'Form', value: (r) => enquiryFormNames[r.form] },
      { header: 'First name', value: (r) => r.first_name },
      { header: 'Last name', value: (r) => r.last_name },
      { header: 'Email', value: (r) => r.email },
      { header: 'Phone', value: (r) => r.phone },
      { header: 'Message', value: (r) => r.message },
      ...enquiryDetailFields.map((field) => ({
        header: enquiryContent.labels[field],
        value: (r: (typeof rows)[number]) => r[enquiryColumn(field)],
      })),
      { header: 'Consent given (UK time)', value: (r) => ukTime(r.consented_at) },
      { header: 'Spam', value: (r) => (r.is_spam ? 'yes' : 'no') },
      { header: 'Read (UK time)', value: (r) => ukTime(r.read_at) },
      { header: 'Handled (UK time)', value: (r) => ukTime(r.handled_at) },
      { header: 'Handled by', value: (r) => r.handled_by },
    ]);
  });

  app.get('/export/stories.csv', async (request, reply) => {
    const rows = await app.db.selectFrom('stories').selectAll().orderBy('submitted_at', 'desc').execute();
    return sendExport(request, reply, 'stories', rows, [
      { header: 'Submitted (UK time)', value: (r) => ukTime(r.submitted_at) },
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
      { header: 'Consent given (UK time)', value: (r) => ukTime(r.consented_at) },
      { header: 'Consent wording', value: (r) => r.consent_text },
      { header: 'Decided (UK time)', value: (r) => ukTime(r.decided_at) },
      { header: 'Decided by', value: (r) => r.decided_by },
      { header: 'Rejection reason', value: (r) => r.rejection_reason },
      { header: 'Edited (UK time)', value: (r) => ukTime(r.edited_at) },
      { header: 'Edited by', value: (r) => r.edited_by },
      { header: 'Demo data', value: (r) => (r.is_demo ? 'yes' : 'no') },
    ]);
  });
}
