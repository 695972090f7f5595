import type { FastifyReply } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';

import { pageCsp } from '../../lib/csp';
import { FormAnswerPage, type FormAnswer } from '@/components/shared/forms/answer-page';
import type { Config } from '../config';
import { hasBuiltSite, readSiteManifest } from '../plugins/site-manifest';

/** The export's stylesheets, when this server serves the export: the answer then looks like the site. */
function siteStylesheets(config: Config): string[] {
  if (!config.SERVE_SITE || !hasBuiltSite(config.SITE_DIR)) return [];
  return readSiteManifest(config.SITE_DIR).stylesheets;
}

/**
 * Answers a form posted without JavaScript that needs fixing, with the shared page template
 * (components/shared/forms/answer-page.tsx): the form again, its errors and the patient's values. No script runs on it.
 */
export function createFormAnswers(config: Config) {
  let stylesheets: string[] | undefined;
  const siteOrigin = config.SITE_ORIGIN ? new URL(config.SITE_ORIGIN).origin : '';
  const csp = pageCsp({ scriptHashes: [], styleHashes: [], extraOrigins: [] });

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
