/**
 * Addresses that name the same operation as another page of the site (the seed's procedure link groups list an
 * operation under its medical name and its everyday name). Each keeps working, but only as a permanent redirect
 * (301) to its canonical page: search, the chat, the sitemap and structured data see one page per operation.
 * Guides are not synonyms: they stay pages of their own.
 *
 * Read by the procedure routes (the synonym's page is a redirect), the build (host configs, sitemap, search and
 * chat indexes) and our server.
 */
export const synonymRoutes: Readonly<Record<string, string>> = {
  // Knee arthroplasty is the medical name of a knee replacement: the main knee replacement page.
  '/knee-procedures/knee-arthroplasty': '/Treatments/total-knee-replacement',
  // Hip arthroplasty is the medical name of a hip replacement: the main hip replacement page.
  '/hip-procedures/hip-arthroplasty': '/Treatments/hip-replacement',
};

/** The page a synonym's address shows on a host that cannot redirect (a plain file server), before it moves on. */
export const movedPage = {
  heading: 'This page has moved',
  link: 'Go to the page',
};
