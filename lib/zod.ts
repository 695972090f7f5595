import { config } from 'zod/mini';

// zod/mini: the same checks as zod's chained API, and a page carries only the functions its schemas use (a few
// KB). Import it as a namespace, `import * as z from '@/lib/zod'`: a namespace object passed around as a value
// (`export { z }`) would keep all of zod in the bundle.
//
// zod compiles a fast path for object schemas with `new Function`, probing for it first. The site's CSP
// forbids eval, so in the browser the probe alone is reported as a violation: use the plain path everywhere.
// Import zod from here (not from 'zod') in code that reaches the browser, so this runs before any schema exists.
config({ jitless: true });

export * from 'zod/mini';
