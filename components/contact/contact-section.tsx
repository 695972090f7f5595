import { EnquiryForm } from '@/components/enquiry/enquiry-form';
import { enquiryContent } from '@/content/enquiry';
import { home } from '@/content/home';
import { practice } from '@/content/practice';

import { PracticeCard } from './practice-card';
import { SpecialtiesAccordion } from './specialties-accordion';

/**
 * "Get in Touch!": the message form and the private consultation form, the two practice cards (top-bar targets)
 * and the specialties.
 */
export function ContactSection() {
  const { forms } = enquiryContent;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-navy-50 py-16">
      <div className="container-page">
        <h2 id="contact-heading" className="text-3xl sm:text-4xl">
          {home.contact.heading}
        </h2>
        <p className="mt-3 max-w-prose text-ink-soft">{home.contact.intro}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
          {/* The two forms share a column; the private one names its hospital, the cards sit beside them. */}
          <div className="grid gap-6">
            <div className="card p-6 sm:p-8">
              <EnquiryForm form="contact" heading={forms.contact.heading} intro={forms.contact.intro} />
            </div>
            <div id="book-private-consultation" className="card p-6 sm:p-8">
              <EnquiryForm
                form="private-consultation"
                heading={forms['private-consultation'].heading}
                intro={forms['private-consultation'].intro}
              />
            </div>
          </div>
          <div className="grid gap-6">
            <PracticeCard location={practice.privatePractice}>
              <p className="mt-2">
                <a href="#book-private-consultation">{forms['private-consultation'].heading}</a>
              </p>
            </PracticeCard>
            <PracticeCard location={practice.nhsPractice} />
            <SpecialtiesAccordion heading={home.contact.specialtiesHeading} />
          </div>
        </div>
      </div>
    </section>
  );
}
