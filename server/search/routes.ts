import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { searchContent } from '../../content/search';
import { SearchResultsView } from '../../lib/search/results-view';
import { MAX_QUERY_CHARS, searchSite, type SearchAnswer } from '../../lib/search/site-search';
import { httpError } from '../plugins/errors';
import type { SiteManifest } from '../plugins/static-site';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where the answer goes in the exported /search page (app/search/page.tsx): the page title, the box's value and
 * the results element. Each must be found exactly once, or the server does not start.
 */
const SLOTS = {
  title: /<title>[^<]*<\/title>/,
  input: /<input(?=[^>]*\bid="search-page-q")/,
  results: /(<div id="search-results"[^>]*>)(<\/div>)/,
};

export type SearchTemplate = { render(answer: SearchAnswer): string; html: string; csp: string };

/** The exported /search page as the template of the answers: the whole site shell, its scripts and its CSP. */
export function searchTemplate(siteDir: string): SearchTemplate {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, '_site-manifest.json'), 'utf8')) as SiteManifest;
  const page = manifest.pages[searchContent.page.path];
  if (!page) throw new Error('The built site has no /search page: run "npm run build".');
  const html = readFileSync(path.join(siteDir, page.file), 'utf8');
  for (const [slot, pattern] of Object.entries(SLOTS)) {
    if (html.match(new RegExp(pattern.source, 'g'))?.length !== 1) {
      throw new Error(`The exported /search page must hold its ${slot} exactly once (app/search/page.tsx).`);
    }
  }
  return {
    html,
    csp: page.csp,
    render: (answer) => {
      const title = searchContent.resultsTitle(answer.count, answer.query);
      const results = renderToStaticMarkup(createElement(SearchResultsView, { answer }));
      return html
        .replace(SLOTS.title, (tag) => tag.replace(`<title>${searchContent.page.title}`, `<title>${escapeHtml(title)}`))
        .replace(SLOTS.input, () => `<input value="${escapeHtml(answer.query)}"`)
        .replace(SLOTS.results, (_, open: string, close: string) => `${open}${results}${close}`);
    },
  };
}

/**
 * GET /search?q=...: the results page, rendered here so it works without JavaScript (the exported page's island
 * searches in the browser on static hosts). Without a query it is the exported page itself.
 */
export default async function searchPage(app: FastifyInstance, opts: { siteDir: string }) {
  const template = searchTemplate(opts.siteDir);
  const index = app.chatIndex;

  app.get(searchContent.page.path, async (request, reply) => {
    const { q } = request.query as { q?: unknown };
    if (q !== undefined && typeof q !== 'string') throw httpError(400, 'Send one search query as "q".');
    if (q && q.length > MAX_QUERY_CHARS)
      throw httpError(400, `Please search for at most ${MAX_QUERY_CHARS} characters.`);
    const query = q?.trim();
    reply.pageCsp = template.csp;
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(query ? template.render(searchSite(index, query)) : template.html);
  });
}
