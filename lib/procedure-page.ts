import type { InfoPage, PageBlock, ProcedurePage } from '@/content/types';

export const procedurePath = (procedure: Pick<ProcedurePage, 'joint' | 'slug'>) =>
  `/${procedure.joint}-procedures/${procedure.slug}`;

/** A procedure page as an information page, so one set of components renders both. */
export function procedureInfoPage(procedure: ProcedurePage): InfoPage {
  const blocks: PageBlock[] = [
    {
      type: 'sections',
      id: 'about-the-procedure',
      layout: 'stack',
      sections: [
        { id: 'what-it-is', title: 'What it is', blocks: procedure.whatItIs },
        { id: 'who-it-helps', title: 'Who it can help', blocks: procedure.whoItHelps },
        { id: 'on-the-day', title: 'On the day', blocks: procedure.onTheDay },
        { id: 'recovery', title: 'Recovery', blocks: procedure.recovery },
        { id: 'risks', title: 'Risks', blocks: procedure.risks },
      ],
    },
  ];
  if (procedure.faqs?.length) {
    blocks.push({ type: 'faq', id: 'questions', title: 'Common questions', items: procedure.faqs });
  }
  blocks.push({ type: 'links', id: 'related', title: 'Related pages', links: procedure.related });
  return {
    path: procedurePath(procedure),
    title: procedure.title,
    description: procedure.description,
    hero: { title: procedure.title, subtitle: procedure.summary },
    schemaType: 'MedicalProcedure',
    blocks,
    urgentHelp: procedure.urgentHelp,
    covers: procedure.covers,
    review: procedure.review,
  };
}
