// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SearchResultsView } from './results-view';
import { markWords, type SearchAnswer } from '@/lib/search/site-search';

const answer = (overrides: Partial<SearchAnswer>): SearchAnswer => ({
  query: 'knee',
  count: 0,
  groups: [],
  flags: [],
  ...overrides,
});

describe('markWords', () => {
  it('marks the words whose stem the query holds, keeping the text between them', () => {
    const pieces = markWords('Kneeling will not damage your new knee.', new Set(['kneel', 'knee']));
    expect(pieces).toEqual([
      { text: 'Kneeling', match: true },
      { text: ' will not damage your new ', match: false },
      { text: 'knee', match: true },
      { text: '.', match: false },
    ]);
  });
});

describe('SearchResultsView', () => {
  it('groups hits under their page, marks matched words and escapes everything as text', () => {
    render(
      <SearchResultsView
        answer={answer({
          query: '<b>knee</b>',
          count: 1,
          groups: [
            {
              url: '/Treatments/total-knee-replacement',
              title: 'Total knee replacement',
              hits: [
                {
                  url: '/Treatments/total-knee-replacement#recovery',
                  heading: 'Recovery',
                  snippet: [
                    { text: '<img src=x> Your ', match: false },
                    { text: 'knee', match: true },
                  ],
                },
              ],
            },
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('1 result for “<b>knee</b>”');
    const [page] = within(screen.getByRole('list', { name: /1 result/ })).getAllByRole('listitem');
    expect(within(page!).getByRole('heading', { level: 3 })).toHaveTextContent('Total knee replacement');
    expect(screen.getByRole('link', { name: 'Recovery' })).toHaveAttribute(
      'href',
      '/Treatments/total-knee-replacement#recovery',
    );
    expect(document.querySelector('mark')).toHaveTextContent('knee');
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('shows the urgent-help box of the flags named, above the count', () => {
    render(<SearchResultsView answer={answer({ query: 'chest pain', flags: ['chest-pain'] })} />);
    const box = screen.getByRole('complementary', { name: 'When to get help urgently' });
    expect(box).toHaveTextContent(/chest pain, especially pain that is worse when you breathe in/);
    expect(box.compareDocumentPosition(screen.getByRole('heading', { name: /No results/ }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('offers five topics and the contact route when nothing matches', () => {
    render(<SearchResultsView answer={answer({ query: 'xylophone' })} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No results for “xylophone”');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'get in touch' })).toHaveAttribute('href', '/#contact');
  });
});
