import { describe, expect, it } from 'vitest';

import { testimonial } from '@/tests/support/stories';

import { categoriesFor, filterStories, matchesStory, sortNewestFirst } from './filter';

const knee = testimonial({
  id: 'knee',
  name: 'Margaret T.',
  text: 'Walking the dog again without pain.',
  surgeryType: 'Total Knee Replacement',
  hadSurgery: true,
  submitDate: '2025-03-01T09:00:00Z',
});
const hip = testimonial({
  id: 'hip',
  name: 'Raj P.',
  text: 'Back on the golf course.',
  surgeryType: 'Hip Replacement',
  hadSurgery: true,
  submitDate: '2025-05-01T09:00:00Z',
});
const arthritis = testimonial({
  id: 'arthritis',
  name: 'Eileen W.',
  text: 'Physio and advice helped my knee.',
  surgeryType: 'Knee Arthritis',
  hadSurgery: false,
  submitDate: '2025-04-01T09:00:00Z',
});
const otherCondition = testimonial({
  id: 'other-condition',
  name: 'Tom H.',
  text: 'Clear explanation of the scan.',
  surgeryType: 'Baker’s cyst',
  hadSurgery: false,
  submitDate: '2025-02-01T09:00:00Z',
});
const all = [knee, hip, arthritis, otherCondition];

describe('matchesStory on the All tab', () => {
  const on = (search: string) =>
    all.filter((s) => matchesStory(s, { tab: 'all', search, category: 'All' })).map((s) => s.id);

  it('matches a case-insensitive substring of the text or the name', () => {
    expect(on('GOLF')).toEqual(['hip']);
    expect(on('margaret')).toEqual(['knee']);
    expect(on('')).toEqual(['knee', 'hip', 'arthritis', 'other-condition']);
  });

  it('does not search the surgery type on the All tab', () => {
    expect(on('replacement')).toEqual([]);
  });
});

describe('matchesStory on the Conditions and Treatments tabs', () => {
  it('searches surgery type and text, not the name', () => {
    const treatments = (search: string) =>
      all.filter((s) => matchesStory(s, { tab: 'treatments', search, category: 'All' })).map((s) => s.id);
    expect(treatments('hip replacement')).toEqual(['hip']);
    expect(treatments('dog')).toEqual(['knee']);
    expect(treatments('raj')).toEqual([]);
  });

  it('keeps each tab to its own kind of story', () => {
    const ids = (tab: 'conditions' | 'treatments') =>
      all.filter((s) => matchesStory(s, { tab, search: '', category: 'All' })).map((s) => s.id);
    expect(ids('treatments')).toEqual(['knee', 'hip']);
    expect(ids('conditions')).toEqual(['arthritis', 'other-condition']);
  });

  it('needs an exact category match unless the category is All', () => {
    const match = (category: string, search = '') =>
      all.filter((s) => matchesStory(s, { tab: 'treatments', search, category })).map((s) => s.id);
    expect(match('Hip Replacement')).toEqual(['hip']);
    expect(match('Knee Arthroscopy')).toEqual([]);
    expect(match('Hip Replacement', 'dog')).toEqual([]);
  });

  it('files stories in the patient’s own words under Other', () => {
    const conditions = (category: string) =>
      all.filter((s) => matchesStory(s, { tab: 'conditions', search: '', category })).map((s) => s.id);
    expect(conditions('Other')).toEqual(['other-condition']);
    expect(conditions('Knee Arthritis')).toEqual(['arthritis']);
  });
});

describe('sortNewestFirst', () => {
  it('orders by submit date, newest first, falling back to the date', () => {
    const undated = testimonial({ id: 'by-date', submitDate: '', date: '2025-04-15' });
    const nothing = testimonial({ id: 'nothing', submitDate: 'not a date', date: '' });
    expect(sortNewestFirst([nothing, ...all, undated]).map((s) => s.id)).toEqual([
      'hip',
      'by-date',
      'arthritis',
      'knee',
      'other-condition',
      'nothing',
    ]);
  });
});

describe('filterStories', () => {
  it('filters then sorts newest first', () => {
    expect(filterStories(all, { tab: 'all', search: 'the', category: 'All' }).map((s) => s.id)).toEqual([
      'hip',
      'knee',
      'other-condition',
    ]);
  });
});

describe('categoriesFor', () => {
  it('gives the spec’s lists for each tab and only All for the All tab', () => {
    expect(categoriesFor('all')).toEqual(['All']);
    expect(categoriesFor('conditions')).toContain('Kneecap Problems');
    expect(categoriesFor('treatments')).toContain('Patellar Stabilization');
  });
});
