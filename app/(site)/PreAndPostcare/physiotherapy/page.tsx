import { BraceProviders, PhysioDirectory } from '@/components/care/physio-directory';
import { InfoPageView } from '@/components/info/info-page-view';
import { Blocks } from '@/components/ui/rich-text';
import { physiotherapyDirectory } from '@/content/care/physiotherapy';
import { pageMetadata } from '@/lib/page-metadata';
import { directoryRegions, physiotherapyInfoPage } from '@/lib/physiotherapy';

export const metadata = pageMetadata(physiotherapyDirectory);

export default function PhysiotherapyPage() {
  const { intro, braceProviders } = physiotherapyDirectory;
  return (
    <InfoPageView
      page={physiotherapyInfoPage(physiotherapyDirectory)}
      lead={
        <>
          <div className="max-w-prose">
            <Blocks blocks={intro} />
          </div>
          <PhysioDirectory regions={directoryRegions(physiotherapyDirectory)} />
          <BraceProviders {...braceProviders} />
        </>
      }
    />
  );
}
