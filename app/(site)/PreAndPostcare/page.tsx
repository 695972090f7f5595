import { InfoPageView } from '@/components/info/info-page-view';
import { preAndPostCare } from '@/content/care/pre-and-post-care';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(preAndPostCare);

export default function PreAndPostCarePage() {
  return <InfoPageView page={preAndPostCare} />;
}
