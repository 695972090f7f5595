import { AfterHydration } from '@/components/ui/after-hydration';
import { generatedImagePath } from '@/content/images';
import { home } from '@/content/home';
import { introVideoScenes } from '@/content/intro-video';
import { practice } from '@/content/practice';

/**
 * Nothing heavy downloads before play: preload="none", and the poster (which a `<video>` fetches at once, wherever
 * it is on the page) waits until the page has hydrated. None without a film.
 */
export function IntroVideo() {
  const { video } = practice;
  if (!video) return null;
  return (
    <section aria-labelledby="video-heading" className="container-page py-16">
      <div className="grid items-center gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="video-heading" className="text-3xl sm:text-4xl">
            {home.video.heading}
          </h2>
          {/* The practice's own description of its film (content/practice.ts), said once. */}
          <p className="mt-4 text-ink-soft">{video.transcript}</p>
          <details className="mt-4">
            <summary className="font-semibold text-teal-700 underline underline-offset-4">Read the transcript</summary>
            <div className="prose-page mt-3 text-ink-soft">
              {introVideoScenes.map((scene) => (
                <p key={scene.heading}>{scene.narration}</p>
              ))}
            </div>
          </details>
        </div>
        {/* Rounded on the video itself: a clipping wrapper would cut off its focus ring. */}
        <div className="rounded-card bg-navy-900 shadow-lift lg:col-span-3">
          <AfterHydration
            placeholder={<div aria-hidden="true" className="js-only aspect-video w-full rounded-card bg-navy-900" />}
          >
            <video
              controls
              preload="none"
              playsInline
              poster={generatedImagePath(video.poster, 1280, 'webp')}
              width={1280}
              height={720}
              className="aspect-video w-full rounded-card"
              aria-label={video.title}
            >
              <source src={video.src} type="video/mp4" />
              <track kind="captions" src={video.captions} srcLang="en" label="English" default />
              {home.video.unsupported}
            </video>
          </AfterHydration>
        </div>
      </div>
    </section>
  );
}
