import { InfoPageView } from '@/components/info/info-page-view';
import { usefulLinks } from '@/content/useful-links';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(usefulLinks);

export default function UsefulLinksPage() {
  return <InfoPageView page={usefulLinks} />;
}
