import { ProcedureIndexPage } from '@/components/info/procedure-index-page';
import { hipProceduresPage } from '@/lib/info-pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(hipProceduresPage);

export default function HipProceduresPage() {
  return <ProcedureIndexPage page={hipProceduresPage} />;
}
