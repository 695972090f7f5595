import { AfterHydration } from '@/components/ui/after-hydration';
import { Picture } from '@/components/ui/picture';
import { imageSpec } from '@/content/images';

const frame = 'h-auto w-full rounded-card border border-sand-200 bg-white shadow-card';

/**
 * An illustration with its caption. Never on the first screen (the page's hero comes first), so its picture is
 * fetched after the page has hydrated (`AfterHydration`); the frame it will fill is drawn at its size until then.
 */
export function FigureBlock({ image, alt, caption }: { image: string; alt: string; caption: string }) {
  const { width, height } = imageSpec(image);
  return (
    <figure className="max-w-3xl">
      <AfterHydration
        placeholder={<svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} className={`js-only block ${frame}`} />}
      >
        <Picture name={image} alt={alt} sizes="(min-width: 768px) 48rem, 92vw" imgClassName={frame} />
      </AfterHydration>
      <figcaption className="mt-3 text-base text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
