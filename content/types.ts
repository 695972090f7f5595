/**
 * The shapes every content module satisfies. Staff edit the modules in `content/`; a wrong field is a type
 * error that names the file and the field.
 *
 * Text fields are plain text. Two small inline marks are allowed and rendered safely (never as HTML):
 *   [link text](/internal/path)  or  [link text](https://external.example)  -> a link
 *   **bold words**                                                         -> strong emphasis
 */

/** ISO date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

import type { FigureTopic } from './clinical-figures';
import type { SourceKey } from './sources';

/**
 * Who may sign off a page's clinical content: a person from content/practice.ts. Add an id here (and resolve it
 * in lib/review.ts) when someone else, such as a physiotherapist, reviews pages.
 */
export type ReviewerId = 'surgeon';

/**
 * Every patient-information page carries these: "Page last reviewed" / "Next review due" (the practice team's
 * editorial review), whether a clinician has signed the content off, and the sources it is based on.
 */
export type Review = {
  lastReviewed: IsoDate;
  nextReview: IsoDate;
  /**
   * The clinician who checked the page, or null while it awaits clinical review. Set it (with reviewedOn) only
   * when the review has happened: the page and its structured data then say "Reviewed by ...". Optional in the
   * type for pages that are not clinical (trust pages); content tests require it on every clinical page.
   */
  reviewedBy?: ReviewerId | null;
  /** The day of that clinical review; required with reviewedBy. */
  reviewedOn?: IsoDate;
  /** Keys of content/sources.ts. */
  sources: SourceKey[];
};

/** Which fixed urgent-help box a page shows (content in content/urgent-help.ts). */
export type UrgentHelpKey =
  | 'after-joint-replacement'
  | 'after-knee-surgery'
  | 'after-hip-surgery'
  | 'acute-knee-injury'
  | 'hip-pain'
  | 'joint-injection'
  | 'arthritis-flare';

export type IconName =
  | 'question'
  | 'clock'
  | 'activity'
  | 'shield'
  | 'heart'
  | 'calendar'
  | 'stethoscope'
  | 'bandage'
  | 'car'
  | 'dumbbell'
  | 'phone'
  | 'document';

/** A block of body text. */
export type Block =
  | { kind: 'paragraph'; text: string }
  /** A list mixing an intro line, bullets and a closing line. */
  | { kind: 'list'; intro?: string; items: string[]; outro?: string; ordered?: boolean }
  /** Subtitle / details pairs. */
  | { kind: 'definitions'; items: { term: string; details: string }[] };

export type ContentSection = {
  /** Used as the in-page anchor: lowercase letters, digits and hyphens. */
  id: string;
  title: string;
  blocks: Block[];
};

export type FaqItem = {
  question: string;
  answer: Block[];
  icon?: IconName;
};

type TimelineStep = { time: string; description: string };

type FeatureCard = { title: string; description: string; icon?: IconName };

export type LinkCard = { title: string; href: string; description?: string };

/** A page under /knee-procedures/{slug} or /hip-procedures/{slug}. */
export type ProcedurePage = {
  /** Exactly the spec's slug, e.g. "acl-(anterior-cruciate-ligament)-repair" or "nstride®-aps". */
  slug: string;
  joint: 'knee' | 'hip';
  /** The group it is listed under on /knee-procedures or /hip-procedures. */
  group: 'Arthroscopic' | 'Joint Replacement' | 'Joint' | 'Other';
  /** Page heading, plain words first: "Keyhole knee surgery (knee arthroscopy)". */
  title: string;
  /** Short label used in link lists, e.g. "Knee Arthroscopy". */
  linkLabel: string;
  /** Meta description: one or two sentences, under 160 characters. */
  description: string;
  /** One-sentence summary shown under the heading. */
  summary: string;
  whatItIs: Block[];
  whoItHelps: Block[];
  onTheDay: Block[];
  recovery: Block[];
  risks: Block[];
  /** Related condition, treatment or procedure pages (site paths). */
  related: LinkCard[];
  faqs?: FaqItem[];
  urgentHelp?: UrgentHelpKey;
  /** The treatments whose clinical figures this page may quote (content/clinical-figures.ts); none if omitted. */
  covers?: FigureTopic[];
  review: Review;
};

