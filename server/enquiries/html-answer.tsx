import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { renderToStaticMarkup } from 'react-dom/server';

import { EnquiryProblem, type EnquiryProblemProps } from '../../components/enquiry/enquiry-problem';
import { enquiryContent } from '../../content/enquiry';
import type { SiteManifest } from '../plugins/static-site';

export type HtmlPage = { html: string; csp?: string };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The exported 404 page as a frame (header, footer, the site's CSS) for pages the server composes. Its
 * scripts are removed: they would hydrate the 404 content over ours, and these pages need none.
 */
function loadFrame(siteDir: string): { html: string; csp: string } | undefined {
  const manifestFile = path.join(siteDir, '_site-manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest;
  const page = manifest.pages[manifest.notFound];
  if (!page) return undefined;
  const html = readFileSync(path.join(siteDir, page.file), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<meta name="robots"[^>]*>/i, '');
  if (!/<main\b[^>]*>[\s\S]*<\/main>/.test(html)) return undefined;
  return { html, csp: page.csp };
}

/** Plain, unstyled but complete HTML for an API-only deployment with no export beside it. */
const bareFrame = (title: string, main: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)}</title></head><body><main id="main-content">${main}</main></body></html>`;

export function createHtmlAnswers(siteDir: string | undefined) {
  let frame: ReturnType<typeof loadFrame> | null = null;
  const frameOnce = () => (frame ??= (siteDir && loadFrame(siteDir)) || undefined);

  function page(title: string, main: string): HtmlPage {
    const found = frameOnce();
    if (!found) return { html: bareFrame(title, main) };
    const html = found.html
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeText(title)}</title>`)
      .replace(/(<main\b[^>]*>)[\s\S]*<\/main>/, (_match, open: string) => `${open}${main}</main>`);
    return { html, csp: found.csp };
  }

  return {
    /** The form again, with the patient's values and what to fix. React escapes every value. */
    problem(props: EnquiryProblemProps): HtmlPage {
      const title = `Error: ${enquiryContent.forms[props.form].heading}`;
      return page(title, renderToStaticMarkup(<EnquiryProblem {...props} />));
    },
  };
}
