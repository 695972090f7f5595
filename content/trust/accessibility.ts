import { practice } from '@/content/practice';
import type { TrustPage } from '@/content/trust/types';

const { practiceName, privatePractice, bookingEmail, siteUrl } = practice;

/** /accessibility: the accessibility statement. Update "Known limitations" whenever one is found or fixed. */
export const accessibilityStatement = {
  path: '/accessibility',
  title: 'Accessibility statement',
  description: `How accessible the ${practiceName} website is, how we test it, what we know is not yet right, and how to tell us about a problem.`,
  hero: {
    title: 'Accessibility statement',
    subtitle: 'We want everyone to be able to use this website, including people who use assistive technology',
  },
  summary: [
    {
      kind: 'paragraph',
      text: `This statement applies to ${siteUrl.replace(/^https:\/\//, '')}. We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA.`,
    },
    {
      kind: 'list',
      intro: 'You should be able to:',
      items: [
        'zoom in up to 400% without the text spilling off the screen',
        'use the whole website with a keyboard alone, and always see where you are on the page',
        'use it with a screen reader such as NVDA, JAWS or VoiceOver',
        'read every page, including answers to questions, with JavaScript turned off',
        'stop anything that moves, such as the slideshows, and see no movement at all if your device is set to reduce motion',
      ],
    },
  ],
  sections: [
    {
      id: 'how-we-test',
      title: 'How we test this website',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Automated checks on every page:** every time the website changes, each page is checked with the axe accessibility tool at phone and desktop sizes. A change that brings in a WCAG 2.2 AA failure is not published.',
            '**Keyboard checks:** we check the menus, forms, accordions, tabs and chat assistant can be used with a keyboard alone, and that the focus is always visible and never hidden behind the header or chat button.',
            '**Screen reader checks:** we check new pages and features with NVDA on Windows and VoiceOver on iPhone and Mac.',
            '**Without JavaScript:** every page is checked to make sure its content is there with JavaScript turned off.',
            '**PDF guides:** every time a guide changes, its tags are checked automatically: its language, title, headings, lists, links and urgent-help box, and that everything on its pages is either tagged or marked as decoration.',
          ],
          outro:
            'Automated tools find only some problems, which is why we also check by hand. We will never be sure we have found everything, so please tell us if something does not work for you.',
        },
      ],
    },
    {
      id: 'known-limitations',
      title: 'Known limitations',
      blocks: [
        {
          kind: 'list',
          intro: 'We know some parts of the website are not yet fully accessible:',
          items: [
            '**PDF guides:** the downloadable guides are tagged PDFs in English, so a screen reader can announce their title, headings, lists, links and the box on when to get help urgently, in reading order, and skip the page numbers. We have not yet checked them against the PDF/UA standard or read them with a screen reader by hand, and their links to other websites have no separate description. Every guide has a web page version with the same words, linked from its download card on [Useful Links](/UsefulLinks).',
            '**Patient stories and the chat assistant** need JavaScript. Without it, the page tells you how else to contact the practice.',
            '**The introduction video** has captions and a written summary, but no audio description.',
            '**Other websites** we link to, such as maps, insurers and the MiOp app, are not covered by this statement.',
          ],
          outro:
            'We review these limitations every time we update this statement. If you need information from any of them in another format, ask us.',
        },
      ],
    },
    {
      id: 'other-formats',
      title: 'Information in other formats',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you need any information on this website in another format, such as large print, easy read, an audio recording or braille, email [${bookingEmail}](mailto:${bookingEmail}) or call ${privatePractice.phone}. Tell us what you need and we will reply within 5 working days. If you would find it easier, we can talk things through by phone instead.`,
        },
      ],
    },
    {
      id: 'reporting-a-problem',
      title: 'Reporting a problem with this website',
      blocks: [
        {
          kind: 'paragraph',
          text: `We are always looking to improve. If you find a problem not listed here, or think we are not meeting the guidelines, email [${bookingEmail}](mailto:${bookingEmail}) or call ${privatePractice.phone}. Please tell us the page, what you were trying to do and the device or assistive technology you use. We will reply within 5 working days.`,
        },
      ],
    },
    {
      id: 'enforcement-procedure',
      title: 'Enforcement procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'As a private practice we are not covered by the Public Sector Bodies Accessibility Regulations 2018, but we follow the same standard and write this statement in the same way. We also have a duty under the Equality Act 2010 to make reasonable adjustments for disabled people.',
        },
        {
          kind: 'paragraph',
          text: 'The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010 and the accessibility regulations. If you are not happy with how we respond to your complaint, contact the [Equality Advisory and Support Service (EASS)](https://www.equalityadvisoryservice.com/).',
        },
      ],
    },
    {
      id: 'preparation',
      title: 'Preparation of this statement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This statement was prepared on 20 November 2026 and last updated on 26 November 2026, when the PDF guides became tagged PDFs. It is based on the automated checks of every page and guide, keyboard checks and screen reader checks described above, carried out by the team that builds the website.',
        },
      ],
    },
  ],
  review: {
    lastReviewed: '2026-11-26',
    nextReview: '2027-11-26',
    sources: ['wcag22', 'govukSampleAccessibilityStatement', 'equalityAct2010'],
  },
} satisfies TrustPage;
