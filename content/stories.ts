import { tooManySent } from '@/content/form-errors';
import { practice } from '@/content/practice';

/** Every word of the Patient Stories page, the story form and the home page's story cards. */
export const stories = {
  title: 'Patient Stories',
  description: `Patients of ${practice.surgeon.name} describe their knee and hip care in their own words, and you can share your own story.`,
  heading: 'Patient Stories',
  intro:
    'Patients describe their care in their own words. Every story is checked by the practice team before it is published, and we publish only a first name and the initial of a last name.',
  noscript: {
    heading: 'The list of stories needs JavaScript',
    text: 'The list of patient stories needs JavaScript, which is turned off or not available in your browser. You can still share your story with the form below.',
    contact: `To share your story another way, call ${practice.privatePractice.phone} or email ${practice.bookingEmail}.`,
  },
  list: {
    heading: 'What patients say',
    loading: 'Loading stories…',
    failed: (detail: string) => `Failed to load stories. Displaying cached or sample data. Error: ${detail}`,
    summaryHeading: 'Average rating',
    distributionLabel: 'How patients rated their care',
    tabsLabel: 'Show stories about',
    searchLabel: 'Search stories',
    // Words the published stories contain: a hint that finds nothing would be a poor first try.
    searchHint: 'For example, “replacement”, “physio” or “walking”.',
    categoryLabel: { conditions: 'Condition', treatments: 'Treatment' },
    emptyHeading: 'No stories found',
    emptyText: 'Try adjusting your search or filters',
    clearFilters: 'Clear filters',
    /** When no story has been published yet: nobody searched, so no "no results". */
    none: {
      heading: 'No stories yet',
      text: 'Patients’ stories appear here once the practice team has read them. Yours could be the first.',
      action: 'Share your story',
    },
    showing: (from: number, to: number, total: number) =>
      total === 1 ? 'Showing 1 story' : `Showing ${from} to ${to} of ${total} stories`,
    /** Phones: the next page's stories added below the ones shown, instead of pages. */
    showMore: (count: number) => `Show ${count} more ${count === 1 ? 'story' : 'stories'}`,
    paginationLabel: 'Story pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    pageOf: (n: number, count: number) => `Page ${n} of ${count}`,
    noRating: 'No star rating given',
    rated: (stars: number) => `Rated ${stars} out of 5`,
    consulted: 'Consultation',
    pendingSent: (count: number) =>
      count === 1
        ? 'The story saved on this device has now been sent for review.'
        : `The ${count} stories saved on this device have now been sent for review.`,
  },
  form: {
    heading: 'Share Your Story!',
    intro:
      'Tell other patients what your treatment was like. We read every story before it is published. We never publish your contact details: we use them only if we need to check something with you.',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    email: 'Email',
    consultationDate: 'Date of your consultation',
    consultationTime: 'Time of your consultation (optional)',
    consultationTimeEmpty: 'Choose a time',
    /** The picker's groups: it lists the working day first (lib/time-slots.ts). */
    consultationTimeGroups: { day: 'Daytime', evening: 'Evening', night: 'Night and early morning' },
    hadSurgery: 'Did you have surgery?',
    yes: 'Yes',
    no: 'No',
    treatment: 'Which treatment did you have?',
    treatmentEmpty: 'Choose a treatment',
    condition: 'Which condition were you treated for?',
    conditionEmpty: 'Choose a condition',
    pleaseSpecify: 'Please specify',
    description: 'Your story',
    descriptionHint:
      'What was your problem, what treatment did you have, and how are you now? Please do not include other people’s names.',
    rating: 'Your rating (optional)',
    ratingHint: 'How would you rate your care, from 1 star to 5 stars?',
    star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
    consentBefore:
      'I agree to my story being published on this website with my first name and the initial of my last name. I have read the ',
    consentPolicy: 'testimonials policy',
    consentMiddle: ' and the ',
    consentPrivacy: 'privacy notice',
    consentAfter: '.',
    submit: 'Submit Your Story',
    submitting: 'Submitting...',
    errorSummary: 'There is a problem',
    notSaved: 'Could not save your story. Please try again later.',
    failed: 'Error submitting story. Please try again.',
    success: {
      heading: 'Thank You For Sharing Your Story!',
      text: 'Your submission has been sent for review. Once approved, it will appear on the website.',
    },
    queued: {
      heading: 'Your story is saved on this device',
      text: 'We could not reach our server just now, so your story has not been sent yet. It is saved in this browser and will be sent automatically the next time you open this page with an internet connection. If you clear your browsing data before then, it will be lost.',
    },
    again: 'Submit Another Story',
    /**
     * A 429, on the form (JavaScript) and on the server's answer page (without): when to try again (from
     * Retry-After, in minutes; absent when not sent) and the phone to call instead.
     */
    tooMany: (minutes?: number) => tooManySent('stories', minutes),
    /** Whole-form problems when the form was posted without JavaScript (the errors page, /send-story). */
    problems: {
      tooLarge: 'Your story is too long to send. Please shorten it and try again.',
      malformed: 'We could not read what your browser sent. Please try again.',
    },
  },
  /** Where a story posted without JavaScript lands once it is stored (303 from /send-story). */
  sentPage: {
    title: 'Story received',
    backLink: 'Back to patient stories',
  },
} as const;

/**
 * Shown when the stories cannot be loaded and nothing is cached (spec section 8). A demo story: the person is
 * fictional.
 */
export const sampleStory = {
  id: 'sample-story',
  name: 'John D.',
  text: 'I had a total knee replacement after years of arthritis pain. Everything was explained clearly before the operation, and the physiotherapy plan afterwards kept me on track. Six months on, I can walk into town and garden again without pain.',
  stars: 5,
  profileColor: '#1c3558',
  surgeryType: 'Total Knee Replacement',
  hadSurgery: true,
  date: '2024-03-10',
  submitDate: '2024-03-10T10:00:00.000Z',
  consultationDate: '2023-06-14',
} as const;
