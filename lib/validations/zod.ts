import { z } from 'zod';

/**
 * zod, set up for our Content-Security-Policy: without `jitless`, zod probes whether it may compile validators with
 * `new Function`, and the strict CSP reports that probe as a violation even though zod catches it. Browser code
 * that validates imports z from here.
 */
z.config({ jitless: true });

export { z };
