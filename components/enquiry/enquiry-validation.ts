import { zodResolver } from '@hookform/resolvers/zod';

import { contactSchema, enquirySchemas } from '@/lib/validations/enquiry';
import type { EnquiryFormId } from '@/lib/validations/enquiry-fields';

/** Loaded on a form's first focus or input (lib/validations/lazy-resolver.ts), not with the page. */
export const enquiryResolver = (form: EnquiryFormId) =>
  // The consultation schemas only add a required phone: same fields, stricter rules.
  zodResolver(enquirySchemas[form] as typeof contactSchema);
