import Link from 'next/link';

import { movedPage } from '@/content/synonym-routes';

/**
 * What a synonym's address (content/synonym-routes.ts) exports: our server and the generated host configs answer
 * it with a 301 before this is ever sent; a plain file server, which cannot redirect, sends this page, which moves
 * on at once without JavaScript (React puts the meta tag in the head) and links the page for anyone it does not.
 */
export function MovedPage({ to }: { to: string }) {
  return (
    <div className="container-page py-10">
      <meta httpEquiv="refresh" content={`0; url=${encodeURI(to)}`} />
      <h1 className="mb-4 text-3xl">{movedPage.heading}</h1>
      <p>
        <Link href={to}>{movedPage.link}</Link>
      </p>
    </div>
  );
}
