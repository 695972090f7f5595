import { EnquiryForm } from '@/components/enquiry/enquiry-form';
import { home } from '@/content/home';
import { practice } from '@/content/practice';

import { PracticeCard } from './practice-card';
import { SpecialtiesAccordion } from './specialties-accordion';

/** "Get in Touch!": the message form, the two practice cards (top-bar targets) and the specialties. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-navy-50 py-16">
      <div className="container-page">
        <h2 id="contact-heading" className="text-3xl sm:text-4xl">
          {home.contact.heading}
        </h2>
        <p className="mt-3 max-w-prose text-ink-soft">{home.contact.intro}</p>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="card p-6 sm:p-8">
            <EnquiryForm form="contact" heading="Send a message" />
          </div>
          <div className="grid gap-6">
            <PracticeCard location={practice.privatePractice} />
            <PracticeCard location={practice.nhsPractice} />
            <SpecialtiesAccordion heading={home.contact.specialtiesHeading} />
          </div>
        </div>
      </div>
    </section>
  );
}
