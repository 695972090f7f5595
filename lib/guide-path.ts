/**
 * Where a guide's web page lives: apart from lib/guides.ts (which reads every guide's content) so the browser's
 * search can tell a guide from a topic page without loading the guides.
 */
const GUIDES = '/guides/';

export const guidePagePath = (id: string) => `${GUIDES}${id}`;

export const isGuidePage = (path: string) => path.startsWith(GUIDES);
