import { AfterHydration } from '@/components/ui/after-hydration';
import { Picture } from '@/components/ui/picture';
import { imageSpec } from '@/content/images';

/**
 * A first-screen picture that is not the largest paint on a phone: a small picture beside or under the words (the
 * surgeon beside his name, an information page's illustration under its summary). From 640 px it is an ordinary
 * `Picture` (with `priority`, the largest paint there: announced in the head, fetched at high priority). Below
 * 640 px it is fetched once the page has hydrated (`AfterHydration`), so its bytes do not compete with the page's
 * scripts on a phone's slow link, and until then a frame of its size holds its place (issue 25). Each form is
 * `display: none` outside its widths, and a hidden lazy picture is never fetched.
 */
export function PhoneDeferredPicture({
  name,
  alt,
  sizes,
  phoneSizes,
  priority = false,
  className = '',
  imgClassName,
  phoneImgClassName,
}: {
  name: string;
  alt: string;
  /** `sizes` from 640 px. */
  sizes: string;
  /** `sizes` below 640 px. */
  phoneSizes: string;
  priority?: boolean;
  className?: string;
  imgClassName: string;
  /** The phone's picture's classes; the frame that holds its place has them too. */
  phoneImgClassName: string;
}) {
  const { width, height } = imageSpec(name);
  return (
    <>
      <Picture
        name={name}
        alt={alt}
        sizes={sizes}
        priority={priority}
        media="(min-width: 40rem)"
        className={`hidden sm:block ${className}`}
        imgClassName={imgClassName}
      />
      <div className={`sm:hidden ${className}`}>
        <AfterHydration
          placeholder={
            <svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} className={`js-only ${phoneImgClassName}`} />
          }
        >
          <Picture name={name} alt={alt} sizes={phoneSizes} imgClassName={phoneImgClassName} />
        </AfterHydration>
      </div>
    </>
  );
}
