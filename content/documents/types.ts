/**
 * The shape of a downloadable patient guide. Each guide lives in its own module in this folder
 * (`content/documents/<id>.ts`) and is turned into `public/documents/<id>.pdf` by `scripts/build-documents.ts`.
 *
 * Text fields follow the same rules as the rest of `content/` (see content/types.ts): plain text, with
 * **bold words** and [link text](https://external.example) as the only inline marks. Clinical figures come
 * from content/clinical-figures.ts through template literals, never typed literally.
 */
import type { FigureTopic } from '../clinical-figures';
import type { Block, IsoDate, Review, UrgentHelpKey } from '../types';

type GuideCategory = 'Treatment Guide' | 'Patient Resource';

type GuideChapter = {
  /** Lowercase letters, digits and hyphens; unique within the document. */
  id: string;
  title: string;
  blocks: Block[];
};

export type GuideDocument = {
  /** Lowercase letters, digits and hyphens; also the PDF's file name under public/documents/. */
  id: string;
  /** Shown on the cover, in the PDF metadata and on the download card. */
  title: string;
  /** The name the browser saves the download under, ending in ".pdf". */
  fileName: string;
  category: GuideCategory;
  /** One sentence, shown on cards. */
  summary: string;
  /** ISO date, or a display string such as "February 2022". */
  published: IsoDate | string;
  review: Review;
  chapters: GuideChapter[];
  /**
   * The urgent-help box (content/urgent-help.ts) shown after the chapters, on the web page and in the PDF. Guides
   * never describe urgent symptoms in a chapter of their own: the box is the one place, with the one scale.
   */
  urgentHelp?: UrgentHelpKey;
  /** The treatments whose clinical figures this guide may quote (content/clinical-figures.ts). */
  covers?: FigureTopic[];
};
