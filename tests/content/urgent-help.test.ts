import { describe, expect, it } from 'vitest';

import { allProcedures } from '@/content/procedures';
import { sources } from '@/content/sources';
import {
  redFlags,
  urgentHelpFor,
  urgentHelpTopics,
  vocabulary,
  type RedFlag,
  type RedFlagId,
} from '@/content/urgent-help';
import { infoPages } from '@/lib/info-pages';
import { pageText } from '@/lib/page-text';
import { procedureInfoPage } from '@/lib/procedure-page';
import { flagsInConversation, flagsInStatement } from '@/lib/red-flags/detect';
import { compiledVocabulary } from '@/lib/red-flags/phrases';
import { tierConflicts } from '@/lib/red-flags/statements';

/** Every page and guide a patient reads (guides through their web pages, built from the same modules as the PDFs). */
const pages = [...infoPages, ...allProcedures.map(procedureInfoPage)];
const flagIds = Object.keys(redFlags) as RedFlagId[];

describe('the red-flag registry', () => {
  it.each(flagIds)('%s is raised by its own example, as a visitor would write it', (id) => {
    expect(flagsInConversation(redFlags[id].detect.example)).toContain(id);
  });

  it.each(flagIds)('%s is named by its own box wording, as a page would state it', (id) => {
    expect(flagsInStatement(redFlags[id].text).map((raised) => raised.flag)).toContain(id);
  });

  it('cites a source the site lists for every flag', () => {
    for (const id of flagIds) expect(sources, id).toHaveProperty(redFlags[id].source);
  });

  it('writes every phrase in the vocabulary syntax, naming only entries that exist', () => {
    expect(() => compiledVocabulary()).not.toThrow();
  });

  it('uses every sign and circumstance of the vocabulary in some flag (no word list nobody reads)', () => {
    // The safety net's and the reading's own classes, read by lib/red-flags/detect.ts itself.
    const used = new Set<string>([
      'complaint',
      'long-standing',
      'new-or-sudden',
      'settling',
      'checked-clear',
      'gone-since',
    ]);
    const references = JSON.stringify(Object.values(vocabulary)).matchAll(/\{([a-z-]+)\}/g);
    for (const [, id] of references) used.add(id!);
    for (const { detect } of Object.values(redFlags) as RedFlag[]) {
      for (const combination of detect.when) {
        const options = 'signs' in combination ? combination : { signs: combination, in: [], notIn: [] };
        for (const id of [...options.signs, ...(options.in ?? []), ...(options.notIn ?? [])]) used.add(id);
      }
    }
    expect(Object.keys(vocabulary).filter((id) => !used.has(id))).toEqual([]);
  });
});

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

  it('catches the cold, pale leg after an operation told to wait for the surgical team (the registry says 999)', () => {
    const conflicts = tierConflicts([
      { kind: 'paragraph', text: 'Contact your surgical team today if your foot is cold, pale or blue.' },
    ]);
    expect(conflicts).toMatchObject([{ flag: 'leg-numb-pale-cold', stated: 'urgent', registered: 'emergency' }]);
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
