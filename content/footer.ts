import type { NavLink } from '@/content/navigation';
import { accessibilityStatement } from '@/content/trust/accessibility';
import { feesAndDeclarations } from '@/content/trust/fees-and-declarations';
import { privacyNotice } from '@/content/trust/privacy-notice';
import { testimonialsPolicy } from '@/content/trust/testimonials-policy';

/** Trust and policy pages linked from every footer. Add a page here once it exists: every link must resolve. */
export const footerPolicyLinks: NavLink[] = [
  { label: 'Privacy notice', href: privacyNotice.path },
  { label: 'Accessibility', href: accessibilityStatement.path },
  { label: 'Fees and declarations', href: feesAndDeclarations.path },
  { label: 'Testimonials policy', href: testimonialsPolicy.path },
];
