'use client';

import { useId, useState, type ReactNode } from 'react';

import type { EditStoryRequest, RejectStoryRequest, StaffStory, StoryStatus } from '@/lib/admin/contracts';
import { TextareaField } from '@/components/shared/forms/field';
import { formatGivenDate } from '@/lib/london-time';

import { ADMIN_API, useAdminApi } from './admin-api';
import { buttonClass, DownloadLink, FilterButtons, LoadedList, PageHeading, StatusMessage } from './admin-ui';
import { formatDateTime, useAction, useAdminData } from './use-admin-data';

const statuses: { value: StoryStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
];

/** Story moderation: approve, reject with a reason, edit the published text (the original is kept), unpublish. */
export function StoryModeration() {
  const [status, setStatus] = useState<StoryStatus>('pending');
  const stories = useAdminData<StaffStory[]>(`/stories?status=${status}`);
  const { notice, run } = useAction(stories.reload);

  return (
    <>
      <PageHeading
        title="Patient stories"
        intro="A story appears on the website only once it is approved. The patient’s original words are always kept; an edit changes only what the website shows."
        actions={<DownloadLink href={`${ADMIN_API}/export/stories.csv`}>Download all stories (CSV)</DownloadLink>}
      />
      <FilterButtons label="Show stories" options={statuses} value={status} onChange={setStatus} />
      <StatusMessage notice={notice} />
      <LoadedList list={stories} what="stories" empty="No stories here.">
        {(rows) => (
          <ul className="space-y-6">
            {rows.map((story) => (
              <li key={story.id}>
                <StoryReview story={story} run={run} />
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </>
  );
}

function StoryReview({ story, run }: { story: StaffStory; run: ReturnType<typeof useAction>['run'] }) {
  const api = useAdminApi();
  const id = useId();
  const [mode, setMode] = useState<'view' | 'reject' | 'edit'>('view');
  const [busy, setBusy] = useState(false);
  const headingId = `${id}-heading`;
  // The text can be edited before a story is approved and while it is published; a rejected story is only read.
  const published = story.status === 'approved';
  const editLabel = published ? 'Edit published text…' : 'Edit before approving…';

  const act = async (path: string, body: unknown, message: string) => {
    setBusy(true);
    if (await run(() => api.post(`/stories/${encodeURIComponent(story.id)}/${path}`, body), message)) setMode('view');
    setBusy(false);
  };

  return (
    <article aria-labelledby={headingId} className="card p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-sans text-xl font-semibold">
          {story.publicName} <span className="font-normal text-ink-soft">· {story.surgeryType}</span>
        </h2>
        <p className="text-sm text-ink-muted">Sent {formatDateTime(story.submittedAt)}</p>
      </header>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Patient" value={`${story.firstName} ${story.lastName}`} />
        <Detail term="Email" value={story.email} />
        <Detail term="Phone" value={story.phone} />
        <Detail
          term="Consultation"
          value={story.consultationDate ? formatGivenDate(story.consultationDate, story.consultationTime) : ''}
        />
        <Detail term="Had surgery" value={story.hadSurgery ? 'Yes' : 'No'} />
        <Detail term="Rating" value={story.rating > 0 ? `${story.rating} out of 5` : 'Not given'} />
        <Detail term="Consent to publish" value={`Given ${formatDateTime(story.consentedAt)}`} />
        {story.decidedBy && (
          <Detail term="Last decision" value={`${story.decidedBy}, ${formatDateTime(story.decidedAt)}`} />
        )}
        {story.isDemo && <Detail term="Demo data" value="Fictional story seeded for demonstrations" />}
      </dl>
      {story.rejectionReason && (
        <p className="mt-4 rounded-lg bg-danger-50 p-3 text-danger-800">
          <strong>Reason for rejecting:</strong> {story.rejectionReason}
        </p>
      )}

      <h3 className="mt-5 font-sans text-base font-semibold">
        {story.publishedText
          ? `${published ? 'Published text' : 'Text to publish'} (edited)`
          : 'Story, as the patient wrote it'}
      </h3>
      <p className="mt-1 whitespace-pre-line">{story.publishedText ?? story.originalText}</p>
      {story.publishedText && (
        <details className="mt-3">
          <summary className="font-semibold text-teal-700">
            Original text{story.editedBy ? ` (edited by ${story.editedBy}, ${formatDateTime(story.editedAt)})` : ''}
          </summary>
          <p className="mt-2 whitespace-pre-line text-ink-soft">{story.originalText}</p>
        </details>
      )}

      {mode === 'reject' && (
        <TextForm
          id={`${id}-reason`}
          label="Reason for rejecting (kept for the records, not shown to anyone else)"
          rows={3}
          maxLength={500}
          submitLabel="Reject story"
          submitClass={buttonClass.danger}
          busy={busy}
          onCancel={() => setMode('view')}
          onSubmit={(reason) =>
            act('reject', { reason } satisfies RejectStoryRequest, `Rejected ${story.publicName}’s story.`)
          }
        />
      )}
      {mode === 'edit' && (
        <TextForm
          id={`${id}-text`}
          label="Text to publish"
          hint="For example, remove another person’s name. Keep the patient’s meaning. The original stays on record."
          initial={story.publishedText ?? story.originalText}
          rows={6}
          maxLength={5000}
          submitLabel="Save text"
          submitClass={buttonClass.primary}
          busy={busy}
          extra={
            story.publishedText && (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  act(
                    'edit',
                    { text: story.originalText } satisfies EditStoryRequest,
                    `Restored ${story.publicName}’s original text.`,
                  )
                }
                className={buttonClass.secondary}
              >
                Restore the original
              </button>
            )
          }
          onCancel={() => setMode('view')}
          onSubmit={(text) =>
            act(
              'edit',
              { text } satisfies EditStoryRequest,
              `Saved the ${published ? 'published text' : 'text to publish'} of ${story.publicName}’s story.`,
            )
          }
        />
      )}
      {mode === 'view' && (
        <div className="mt-5 flex flex-wrap gap-3">
          {story.status !== 'approved' && (
            <button
              type="button"
              disabled={busy}
              className={buttonClass.primary}
              onClick={() => act('approve', {}, `Approved ${story.publicName}’s story. It is now on the website.`)}
            >
              Approve
            </button>
          )}
          {story.status === 'pending' && (
            <button type="button" disabled={busy} className={buttonClass.danger} onClick={() => setMode('reject')}>
              Reject…
            </button>
          )}
          {story.status === 'approved' && (
            <button
              type="button"
              disabled={busy}
              className={buttonClass.danger}
              onClick={() =>
                act('unpublish', {}, `Unpublished ${story.publicName}’s story. It is back in the review queue.`)
              }
            >
              Unpublish
            </button>
          )}
          {story.status !== 'rejected' && (
            <button type="button" disabled={busy} className={buttonClass.secondary} onClick={() => setMode('edit')}>
              {editLabel}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

/** A text to send (a reason, an edited story) with its buttons; `extra` adds buttons before Cancel. */
function TextForm({
  id,
  label,
  hint,
  initial = '',
  rows,
  maxLength,
  submitLabel,
  submitClass,
  busy,
  extra,
  onCancel,
  onSubmit,
}: {
  id: string;
  label: string;
  hint?: string;
  initial?: string;
  rows: number;
  maxLength: number;
  submitLabel: string;
  submitClass: string;
  busy: boolean;
  extra?: ReactNode;
  onCancel: () => void;
  onSubmit: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="mt-5 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <TextareaField
        id={id}
        label={label}
        hint={hint}
        required
        rows={rows}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy || !text.trim()} className={submitClass}>
          {submitLabel}
        </button>
        {extra}
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
