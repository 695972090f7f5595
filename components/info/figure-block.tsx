import { Picture } from '@/components/ui/picture';

/** An illustration with its caption. */
export function FigureBlock({ image, alt, caption }: { image: string; alt: string; caption: string }) {
  return (
    <figure className="max-w-3xl">
      <Picture
        name={image}
        alt={alt}
        sizes="(min-width: 768px) 48rem, 92vw"
        imgClassName="h-auto w-full rounded-card border border-sand-200 bg-white shadow-card"
      />
      <figcaption className="mt-3 text-base text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
