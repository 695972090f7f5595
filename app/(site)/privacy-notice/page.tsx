import { TrustPageView } from '@/components/trust/trust-page-view';
import { privacyNotice } from '@/content/trust/privacy-notice';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(privacyNotice);

export default function PrivacyNoticePage() {
  return <TrustPageView page={privacyNotice} />;
}
