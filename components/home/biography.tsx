import { Picture } from '@/components/ui/picture';
import { ReadMore } from '@/components/ui/read-more';
import { home } from '@/content/home';
import { practice } from '@/content/practice';

export function Biography() {
  const { surgeon } = practice;
  return (
    <section aria-labelledby="biography-heading" className="bg-white py-16">
      <div className="container-page grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <p className="eyebrow">{surgeon.role}</p>
          <h2 id="biography-heading" className="mt-2 text-3xl sm:text-4xl">
            {home.biography.heading}
          </h2>
          <p className="mt-1 text-ink-muted">{surgeon.postNominals}</p>
          <ReadMore collapsedHeight={300} className="mt-6 max-w-prose">
            <div className="prose-page">
              {surgeon.biography.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </ReadMore>
        </div>
        <div className="hidden lg:block">
          <Picture
            name={surgeon.photo.image}
            alt={surgeon.photo.alt}
            sizes="(min-width: 1024px) 30vw, 100vw"
            imgClassName="h-auto w-full rounded-card shadow-card"
          />
        </div>
      </div>
    </section>
  );
}
