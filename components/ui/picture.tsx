import { preload } from 'react-dom';

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
  /**
   * A media query outside which the picture is hidden (by the caller's className) and never fetched: its preload
   * carries the query, and the image waits for layout, which a hidden image never gets.
   */
  media?: string;
};

/** The `srcset` of a build-converted image in one format: every width it was converted to. */
function srcSetOf(name: string, format: 'avif' | 'webp') {
  return imageSpec(name)
    .widths.map((w) => `${generatedImagePath(name, w, format)} ${w}w`)
    .join(', ');
}

/**
 * A build-converted image: AVIF, then WebP, in every width, with intrinsic size set so nothing shifts. A priority
 * picture is the first screen's largest paint: it is announced in the head (a preload of its AVIF, which every
 * browser that can use it understands) so the phone asks for it with the document's first bytes, not when the
 * parser reaches it, and it is decoded the browser's usual way rather than after everything else (issue 25).
 */
export function Picture({ name, alt, sizes, className, imgClassName, priority = false, media }: PictureProps) {
  const spec = imageSpec(name);
  if (priority) {
    preload(generatedImagePath(name, spec.widths[0]!, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSetOf(name, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
      ...(media ? { media } : {}),
    });
  }
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
        loading={priority && !media ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
        className={imgClassName}
      />
    </picture>
  );
}
