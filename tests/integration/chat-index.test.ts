import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { synonymRoutes } from '@/content/synonym-routes';
import type { ChatIndexFile } from '@/lib/chat/chat-index';

import { requireBuiltSite, siteDir } from '../support/server';

/**
 * The index the build wrote links every answer to a page of the export: each source url must be a page that
 * exists, and its #fragment an element id on that page, or the assistant's links would lead nowhere.
 */
const indexFile = path.resolve(import.meta.dirname, '../../generated/chat-index.json');
let index: ChatIndexFile;
const pages = new Map<string, string>();

function exportedPage(route: string): string | undefined {
  if (!pages.has(route)) {
    const file = route === '/' ? 'index.html' : `${decodeURI(route).slice(1)}/index.html`;
    const full = path.join(siteDir, file);
    pages.set(route, existsSync(full) ? readFileSync(full, 'utf8') : '');
  }
  return pages.get(route) || undefined;
}

beforeAll(() => {
  requireBuiltSite();
  if (!existsSync(indexFile))
    throw new Error('No generated/chat-index.json: run "npm run build" (it runs build:chat-index).');
  index = JSON.parse(readFileSync(indexFile, 'utf8')) as ChatIndexFile;
});

describe('the chat index built with the site', () => {
  it('holds no synonym: each operation once, at its canonical page (content/synonym-routes.ts)', () => {
    const routes = new Set(index.passages.map((p) => p.url.split('#')[0]));
    for (const [synonym, canonical] of Object.entries(synonymRoutes)) {
      expect(routes.has(synonym), synonym).toBe(false);
      expect(routes.has(canonical), canonical).toBe(true);
    }
  });

  it('covers every kind of page', () => {
    const routes = new Set(index.passages.map((p) => p.url.split('#')[0]));
    for (const route of [
      '/Conditions/knee-arthritis',
      '/Treatments/hip-replacement',
      '/knee-procedures/knee---mua',
      '/PreAndPostcare/physiotherapy',
      '/fees-and-declarations',
      '/',
      '/guides/acl-booklet',
    ]) {
      expect(routes, route).toContain(route);
    }
  });

  it('links every passage to an exported page and an id on it', () => {
    const broken: string[] = [];
    for (const { url } of index.passages) {
      const [route, fragment] = url.split('#') as [string, string | undefined];
      const html = exportedPage(route || '/');
      if (!html) broken.push(`${url} (no page)`);
      else if (fragment && !html.includes(`id="${fragment}"`)) broken.push(`${url} (no element with that id)`);
    }
    expect(broken).toEqual([]);
  });
});
