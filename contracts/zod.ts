import { z } from "zod";

/**
 * zod, as every contract imports it. In the browser, zod's compiled fast path first probes
 * `new Function`, which our Content-Security-Policy (no 'unsafe-eval') blocks and reports as a
 * violation on every page that parses a response or a form. Interpreted parsing is plenty for
 * form-sized objects, so browsers run without it; the server keeps the compiled path. This must run
 * before any schema is built, hence one module that all of contracts/ imports zod through.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