/** Blocks an information page is built from, rendered in order by components/info/. */
export type PageBlock =
  /** FAQ accordion: one item open at a time; answers are in the HTML. */
  | { type: 'faq'; id: string; title: string; items: FaqItem[] }
  /** Sections shown stacked, in columns on large screens, or as tabs on desktop and accordions on phones. */
  | { type: 'sections'; id: string; title?: string; layout: 'stack' | 'columns' | 'tabs'; sections: ContentSection[] }
  /** An accordion of sections (e.g. "Surgical Treatment Details"), one open at a time. */
  | { type: 'accordion'; id: string; title: string; intro?: string; items: ContentSection[] }
  | { type: 'timeline'; id: string; title: string; steps: TimelineStep[] }
  /** Download cards for guides in content/documents (by id). */
  | { type: 'documents'; id: string; title: string; documentIds: string[] }
  | { type: 'figure'; image: string; alt: string; caption: string }
  | { type: 'complications'; id: string; title: string; items: string[] }
  /** Link cards, with an optional note shown above them. */
  | { type: 'links'; id: string; title: string; note?: string; links: LinkCard[] }
  | { type: 'features'; id: string; title: string; cards: FeatureCard[] }
  /** Tabs on desktop, stacked on phones (e.g. "Conservative Treatment" / "Orthobiologics Guide"). */
  | { type: 'tabs'; id: string; defaultIndex: number; tabs: { label: string; blocks: PageBlock[] }[] };

/** A condition, treatment or care page. */
export type InfoPage = {
  /** The route, exactly as the spec gives it, e.g. "/Conditions/knee-arthritis". */
  path: string;
  /** <title>, and the hero heading unless hero.title is given. */
  title: string;
  /** Meta description: unique, under 160 characters. */
  description: string;
  hero: { title: string; subtitle: string; image?: string };
  /** schema.org type of the page's main subject. */
  schemaType: 'MedicalCondition' | 'MedicalProcedure' | 'MedicalWebPage';
  blocks: PageBlock[];
  urgentHelp?: UrgentHelpKey;
  /** The treatments whose clinical figures this page may quote (content/clinical-figures.ts); none if omitted. */
  covers?: FigureTopic[];
  review: Review;
};

/** A fixed urgent-help box (content/urgent-help.ts): when to call 999 or go to A&E, when to get help today. */
export type UrgentHelp = {
  /** Call 999 or go to A&E now. */
  emergency: string[];
  /** Contact the surgical team today, or call NHS 111 out of hours. */
  urgent: string[];
};

/** A section's index page (e.g. /Conditions): a hero, then groups of cards linking to the section's pages. */
export type IndexPage = {
  path: string;
  title: string;
  /** Meta description: unique, under 160 characters. */
  description: string;
  hero: { title: string; subtitle: string };
  groups: { id: string; title: string; intro?: string; links: LinkCard[]; more?: LinkCard }[];
};

/** Every word the enquiry forms, their thank-you panel and the no-JavaScript answers show (content/enquiry.ts). */
export type EnquiryContent = {
  /** Heading and one-line intro of each form, by form id. */
  forms: Record<'consultation' | 'contact' | 'private-consultation', { heading: string; intro: string }>;
  /** A label per field of the form (lib/validations/enquiry-fields.ts), and "(optional)". */
  labels: { [field: string]: string; optional: string };
  hints: { [field: string]: string };
  /** The explicit consent a patient gives for their health information; links the privacy notice. */
  consent: { label: string; privacyLinkText: string; privacyHref: string };
  urgentNote: string;
  submit: string;
  submitting: string;
  /** Email suggestions offered while the typed address has no "@" (spec: five common providers). */
  emailDomains: string[];
  suggestionsLabel: string;
  /** Read out by screen readers when the suggestions appear. */
  suggestionsAnnouncement: string;
  /** Spec's error catalogue: a non-OK answer, and a network failure. */
  sendErrors: {
    notOk: string;
    network: string;
    /**
     * A 429, on the form (JavaScript) and on the server's answer page (without): when to try again (from
     * Retry-After, in minutes; absent when not sent) and the phone to call instead.
     */
    tooMany: (minutes?: number) => string;
  };
  thankYou: { heading: string; body: string; again: string };
  sentPage: { title: string; heading: string; body: string[]; homeLink: string };
  problemPage: { title: string; summaryHeading: string; tooLarge: string; malformed: string };
};

