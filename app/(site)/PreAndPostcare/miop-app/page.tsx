import { InfoPageView } from '@/components/info/info-page-view';
import { miopApp } from '@/content/care/miop-app';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(miopApp);

export default function MiopAppPage() {
  return <InfoPageView page={miopApp} />;
}
