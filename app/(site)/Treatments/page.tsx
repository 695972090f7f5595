import { IndexPageView } from '@/components/info/index-page-view';
import { treatmentsIndex } from '@/content/pages/indexes';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(treatmentsIndex);

export default function TreatmentsPage() {
  return <IndexPageView page={treatmentsIndex} />;
}
