// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ContentSection } from '@/content/types';

import { SectionsBlock } from './sections-block';

const sections: ContentSection[] = [
  { id: 'overview', title: 'Overview', blocks: [{ kind: 'paragraph', text: 'Overview text.' }] },
  { id: 'procedure', title: 'Procedure', blocks: [{ kind: 'paragraph', text: 'Procedure text.' }] },
  { id: 'recovery', title: 'Recovery', blocks: [{ kind: 'paragraph', text: 'Recovery text.' }] },
];

const duplicateIds = (root: HTMLElement) => {
  const ids = [...root.querySelectorAll('[id]')].map((el) => el.id);
  return ids.filter((id, i) => ids.indexOf(id) !== i);
};

describe('SectionsBlock', () => {
  it('"tabs": a tab list for desktop and an accordion for phones, both in the HTML, ids unique', () => {
    const { container } = render(<SectionsBlock id="about" layout="tabs" sections={sections} />);
    expect(screen.getAllByRole('tab', { hidden: true }).map((t) => t.textContent)).toEqual([
      'Overview',
      'Procedure',
      'Recovery',
    ]);
    expect(container.querySelectorAll('details[name="about"]')).toHaveLength(3);
    expect(container.querySelector('#recovery')).toHaveTextContent('Recovery text.');
    expect(duplicateIds(container)).toEqual([]);
  });

  it('"columns": column cards and an accordion, ids unique', () => {
    const { container } = render(<SectionsBlock id="details" title="Details" layout="columns" sections={sections} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(container.querySelectorAll('details[name="details"]')).toHaveLength(3);
    expect(duplicateIds(container)).toEqual([]);
  });

  it('"stack": each section under its own heading', () => {
    render(<SectionsBlock id="s" layout="stack" sections={sections} />);
    expect(screen.getByRole('region', { name: 'Procedure' })).toHaveTextContent('Procedure text.');
  });
});
