import { accessibilityStatement } from '@/content/trust/accessibility';
import { feesAndDeclarations } from '@/content/trust/fees-and-declarations';
import { privacyNotice } from '@/content/trust/privacy-notice';
import { testimonialsPolicy } from '@/content/trust/testimonials-policy';
import type { TrustPage } from '@/content/trust/types';

/** The trust pages, in the order the footer lists them. The chat assistant indexes them from here. */
export const trustPages: readonly TrustPage[] = [
  privacyNotice,
  accessibilityStatement,
  feesAndDeclarations,
  testimonialsPolicy,
];
