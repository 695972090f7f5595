import { DeferredEnquiryForm } from '@/components/enquiry/deferred-enquiry-form';
import { Disclosure, DisclosureGroup } from '@/components/info/disclosure';
import { formHeadingId } from '@/components/shared/forms/enquiry-form-view';
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
          {/* The two forms share a column, each folded under a summary that names it: the hero's form is the
              one in view, and a phone does not scroll past three long forms in a row. Native <details>, so they
              open without JavaScript; a link to #book-private-consultation opens its form (the browser unfolds
              a closed <details> holding the target). */}
          <DisclosureGroup>
            {(['contact', 'private-consultation'] as const).map((form) => (
              <Disclosure
                key={form}
                group="contact-forms"
                summary={
                  <>
                    <span id={formHeadingId(form)} className="block font-serif text-2xl font-normal">
                      {forms[form].heading}
                    </span>
                    <span className="mt-1 block text-base font-normal text-ink-soft">{forms[form].intro}</span>
                  </>
                }
              >
                <div id={form === 'private-consultation' ? 'book-private-consultation' : undefined}>
                  <DeferredEnquiryForm form={form} labelledBy={formHeadingId(form)} headingLevel={2} />
                </div>
              </Disclosure>
            ))}
          </DisclosureGroup>
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
