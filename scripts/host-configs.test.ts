import { describe, expect, it } from 'vitest';

import { netlifyHeaders, netlifyRedirects, type HostSite } from './host-configs';

const site: HostSite = {
  pages: [
    { route: '/', file: 'index.html', csp: "default-src 'self'" },
    { route: '/AboutMe', file: 'AboutMe/index.html', csp: "script-src 'self' 'sha256-a'" },
    { route: '/knee-procedures/nstride®-aps', file: 'knee-procedures/nstride®-aps/index.html', csp: 'x' },
  ],
  redirects: [{ from: '/knee-procedures/knee-arthroplasty', to: '/Treatments/total-knee-replacement' }],
  notFound: { file: '404.html', csp: "default-src 'self'" },
};

describe('Netlify / Cloudflare Pages rules', () => {
  it('give each page its policy at both the addresses these hosts serve it at, encoded as browsers send them', () => {
    const headers = netlifyHeaders(site);
    expect(headers).toContain("/AboutMe\n  Content-Security-Policy: script-src 'self' 'sha256-a'");
    expect(headers).toContain("/AboutMe/\n  Content-Security-Policy: script-src 'self' 'sha256-a'");
    expect(headers).toContain('/knee-procedures/nstride%C2%AE-aps/\n  Content-Security-Policy: x');
    expect(headers).toMatch(/^\/\*\n {2}Strict-Transport-Security: /);
  });

  it('redirect synonyms and lower-case addresses permanently to the page', () => {
    expect(netlifyRedirects(site).split('\n')).toEqual([
      '/knee-procedures/knee-arthroplasty /Treatments/total-knee-replacement 301',
      '/aboutme /AboutMe 301',
      '',
    ]);
  });
});
