import type { MetadataRoute } from 'next';

import { practice } from '@/content/practice';
import { listedRoutes } from '@/lib/site-routes';

export const dynamic = 'force-static';

/** /sitemap.xml: every public page once, at its own address (the build checks it against the export). */
export default function sitemap(): MetadataRoute.Sitemap {
  return listedRoutes().map((route) => ({ url: new URL(encodeURI(route), practice.siteUrl).href }));
}