/** A practice detail the chat assistant answers from (content/chat.ts), linked to where the site shows it. */
export type PracticeFact = { url: string; heading: string; body: string[]; keywords: string };

/**
 * A fictional story of the demo practice (content/demo-stories.ts): the story form's fields, less the contact
 * details and consent the server makes up for it, and when it was sent (ISO).
 */
export type DemoStory = {
  firstName: string;
  lastName: string;
  consultationDate: IsoDate;
  consultationTime: string;
  hadSurgery: boolean;
  treatment: string;
  otherTreatment: string;
  condition: string;
  otherCondition: string;
  description: string;
  rating: 0 | 1 | 2 | 3 | 4 | 5;
  submittedAt: string;
};

/** A colour as six lower-case hex digits, "#0b5a55". */
export type Hex = `#${string}`;

type OpeningHours = { day: string; opens: string; closes: string };

/** One of the practice's two places of work (the home page's "Private Practice" and "NHS Practice"). */
export type PracticeLocation = {
  /** In-page anchor on the home page ("private-practice" / "nhs-practice"). */
  anchor: string;
  heading: string;
  hospital: string;
  addressLines: string[];
  postcode: string;
  phone: string;
  phoneLabel: string;
  email?: string;
  secretary?: string;
  hours: OpeningHours[];
  notes: string[];
  mapsUrl: string;
};

/** An insurer or a professional society, shown as a text wordmark unless a logo the practice may use is given. */
export type ExternalOrganisation = {
  name: string;
  url: string;
  /** Path of a logo under public/ the practice has the right to use; without it a text wordmark is shown. */
  logo?: string;
};

/**
 * Everything about the surgeon and the practice (content/practice.ts): another surgeon re-brands the site by
 * writing one of these. lib/validations/practice.ts checks the formats and counts at build.
 */
export type Practice = {
  surgeon: {
    name: string;
    /** Name without title or letters, for "About {shortName}" headings. */
    shortName: string;
    postNominals: string;
    role: string;
    /** For prose about the surgeon: "he has no financial interest...", "to see him", "his declarations". */
    pronouns: { subject: string; object: string; possessive: string };
    gmcNumber: string;
    specialties: string[];
    photo: { image: string; alt: string };
    biography: string[];
    /** The About page's "Training and experience", in the surgeon's own words (first person). */
    training: string[];
  };
  practiceName: string;
  tagline: string;
  /** Where the practice is, for prose: "in the NHS and privately in {area}". */
  area: string;
  privatePractice: PracticeLocation;
  nhsPractice: PracticeLocation;
  bookingEmail: string;
  /** The home page's film. Optional: a practice without one shows no film section. */
  video?: { title: string; src: string; poster: string; captions: string; transcript: string };
  societies: ExternalOrganisation[];
  insurers: ExternalOrganisation[];
  declarations: string[];
  siteUrl: string;
  /** The practice's colours and logo; every text colour pair is checked at 4.5:1 (lib/theme.ts). */
  theme: {
    /** An SVG file (path from the repository root), shown as the site's icon. */
    logo: string;
    colours: {
      /** Body text: the default, softer paragraphs, muted captions. */
      text: { DEFAULT: Hex; soft: Hex; muted: Hex };
      /** Headings, the top bar, the footer and dark bands (Tailwind `navy-*`). */
      primary: { 50: Hex; 100: Hex; 600: Hex; 700: Hex; 800: Hex; 900: Hex };
      /** Links and buttons (Tailwind `teal-*`). */
      accent: { 50: Hex; 100: Hex; 600: Hex; 700: Hex; 800: Hex };
      /** Calm page backgrounds and borders (Tailwind `sand-*`). */
      surface: { 50: Hex; 100: Hex; 200: Hex };
    };
  };
  /**
   * Present (true) only in the fictional demo practice. While it is, the server seeds fictional demo stories
   * into an empty database (marked as such); a real practice removes it, and nothing is ever seeded.
   */
  demo?: true;
};
