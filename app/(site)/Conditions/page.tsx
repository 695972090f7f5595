import { IndexPageView } from '@/components/info/index-page-view';
import { conditionsIndex } from '@/content/pages/indexes';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(conditionsIndex);

export default function ConditionsPage() {
  return <IndexPageView page={conditionsIndex} />;
}
