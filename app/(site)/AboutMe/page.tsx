import type { Metadata } from 'next';

import { AboutQuotes } from '@/components/about/about-quotes';
import { ContactSection } from '@/components/contact/contact-section';
import { Picture } from '@/components/ui/picture';
import { about } from '@/content/about';
import { practice } from '@/content/practice';

export const metadata: Metadata = {
  title: about.title,
  description: about.description,
  alternates: { canonical: '/AboutMe' },
};

export default function AboutPage() {
  const { surgeon } = practice;
  return (
    <>
      <AboutQuotes
        heading={about.heading}
        role={surgeon.role}
        picture={about.picture}
        quotes={about.quotes}
        quotesLabel={about.quotesLabel}
        author={surgeon.name}
      />
      <div className="container-page grid gap-12 py-16 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          {about.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} data-reveal>
              <h2 id={`${section.id}-heading`} className="text-3xl">
                {section.title}
              </h2>
              <div className="prose-page mt-4 max-w-prose">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
        <aside aria-label={`${surgeon.name} at a glance`} data-reveal className="space-y-4">
          <Picture
            name={surgeon.photo.image}
            alt={surgeon.photo.alt}
            sizes="(min-width: 1024px) 30vw, 90vw"
            imgClassName="h-auto w-full max-w-sm rounded-card shadow-card"
          />
          <p className="font-serif text-2xl text-navy-900">{surgeon.name}</p>
          <p className="text-ink-soft">
            {surgeon.role}
            <br />
            {surgeon.postNominals}
            <br />
            GMC number {surgeon.gmcNumber}
          </p>
        </aside>
      </div>
      <ContactSection />
    </>
  );
}
