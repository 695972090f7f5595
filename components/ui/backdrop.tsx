import { Picture } from '@/components/ui/picture';

/**
 * A still picture behind a band of content (the home hero, the About page's quotes), under a shade that keeps the
 * text on it readable. It is the first screen's largest paint, so it is a priority picture (announced in the head,
 * fetched at high priority) and never replaced: no later picture becomes the page's LCP (issue 25).
 */
export function Backdrop({ name, shade }: { name: string; shade: string }) {
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
