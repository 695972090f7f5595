import { allProcedures } from '@/content/procedures';
import { trustPages } from '@/content/trust';

import { infoPages } from './info-pages';
import { procedurePath } from './procedure-page';
import { isSynonym } from './synonyms';

/**
 * The public pages of the site, as the sitemap lists them (app/sitemap.ts). The build checks this list against the
 * pages it exported (scripts/post-export.ts), so a new route that is missing here fails the build.
 */

/** Routes whose page is not composed from a content list: each route file in app/(site) that is its own page. */
const ownPages = ['/', '/AboutMe', '/Conditions', '/Treatments', '/patient-success-stories', '/search'];

/** Pages kept out of the sitemap and search engines: the thank-you pages and the back office. */
export const isListed = (route: string) =>
  !['/enquiry-sent', '/story-sent'].includes(route) && route !== '/admin' && !route.startsWith('/admin/');

/** Every public page once: a synonym is a redirect, not a page. */
export function listedRoutes(): string[] {
  const routes = [
    ...ownPages,
    ...infoPages.map((page) => page.path),
    ...allProcedures.map(procedurePath),
    ...trustPages.map((page) => page.path),
  ];
  return [...new Set(routes)].filter((route) => !isSynonym(route) && isListed(route));
}
