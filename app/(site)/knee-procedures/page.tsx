import { ProcedureIndexPage } from '@/components/info/procedure-index-page';
import { kneeProceduresPage } from '@/lib/info-pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata(kneeProceduresPage);

export default function KneeProceduresPage() {
  return <ProcedureIndexPage page={kneeProceduresPage} withContactForm />;
}
