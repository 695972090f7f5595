import { describe, expect, it } from 'vitest';

import { infoPages } from '@/lib/info-pages';
import { allProcedures } from '@/content/procedures';
import { pageText } from '@/lib/page-text';
import { procedureInfoPage } from '@/lib/procedure-page';
import { mentionedFlags, redFlagMentions, tierConflicts } from '@/lib/red-flag-statements';

import { redFlags, urgentHelpFor, urgentHelpTopics, type RedFlagId } from '@/content/urgent-help';

/** Every page and guide a patient reads (guides through their web pages, built from the same modules as the PDFs). */
const pages = [...infoPages, ...allProcedures.map(procedureInfoPage)];

describe('the one urgency scale in prose', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s states every red flag with its registered tier',
    (_, page) => {
      expect(tierConflicts(pageText(page).blocks)).toEqual([]);
    },
  );

  it('catches a red flag given a lower tier than the registry', () => {
    const conflicts = tierConflicts([
      {
        kind: 'paragraph',
        text: '**Get help the same day from your GP or NHS 111** if a joint suddenly becomes hot, red, swollen and very painful, especially if you have a high temperature or feel unwell.',
      },
    ]);
    expect(conflicts).toMatchObject([
      { flag: 'hot-swollen-knee-with-fever', stated: 'urgent', registered: 'emergency' },
    ]);
  });

  it('catches a red flag given a higher tier, and a list intro that sets the tier for its items', () => {
    const conflicts = tierConflicts([
      {
        kind: 'list',
        intro: 'Go to A&E if:',
        items: ['your calf is swollen and painful', 'you have chest pain'],
      },
    ]);
    expect(conflicts).toMatchObject([{ flag: 'calf-clot', stated: 'emergency', registered: 'urgent' }]);
  });

  it('reads each registered flag in its own words', () => {
    const missing = (Object.keys(redFlags) as RedFlagId[]).filter(
      (id) => !mentionedFlags(redFlags[id].text).includes(id),
    );
    expect(missing).toEqual([]);
  });

  it('has a prose pattern for every red flag, so a new flag is checked in prose too', () => {
    const without = Object.keys(redFlags).filter((id) => !(id in redFlagMentions));
    expect(without, 'add a pattern for these flags to lib/red-flag-statements.ts').toEqual([]);
  });
});

describe('urgent-help topics', () => {
  it('list each flag once and show at least one', () => {
    for (const [topic, ids] of Object.entries(urgentHelpTopics)) {
      expect(new Set(ids).size, topic).toBe(ids.length);
      const box = urgentHelpFor(topic as keyof typeof urgentHelpTopics);
      expect(box.emergency.length + box.urgent.length, topic).toBeGreaterThan(0);
    }
  });
});
