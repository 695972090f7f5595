import { preload } from 'react-dom';

import { Picture, srcSetOf } from '@/components/ui/picture';
import { generatedImagePath, imageSpec } from '@/content/images';

/**
 * A still picture behind a band of content (the home hero, the About page's quotes), under a shade that keeps the
 * text on it readable. It is the first screen's largest paint, so it is announced in the head (a preload of its
 * AVIF, which every browser that can use it understands), fetched at high priority, and never replaced: no later
 * picture becomes the page's LCP (issue 25).
 */
export function Backdrop({ name, shade }: { name: string; shade: string }) {
  preload(generatedImagePath(name, imageSpec(name).widths[0]!, 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSetOf(name, 'avif'),
    imageSizes: '100vw',
    fetchPriority: 'high',
  });
  return (
    <div className="absolute inset-0 -z-10" aria-hidden="true">
      <Picture
        name={name}
        alt=""
        sizes="100vw"
        priority
        className="absolute inset-0"
        imgClassName="size-full object-cover"
      />
      <div className={`absolute inset-0 ${shade}`} />
    </div>
  );
}
