import type { NewEnquiry } from '@/server/enquiries/save-enquiry';

/** An enquiry as the route hands it to saveEnquiry(), valid on every count; the first name tells tests apart. */
export const newEnquiry = (firstName: string): NewEnquiry => ({
  form: 'contact',
  subject: 'Website: message',
  spam: false,
  enquiry: {
    firstName,
    lastName: 'Example',
    phone: undefined,
    email: 'ann@example.com',
    message: 'Hello',
    consent: true,
  },
});
