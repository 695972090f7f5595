import { DocumentCard } from './document-card';
import { documentCard } from './document-lookup';
import { type BlockProps, TitledSection } from './titled-section';

/** Download cards for guides, named by their ids in content/documents (an unknown id fails the build). */
export function DocumentsBlock({ id, title, documentIds, level = 2 }: BlockProps<'documents'>) {
  return (
    <TitledSection id={id} title={title} level={level}>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {documentIds.map((documentId) => (
          <li key={documentId}>
            <DocumentCard {...documentCard(documentId)} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
