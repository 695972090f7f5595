import { TrustPageView } from '@/components/trust/trust-page-view';
import { accessibilityStatement } from '@/content/trust/accessibility';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(accessibilityStatement);

export default function AccessibilityPage() {
  return <TrustPageView page={accessibilityStatement} />;
}
