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

/** A build-converted image: AVIF, then WebP, in every width, with intrinsic size set so nothing shifts. */
export function Picture({ name, alt, sizes, className, imgClassName, priority = false }: PictureProps) {
  const spec = imageSpec(name);
  const srcSet = (format: 'avif' | 'webp') =>
    spec.widths.map((w) => `${generatedImagePath(name, w, format)} ${w}w`).join(', ');
  const fallbackWidth = spec.widths[Math.min(1, spec.widths.length - 1)]!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
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
