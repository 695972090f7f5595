import { z } from 'zod';

// zod compiles a fast path for object schemas with `new Function`, probing for it first. The site's CSP
// forbids eval, so in the browser the probe alone is reported as a violation: use the plain path everywhere.
// Import z from here (not from 'zod') in code that reaches the browser, so this runs before any schema exists.
z.config({ jitless: true });

export { z };
