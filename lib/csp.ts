/**
 * Content-Security-Policy for the site. Shared by the post-export step (which hashes each page's inline scripts
 * and styles) and the server (which sends the policy for each page and a locked-down one for everything else).
 */
export type CspSources = {
  /** 'sha256-...' tokens for the page's inline <script> elements. */
  scriptHashes: string[];
  /** 'sha256-...' tokens for the page's inline <style> elements. */
  styleHashes: string[];
  /** Other origins the page may talk to (the API and form endpoint when deployed apart). */
  extraOrigins: string[];
};

export function pageCsp({ scriptHashes, styleHashes, extraOrigins }: CspSources): string {
  const extra = extraOrigins.join(' ');
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    join("script-src 'self'", ...scriptHashes),
    join("style-src 'self'", ...styleHashes),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    join("connect-src 'self'", extra),
    join("form-action 'self'", extra),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * What a `<meta http-equiv>` can carry of a page's policy, for hosts that send no headers of ours: browsers ignore
 * frame-ancestors there (and say so in the console), so it is left to the header (and X-Frame-Options).
 */
export const cspForMeta = (policy: string) =>
  policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');

/** The header for a page whose meta tag carries its policy: the same policy, with what only a header can say. */
export const pageCspFromMeta = (meta: string) => `${meta}; frame-ancestors 'none'`;

/** For API answers, files and anything that is not a page: nothing may run or be embedded. */
export const lockedDownCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every response carries (pages, static files, API). */
export const securityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Origins (scheme://host[:port]) of absolute URLs among the given values; relative ones are our own origin. */
export function originsOf(...urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}
