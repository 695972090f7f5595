import { describe, expect, it } from 'vitest';

import { buildChatIndexFile } from '@/lib/chat/corpus';
import { loadIndex } from '@/lib/chat/chat-index';

import { searchSite } from './site-search';

const index = loadIndex(buildChatIndexFile());
const pagesFor = (query: string) => searchSite(index, query).groups.map((group) => group.url);

describe('searchSite', () => {
  it.each([
    ['knee replacement', '/Treatments/total-knee-replacement'],
    ['knee replacment', '/Treatments/total-knee-replacement'],
    ['hip replacement', '/Treatments/hip-replacement'],
    ['partial knee replacement', '/Treatments/partial-knee-replacement'],
    ['acl reconstruction', '/Treatments/acl-reconstruction'],
    ['meniscus', '/Conditions/cartilage-tear'],
  ])('puts the page named by "%s" first, above the guides about it', (query, page) => {
    expect(pagesFor(query)[0]).toBe(page);
  });

  it.each([
    ['hip resurfacing', '/Treatments/hip-replacement'],
    ['new hip', '/Treatments/hip-replacement'],
  ])('puts the main page of the one operation "%s" names first, though its title says other words', (query, page) => {
    expect(pagesFor(query)[0]).toBe(page);
  });

  it('finds a section that answers the aspect asked in other words ("flying" and "flights")', () => {
    expect(pagesFor('flying')).toContain('/guides/hip-replacement-patient-guide');
  });

  it('lists the page on care around any operation for a query that names no operation', () => {
    expect(pagesFor('wound care')[0]).toBe('/PreAndPostcare');
    expect(pagesFor('wound care after knee replacement')[0]).not.toBe('/PreAndPostcare');
  });

  it('finds the About page, and the hip replacement pages for a hip revision', () => {
    expect(pagesFor('where did the surgeon train')).toContain('/AboutMe');
    expect(pagesFor('hip revision').slice(0, 3)).toContain('/Treatments/hip-replacement');
  });

  it('finds nothing for a part of the body our pages do not treat, unless a page says all of it', () => {
    expect(pagesFor('sprained wrist')).toEqual([]);
    expect(pagesFor('tennis elbow treatment')).toEqual([]);
    expect(pagesFor('ankle pumps')).not.toEqual([]);
    expect(pagesFor('hospital parking').length).toBeGreaterThan(0);
  });

  it('counts the pages it shows, not their sections', () => {
    const answer = searchSite(index, 'knee replacement');
    expect(answer.count).toBe(answer.groups.length);
    expect(answer.groups.some((group) => group.hits.length > 1)).toBe(true);
  });
});
