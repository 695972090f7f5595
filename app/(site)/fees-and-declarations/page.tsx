import { TrustPageView } from '@/components/trust/trust-page-view';
import { feesAndDeclarations } from '@/content/trust/fees-and-declarations';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(feesAndDeclarations);

export default function FeesAndDeclarationsPage() {
  return <TrustPageView page={feesAndDeclarations} />;
}
