import { Backdrop } from '@/components/ui/backdrop';

/**
 * The About page's first screen: its heading and the surgeon's 16 quotes on a still picture. The quotes are all in
 * the page, readable at once: a row to swipe (or scroll with the arrow keys once it has focus) on phones and
 * tablets, a grid on desktop. Nothing moves by itself (issue 24).
 */
export function AboutQuotes({
  heading,
  role,
  picture,
  quotes,
  quotesLabel,
  author,
}: {
  heading: string;
  role: string;
  picture: string;
  quotes: readonly string[];
  quotesLabel: string;
  author: string;
}) {
  return (
    <section aria-labelledby="about-heading" className="relative isolate overflow-hidden">
      <Backdrop
        name={picture}
        base="bg-navy-900"
        shade="bg-gradient-to-t from-navy-900/90 via-navy-900/70 to-navy-900/50"
      />
      <div className="container-page pt-10 pb-8 sm:pt-14">
        <h1 id="about-heading" className="text-4xl text-white sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-2 text-lg text-sand-100">{role}</p>
        <figure className="mt-8">
          <ul
            aria-label={quotesLabel}
            tabIndex={0}
            className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 focus-visible:outline-white lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0"
          >
            {quotes.map((quote) => (
              <li
                key={quote}
                className="w-[80%] max-w-sm shrink-0 snap-start rounded-card bg-navy-900/70 p-5 sm:w-[45%] lg:w-auto lg:max-w-none"
              >
                <blockquote className="font-serif text-xl leading-snug text-white lg:text-lg">
                  <p>“{quote}”</p>
                </blockquote>
              </li>
            ))}
          </ul>
          <figcaption className="mt-2 text-lg text-sand-100">{author}</figcaption>
        </figure>
      </div>
    </section>
  );
}
