/**
 * The shape of the trust pages (privacy notice, accessibility statement, fees and declarations, testimonials
 * policy): policy text in sections, with review dates and sources like every information page.
 */
import type { Block, ContentSection, Review } from '../types';

export type TrustPage = {
  /** The route, e.g. "/privacy-notice". */
  path: string;
  /** <title> and the label in the footer. */
  title: string;
  /** Meta description: unique, under 160 characters. */
  description: string;
  hero: { title: string; subtitle: string };
  /** A short summary before the sections: the points most people are looking for. */
  summary: Block[];
  sections: ContentSection[];
  review: Review;
};
