import { TrustPageView } from '@/components/trust/trust-page-view';
import { testimonialsPolicy } from '@/content/trust/testimonials-policy';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(testimonialsPolicy);

export default function TestimonialsPolicyPage() {
  return <TrustPageView page={testimonialsPolicy} />;
}
