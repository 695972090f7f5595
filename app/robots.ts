import type { MetadataRoute } from 'next';

import { practice } from '@/content/practice';

export const dynamic = 'force-static';

/** /robots.txt: everything but the back office and the API, and where the sitemap is. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: new URL('/sitemap.xml', practice.siteUrl).href,
  };
}
