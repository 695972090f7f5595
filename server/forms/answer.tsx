import type { FastifyReply } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';

import { createHash } from 'node:crypto';

import { pageCsp } from '../../lib/csp';
import { retryAfterMinutes } from '../../lib/retry-after';
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

/** A form's words for the refusals of its no-JavaScript post that are about the whole form, not a field. */
export type RefusalNotices = {
  serverFault: string;
  tooMany: (minutes?: number) => string;
  tooLarge: string;
  malformed: string;
};

/**
 * What the answer page says of a refused post (too many, too large, unreadable, our failure). A 429 says when to
 * try again, from the Retry-After the rate limiter has set on this reply, as the form says it with JavaScript.
 */
export function refusalNotice(status: number, reply: FastifyReply, notices: RefusalNotices): string {
  if (status >= 500) return notices.serverFault;
  if (status === 429) {
    const retryAfter = reply.getHeader('retry-after');
    return notices.tooMany(retryAfterMinutes(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter));
  }
  return status === 413 ? notices.tooLarge : notices.malformed;
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
