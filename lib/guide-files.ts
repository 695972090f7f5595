import { readFileSync } from 'node:fs';
import path from 'node:path';

import { guidePdfHref } from '@/lib/guides';
import { countPdfPages } from '@/lib/pdf-pages';

/**
 * A guide's page count, read from its PDF in public/documents at build time, so the number the site shows is
 * always the file's own. Server and build only (it reads the file system).
 */
export function guidePageCount(id: string): number {
  return countPdfPages(readFileSync(path.join(process.cwd(), 'public', guidePdfHref(id))));
}
