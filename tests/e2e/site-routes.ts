import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every route in the built sitemap: a page joins the route suite by being in the sitemap. */
export function sitemapRoutes(): string[] {
  const file = path.resolve(import.meta.dirname, '../../out/sitemap.xml');
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`No ${file}: run "npm run build" before the browser tests (npm test does).`);
  }
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decodeURI(new URL(loc!).pathname));
}
