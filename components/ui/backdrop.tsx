import { Picture } from '@/components/ui/picture';

/**
 * A still picture behind a band of content (the home hero, the About page's quotes), under a shade that keeps the
 * text on it readable, from 640 px wide. On a phone the band is its base colour alone: behind a phone's column of
 * text the picture showed as a strip, and it cost the first screen a request (its LCP waited for it, issue 25).
 * Where it shows it is a priority picture (announced in the head, fetched at high priority) and never replaced:
 * no later picture becomes the page's LCP.
 */
export function Backdrop({ name, shade, base }: { name: string; shade: string; base: string }) {
  return (
    <div className={`absolute inset-0 -z-10 ${base}`} aria-hidden="true">
      <Picture
        name={name}
        alt=""
        sizes="100vw"
        priority
        media="(min-width: 40rem)"
        className="absolute inset-0 hidden sm:block"
        imgClassName="size-full object-cover"
      />
      <div className={`absolute inset-0 ${shade}`} />
    </div>
  );
}
