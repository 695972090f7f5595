import { readFileSync } from 'node:fs';
import path from 'node:path';

import { practice } from '@/content/practice';

// The practice's logo (content/practice.ts `theme.logo`), exported as /logo.svg: the site's icon.
export const dynamic = 'force-static';

export function GET() {
  const svg = readFileSync(path.join(process.cwd(), practice.theme.logo), 'utf8');
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}
