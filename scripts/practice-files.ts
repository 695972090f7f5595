/**
 * Build step after `next build`: the export's files that belong to the practice. Next copies public/ into the
 * export, and public/ holds content/practice.ts's own files: its logo (logo.svg), its guides (PDF covers and
 * footers carry the practice name) and its film (media/). The logo is always the selected practice's
 * `theme.logo`. For a re-branded build (PRACTICE set, see scripts/practice-module.ts) the guides are rendered again
 * with the selected practice into the export's documents/, and media/ keeps only the files its `video` names.
 */
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { documents } from '../content/documents/index';
import pageCounts from '../content/documents/page-counts.json';
import { practice } from '@/content/practice';
import { renderBest } from './build-documents';
import { isRebranded, root } from './practice-module';

const exportDir = path.resolve(root, process.env.EXPORT_DIR ?? 'out');

async function rebrandedFiles() {
  const counts = pageCounts as Record<string, number>;
  for (const doc of documents) {
    const { buffer, pages } = await renderBest(doc, { practiceName: practice.practiceName });
    // The pages show the committed page counts; a guide that lays out differently must not contradict them.
    if (pages !== counts[doc.id]) {
      throw new Error(
        `practice-files: ${doc.id}.pdf has ${pages} pages with this practice, the site says ${counts[doc.id]}`,
      );
    }
    writeFileSync(path.join(exportDir, 'documents', `${doc.id}.pdf`), buffer);
  }
  const film = new Set([practice.video?.src, practice.video?.captions].filter(Boolean));
  const mediaDir = path.join(exportDir, 'media');
  for (const file of readdirSync(mediaDir)) {
    if (!film.has(`/media/${file}`)) rmSync(path.join(mediaDir, file));
  }
  console.log(`practice-files: ${documents.length} guides for ${practice.practiceName}, media/ holds its film only`);
}

copyFileSync(path.join(root, practice.theme.logo), path.join(exportDir, 'logo.svg'));
if (isRebranded()) await rebrandedFiles();
