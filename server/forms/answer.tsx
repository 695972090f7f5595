import type { FastifyReply } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';

import { createHash } from 'node:crypto';

import { pageCsp } from '../../lib/csp';
import { answerThemeCss, FormAnswerPage, type FormAnswer } from '@/components/shared/forms/answer-page';
import type { Config } from '../config';
import { hasBuiltSite, readSiteManifest } from '../plugins/site-manifest';

/**
 * The export's stylesheets, so the answer looks like the site: read from SITE_DIR, which holds the same build when
 * the site is hosted elsewhere too (docs/deploying.md); linked from the site's origin.
 */
function siteStylesheets(config: Config): string[] {
  if (!hasBuiltSite(config.SITE_DIR)) return [];
  return readSiteManifest(config.SITE_DIR).stylesheets;
}

/**
 * Answers a form posted without JavaScript that needs fixing, with the shared page template
 * (components/shared/forms/answer-page.tsx): the form again, its errors and the patient's values. No script runs on it.
 */
export function createFormAnswers(config: Config) {
  let stylesheets: string[] | undefined;
  const siteOrigin = config.SITE_ORIGIN ? new URL(config.SITE_ORIGIN).origin : '';
  const siteOrigins = siteOrigin ? [siteOrigin] : [];
  // No script; the theme's inline style and the stylesheets (from the site's origin when it is elsewhere); the
  // form posts back here and its 303 goes to the site's thank-you page, which form-action must allow too.
  const csp = pageCsp({
    scriptHashes: [],
    styleHashes: [`'sha256-${createHash('sha256').update(answerThemeCss).digest('base64')}'`, ...siteOrigins],
    extraOrigins: siteOrigins,
  });

  return {
    send(reply: FastifyReply, status: number, answer: FormAnswer) {
      stylesheets ??= siteStylesheets(config);
      const html = renderToStaticMarkup(
        <FormAnswerPage answer={answer} stylesheets={stylesheets} siteOrigin={siteOrigin} />,
      );
      reply.pageCsp = csp;
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(`<!DOCTYPE html>${html}`);
    },
    /** An address on the site (its own origin when the API is deployed apart): thank-you pages, the forms. */
    siteUrl: (pathname: string) => `${siteOrigin}${pathname}`,
  };
}
