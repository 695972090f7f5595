import { practice } from '@/content/practice';
import { telHref } from '@/lib/links';

const cardClass = 'card flex h-full flex-col p-6';
const buttonClass = 'mt-auto inline-flex min-h-12 w-fit items-center rounded-pill px-5 font-semibold no-underline';

/**
 * The four blocks every content page ends with: booking (with the button to the contact form), the care team's
 * locations, patient stories, and guides to download.
 */
export function ClosingBlocks() {
  const { privatePractice, nhsPractice } = practice;
  return (
    <section aria-labelledby="next-steps-heading" className="bg-navy-50 py-14">
      <div className="container-page">
        <h2 id="next-steps-heading" className="text-3xl">
          Next steps
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 2xl:grid-cols-4">
          <li className={`${cardClass} border-navy-800 bg-navy-800 text-white`}>
            <h3 className="text-2xl text-white">Book a consultation</h3>
            <p className="mt-2 mb-6 text-navy-50">
              Send us a message and the practice will call you back to arrange an appointment, privately or in the NHS.
            </p>
            <a
              href="/#contact"
              className={`${buttonClass} bg-white text-navy-900 hover:bg-sand-100 hover:text-navy-900`}
            >
              Book a consultation
            </a>
          </li>
          <li className={cardClass}>
            <h3 className="text-2xl">Your care team</h3>
            <dl className="mt-2 space-y-3">
              {[privatePractice, nhsPractice].map((location) => (
                <div key={location.anchor}>
                  <dt className="font-semibold text-navy-900">{location.hospital}</dt>
                  <dd className="text-ink-soft">
                    {location.heading}:{' '}
                    <a href={telHref(location.phone)} className="whitespace-nowrap">
                      {location.phone}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
          <li className={cardClass}>
            <h3 className="text-2xl">Patient stories</h3>
            <p className="mt-2 mb-6 text-ink-soft">Read how other patients found their treatment and recovery.</p>
            <a
              href="/patient-success-stories"
              className={`${buttonClass} border-2 border-teal-700 text-teal-800 hover:bg-teal-50`}
            >
              Read patient stories
            </a>
          </li>
          <li className={cardClass}>
            <h3 className="text-2xl">Guides and downloads</h3>
            <p className="mt-2 mb-6 text-ink-soft">Patient guides you can download, print and read at home.</p>
            <a href="/UsefulLinks" className={`${buttonClass} border-2 border-teal-700 text-teal-800 hover:bg-teal-50`}>
              See all guides
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
