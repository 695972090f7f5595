import { generatedImagePath, imageSpec } from '@/content/images';

type PictureProps = {
  name: string;
  /** Meaningful alt text, or "" for decoration. */
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  className?: string;
  imgClassName?: string;
  /** Above-the-fold images load at once; everything else waits until it nears the viewport. */
  priority?: boolean;
};

/** The `srcset` of a build-converted image in one format: every width it was converted to. */
export function srcSetOf(name: string, format: 'avif' | 'webp') {
  return imageSpec(name)
    .widths.map((w) => `${generatedImagePath(name, w, format)} ${w}w`)
    .join(', ');
}

/** A build-converted image: AVIF, then WebP, in every width, with intrinsic size set so nothing shifts. */
export function Picture({ name, alt, sizes, className, imgClassName, priority = false }: PictureProps) {
  const spec = imageSpec(name);
  const fallbackWidth = spec.widths[Math.min(1, spec.widths.length - 1)]!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSetOf(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(name, 'webp')} sizes={sizes} />
      <img
        src={generatedImagePath(name, fallbackWidth, 'webp')}
        alt={alt}
        width={spec.width}
        height={spec.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={imgClassName}
      />
    </picture>
  );
}
