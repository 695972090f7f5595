import { enquiryContent } from '@/content/enquiry';
import { practice } from '@/content/practice';
import { stories } from '@/content/stories';
import {
  enquiryFieldId,
  enquiryFieldNames,
  type EnquiryFieldErrors,
  type EnquiryFieldName,
  type EnquiryFormId,
} from '@/lib/validations/enquiry-fields';
import {
  storyFieldId,
  storyFieldNames,
  type StoryFieldErrors,
  type StoryFieldName,
} from '@/lib/validations/story-fields';
import { themeCss } from '@/lib/theme';

import { EnquiryFormView, formHeadingId } from './enquiry-form-view';
import { ErrorSummary, summaryErrors } from './error-summary';
import { bindPostedValues } from './field';
import { storyHeadingId, StoryFormView } from './story-form-view';

/** What a form posted without JavaScript needs fixing, as the server found it. */
export type FormAnswer = { action: string; notice?: string } & (
  | {
      kind: 'enquiry';
      form: EnquiryFormId;
      values: Partial<Record<EnquiryFieldName, string>>;
      errors: EnquiryFieldErrors;
    }
  | { kind: 'story'; values: Partial<Record<StoryFieldName, string>>; errors: StoryFieldErrors }
);

/** The practice's colours as CSS variables: the stylesheet's colours are these variables. */
export const answerThemeCss = themeCss(practice.theme.colours);

/** "Error: " first, as GOV.UK and the NHS do, so a screen reader hears at once that the form came back. */
const answerTitle = (answer: FormAnswer) =>
  `Error: ${answer.kind === 'story' ? stories.form.heading : enquiryContent.forms[answer.form].heading} | ${practice.surgeon.name}`;

/**
 * The page a form posted without JavaScript gets back when something needs fixing (GOV.UK / NHS pattern): the
 * form again, with an error summary that takes focus listing the problems in field order, each error beside its
 * field, and everything the patient typed kept. Shared by both forms; the server renders it (React escapes every
 * value). It has no script, and its links are relative to `siteOrigin` when the API is deployed apart.
 */
export function FormAnswerPage({
  answer,
  stylesheets,
  siteOrigin = '',
}: {
  answer: FormAnswer;
  /** The exported site's stylesheets, so the page looks like the rest of the site. */
  stylesheets: string[];
  siteOrigin?: string;
}) {
  const summaryTitle = answer.kind === 'story' ? stories.form.errorSummary : enquiryContent.problemPage.summaryHeading;
  const summary = (errors: { id: string; message: string }[]) => (
    <div className="mb-6">
      <ErrorSummary id="error-summary" title={summaryTitle} notice={answer.notice} errors={errors} autoFocus />
    </div>
  );

  return (
    <html lang="en-GB">
      {/* A whole document the server sends, not a Next page: next/head has no part in it. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{answerTitle(answer)}</title>
        {/* The practice's colours, as every exported page has them (app/layout.tsx); the server hashes it. */}
        <style dangerouslySetInnerHTML={{ __html: answerThemeCss }} />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={`${siteOrigin}${href}`} />
        ))}
      </head>
      <body>
        <header className="border-b border-sand-200 bg-white">
          <div className="container-page py-4">
            <a href={`${siteOrigin}/`} className="font-serif text-xl text-navy-900 no-underline">
              {practice.practiceName}
            </a>
          </div>
        </header>
        <main id="main-content" className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-3xl">
            {answer.kind === 'story' ? (
              <>
                <h1 id={storyHeadingId} className="mb-6 text-3xl sm:text-4xl">
                  {stories.form.heading}
                </h1>
                <StoryFormView
                  action={answer.action}
                  errors={answer.errors}
                  bind={bindPostedValues(answer.values)}
                  siteOrigin={siteOrigin}
                  summary={summary(summaryErrors(storyFieldNames, answer.errors, storyFieldId))}
                />
              </>
            ) : (
              <section aria-labelledby={formHeadingId(answer.form)} className="card p-6 sm:p-8">
                <h1 id={formHeadingId(answer.form)} className="text-3xl">
                  {enquiryContent.forms[answer.form].heading}
                </h1>
                <p className="mt-2 mb-5 text-ink-soft">{enquiryContent.forms[answer.form].intro}</p>
                <EnquiryFormView
                  form={answer.form}
                  action={answer.action}
                  errors={answer.errors}
                  aria-labelledby={formHeadingId(answer.form)}
                  bind={bindPostedValues(answer.values)}
                  siteOrigin={siteOrigin}
                  summary={summary(
                    summaryErrors(enquiryFieldNames, answer.errors, (name) => enquiryFieldId(answer.form, name)),
                  )}
                />
              </section>
            )}
          </div>
        </main>
        <footer className="bg-navy-900 py-8 text-white">
          <div className="container-page">
            <a href={`${siteOrigin}/`} className="text-white">
              {enquiryContent.sentPage.homeLink}
            </a>
          </div>
        </footer>
      </body>
    </html>
  );
}
