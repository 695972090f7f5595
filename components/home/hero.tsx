import { EnquiryForm } from '@/components/enquiry/enquiry-form';
import { Backdrop } from '@/components/ui/backdrop';
import { PhoneDeferredPicture } from '@/components/ui/phone-deferred-picture';
import { enquiryContent } from '@/content/enquiry';
import { home } from '@/content/home';
import { practice } from '@/content/practice';

/** The home page's first screen: heading, the surgeon, and the consultation form, on a still picture. */
export function Hero() {
  const { surgeon } = practice;
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden pb-12">
      <Backdrop
        name={home.hero.picture}
        base="bg-sand-50"
        shade="bg-gradient-to-b from-white/40 via-sand-50/60 to-sand-50"
      />
      <div className="container-page grid gap-10 pt-10 sm:pt-16 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="eyebrow">{home.hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-4xl sm:text-5xl">
            {home.hero.heading}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-ink-soft">{home.hero.intro}</p>
          <div className="mt-8 flex items-center gap-5">
            <PhoneDeferredPicture
              name={surgeon.photo.image}
              alt={surgeon.photo.alt}
              sizes="160px"
              phoneSizes="112px"
              className="shrink-0"
              imgClassName="h-48 w-40 rounded-card object-cover shadow-card"
              phoneImgClassName="h-36 w-28 rounded-card object-cover shadow-card"
            />
            <div>
              <p className="font-serif text-2xl text-navy-900">{surgeon.name}</p>
              <p className="text-ink-soft">{surgeon.role}</p>
              <p className="mt-1 text-sm text-ink-muted">{surgeon.postNominals}</p>
            </div>
          </div>
        </div>
        <div className="card p-6 sm:p-8">
          <EnquiryForm
            form="consultation"
            heading={enquiryContent.forms.consultation.heading}
            intro={enquiryContent.forms.consultation.intro}
            headingLevel={2}
          />
        </div>
      </div>
    </section>
  );
}
