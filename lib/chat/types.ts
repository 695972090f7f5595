import type { RedFlagId } from '@/content/urgent-help';

/** Shapes shared by the chat index builder, the server and the widget. */

export type Urgency = 'none' | 'urgent' | 'emergency';

type ChatRole = 'user' | 'assistant';

/** One turn of the conversation as the browser sends it. */
export type ChatTurn = { role: ChatRole; content: string };

export type ChatSource = { title: string; url: string };

/** What POST /api/chat answers. */
export type ChatResponse = { reply: string; sources: ChatSource[]; urgency: Urgency };

/**
 * A searchable piece of the site: one section or FAQ of a page, one chapter of a guide, one practice detail.
 * `body` keeps the content's own marks ([text](href), **bold**), which are valid markdown for the reply.
 */
export type Passage = {
  /** Unique in the index (the url, plus the heading where several passages share a url). */
  id: string;
  /** Site path with the #fragment of the section or FAQ, e.g. "/knee-procedures/knee-arthroscopy#recovery". */
  url: string;
  /** The page the passage belongs to, e.g. "Keyhole knee surgery (knee arthroscopy)". */
  pageTitle: string;
  /** The section heading or FAQ question, e.g. "Recovery". */
  heading: string;
  /** Lines of markdown: paragraphs, and list items starting with "- ". */
  body: string[];
  /** Extra words that help finding it (the page's summary, link label, alternative names). */
  keywords: string;
  kind: 'section' | 'faq' | 'practice';
  /**
   * On a topic's main page (a condition or treatment page, the About page for the surgeon, the physiotherapy page's
   * lead), which the ranking prefers to the guides and procedure pages that say the same in more words: one page per
   * topic comes first.
   */
  mainPage?: true;
};

/** How the answer was reached; used by the evaluation and the logs (never sent to the browser). */
export type AnswerKind =
  | 'emergency'
  | 'urgent'
  | 'personal-advice'
  | 'off-topic'
  | 'small-talk'
  | 'not-found'
  | 'not-covered'
  | 'weak-match'
  | 'answer';

/**
 * `flags`: the urgent-help registry flags a red-flag answer signposts; `safetyNet`: the reply starts with the
 * red-flag checklist (the visitor described a symptom no flag matched). For the evaluation and the logs only.
 */
export type ChatAnswer = ChatResponse & { kind: AnswerKind; flags?: RedFlagId[]; safetyNet?: true };
