/**
 * The words of site search: the box in the header and the phone menu, the /search page and its answers (the
 * page the server renders without JavaScript and the island that searches in the browser say the same).
 */
export const searchContent = {
  /** The box's visible label and its button (the header's box hides the label visually, not from screen readers). */
  label: 'Search this site',
  button: 'Search',
  placeholder: 'For example: meniscus, driving, Bupa',
  page: {
    path: '/search',
    title: 'Search',
    description: 'Search the patient information, procedures, guides and practice details on this site.',
    heading: 'Search this site',
    intro:
      'Type a word or a question in your own words, such as "meniscus", "steristrips" or "driving after a hip replacement".',
  },
  /** "3 results for “meniscus”": the heading of the answer and, with JavaScript, what a screen reader hears. */
  popularHeading: 'Topics patients read most',
  count: (count: number, query: string) =>
    `${count === 0 ? 'No' : count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
  /** The page title of the answer, so the count is the first thing read when the page loads. */
  resultsTitle: (count: number, query: string) => `${searchContent.count(count, query)} - Search`,
  loading: 'Searching…',
  /** On a static host without our server, a search needs JavaScript: said, never a silent empty box. */
  needsJavaScript:
    'Searching this site needs JavaScript, which is off in your browser. The topics patients read most are below, or ask the practice team:',
  contactLink: 'get in touch',
  unavailable: 'Search could not load. Please check your connection and try again.',
  noResults: {
    intro: 'Try another word, check the spelling, or start from one of the topics patients read most:',
    contact: 'Or ask us: [get in touch](/#contact) and the practice team will answer.',
  },
  /**
   * The topics offered when nothing matches: the operations and conditions most patients come to the practice
   * for (a fixed choice: the site keeps no visitor statistics).
   */
  popularTopics: [
    { title: 'Total knee replacement', url: '/Treatments/total-knee-replacement' },
    { title: 'Hip replacement', url: '/Treatments/hip-replacement' },
    { title: 'Knee arthritis', url: '/Conditions/knee-arthritis' },
    { title: 'Knee arthroscopy (keyhole surgery)', url: '/Treatments/knee-arthroscopy' },
    { title: 'ACL and ligament injuries', url: '/Conditions/acl/-ligament-injury-(sports-knee-injury)' },
  ],
} as const;
