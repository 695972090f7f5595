import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { searchContent } from '../../content/search';
import { SearchResultsView } from '@/components/shared/search/results-view';
import { MAX_QUERY_CHARS, searchSite, type SearchAnswer } from '../../lib/search/site-search';
import { httpError } from '../plugins/errors';
import { readSiteManifest } from '../plugins/site-manifest';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where the answer goes in the exported /search page (app/(site)/search/page.tsx), in page order: the title's text, the
 * box's value and the results element's content. Each must be found exactly once, or the server does not start.
 */
const SLOTS = [
  { name: 'title', pattern: new RegExp(`(?<=<title>)${searchContent.page.title}(?= \\|)`, 'g') },
  { name: 'input', pattern: /(?<=<input)(?=[^>]*\bid="search-page-q")/g },
  { name: 'results', pattern: /(?<=<div id="search-results"[^>]*>)(?=<\/div>)/g },
] as const;

export type SearchTemplate = { render(answer: SearchAnswer): string; html: string; csp: string };

/**
 * The exported /search page as the template of the answers: the whole site shell, its scripts and its CSP.
 * Undefined for an export without one (another site served by this server, e.g. bench:lighthouse's empty floor).
 */
function searchTemplate(siteDir: string): SearchTemplate | undefined {
  const page = readSiteManifest(siteDir).pages[searchContent.page.path];
  if (!page) return undefined;
  const html = readFileSync(path.join(siteDir, page.file), 'utf8');
  // The page cut once at its slots; an answer is the pieces joined with what goes between them.
  const cuts = SLOTS.map(({ name, pattern }) => {
    const found = [...html.matchAll(pattern)];
    if (found.length !== 1)
      throw new Error(`The exported /search page must hold its ${name} once (app/(site)/search/page.tsx).`);
    return { start: found[0]!.index, end: found[0]!.index + found[0]![0].length };
  });
  if (cuts.some((cut, i) => i > 0 && cut.start < cuts[i - 1]!.end))
    throw new Error('The /search page slots are out of order.');
  const pieces = [0, ...cuts.flatMap((cut) => [cut.start, cut.end]), html.length];
  const [head, beforeInput, beforeResults, tail] = [0, 2, 4, 6].map((i) => html.slice(pieces[i], pieces[i + 1]));
  return {
    html,
    csp: page.csp,
    render: (answer) =>
      head +
      escapeHtml(searchContent.resultsTitle(answer.count, answer.query)) +
      beforeInput +
      ` value="${escapeHtml(answer.query)}"` +
      beforeResults +
      renderToStaticMarkup(createElement(SearchResultsView, { answer })) +
      tail,
  };
}

/**
 * GET /search?q=...: the results page, rendered here so it works without JavaScript (the exported page's island
 * searches in the browser on static hosts). Without a query it is the exported page itself.
 */
export default async function searchPage(app: FastifyInstance, opts: { siteDir: string }) {
  const template = searchTemplate(opts.siteDir);
  if (!template) {
    app.log.warn(`The site in ${opts.siteDir} has no ${searchContent.page.path} page: site search is off.`);
    return;
  }

  app.get(searchContent.page.path, async (request, reply) => {
    const { q } = request.query as { q?: unknown };
    if (q !== undefined && typeof q !== 'string') throw httpError(400, 'Send one search query as "q".');
    if (q && q.length > MAX_QUERY_CHARS)
      throw httpError(400, `Please search for at most ${MAX_QUERY_CHARS} characters.`);
    const query = q?.trim();
    reply.pageCsp = template.csp;
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(query ? template.render(searchSite(app.chatIndex(), query)) : template.html);
  });
}
